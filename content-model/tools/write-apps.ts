/**
 * Wrote the sample apps of the app guide (issue 18): sample/nodes/app/<slug>.json, a logo per app
 * in files/app-<slug>.png and its media--image entry in sample/media.json. Run once; the output is
 * committed and is what the loader reads:
 *   npx tsx content-model/tools/write-apps.ts
 * The apps are made up (realistic, not real products), so no real app is described wrongly; the
 * store links are searches for the name.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type {
  Accessibility,
  AppLanguage,
  Goal,
  Intensity,
  Platform,
  Price,
  Reason,
} from "../../src/domain/appguide/options";

interface SampleApp {
  slug: string;
  title: string;
  color: string;
  summary: string;
  body: string;
  platforms: Platform[];
  price: Price;
  priceText: string;
  languages: AppLanguage[];
  goals: Goal[];
  intensity: Intensity[];
  reasons: Reason[];
  accessibility: Accessibility[];
  accessibilityNotes: string;
  checked: string;
  website?: string;
}

const APPS: SampleApp[] = [
  {
    slug: "beweegmaatje",
    title: "Beweegmaatje",
    color: "#2f6f8f",
    summary:
      "Herinnert je een paar keer per dag aan een korte beweegpauze en laat zien hoeveel je deze week al bewogen hebt.",
    body: "<p>Beweegmaatje helpt je om bewegen een vast onderdeel van je dag te maken. Je kiest zelf hoe vaak je een herinnering krijgt en hoe lang een beweegpauze duurt: vijf minuten telt ook.</p><p>Op een slechte dag zet je het doel met één knop lager. De app houdt bij hoeveel minuten je deze week bewogen hebt, naast het advies van 2,5 uur per week.</p>",
    platforms: ["ios", "android", "web"],
    price: "free",
    priceText: "Gratis",
    languages: ["nl"],
    goals: ["daily_activity", "fitness", "strength"],
    intensity: ["light", "moderate"],
    reasons: ["motivation", "progress", "pacing"],
    accessibility: ["large_buttons", "voice", "no_account"],
    accessibilityNotes:
      "Grote knoppen en grote letters. Herinneringen kunnen worden voorgelezen. Je kunt de app zonder account gebruiken.",
    checked: "2026-10-14",
    website: "https://beweegmaatje.example.nl",
  },
  {
    slug: "stoelfit",
    title: "StoelFit",
    color: "#7a4e9a",
    summary: "Oefeningen die je zittend op een stoel doet, met korte video's en duidelijke uitleg per beweging.",
    body: "<p>StoelFit heeft meer dan zestig oefeningen die je op een stevige stoel doet, voor armen, benen, rug en handen. Elke oefening heeft een korte video en een uitleg in gewone woorden.</p><p>Je kiest zelf hoe lang je wilt oefenen: 5, 10 of 15 minuten. Doet een gewricht pijn, dan kun je die oefening overslaan.</p>",
    platforms: ["ios", "android", "web"],
    price: "free",
    priceText: "Gratis",
    languages: ["nl"],
    goals: ["strength", "flexibility", "balance"],
    intensity: ["light"],
    reasons: ["at_home", "guidance", "pacing"],
    accessibility: ["seated", "large_buttons", "subtitles"],
    accessibilityNotes:
      "Alle oefeningen kunnen zittend. Video's hebben ondertiteling. Grote knoppen om te starten en te pauzeren.",
    checked: "2026-09-30",
  },
  {
    slug: "wandelwijs",
    title: "WandelWijs",
    color: "#3e7d4f",
    summary: "Korte wandelroutes bij jou in de buurt, met bankjes en toiletten onderweg op de kaart.",
    body: "<p>WandelWijs stelt wandelingen voor van 1 tot 10 kilometer. Op de kaart zie je waar je onderweg kunt zitten en waar een toilet is, zodat je je wandeling kunt plannen.</p><p>Je kunt een wandeling delen met een vriend of buur en samen afspreken.</p>",
    platforms: ["ios", "android"],
    price: "free",
    priceText: "Gratis",
    languages: ["nl"],
    goals: ["fitness", "daily_activity", "relaxation"],
    intensity: ["light", "moderate"],
    reasons: ["motivation", "together", "progress"],
    accessibility: ["large_buttons", "voice"],
    accessibilityNotes: "Routebeschrijving wordt voorgelezen. Kaart met grote knoppen.",
    checked: "2026-10-02",
  },
  {
    slug: "reumafit-thuis",
    title: "ReumaFit Thuis",
    color: "#b5532f",
    summary: "Oefenprogramma's voor mensen met reuma, gemaakt met fysiotherapeuten, om thuis te doen.",
    body: "<p>ReumaFit Thuis heeft programma's voor onder meer reumatoïde artritis, artrose en de ziekte van Bechterew. Fysiotherapeuten leggen in video's uit hoe je een oefening veilig doet en wat je doet als het even niet gaat.</p><p>De basisprogramma's zijn gratis. Met een abonnement krijg je programma's op maat en een wekelijks overzicht.</p>",
    platforms: ["ios", "android", "web"],
    price: "freemium",
    priceText: "Gratis; extra programma's € 3,99 per maand",
    languages: ["nl"],
    goals: ["flexibility", "strength", "balance"],
    intensity: ["light", "moderate"],
    reasons: ["guidance", "at_home", "pacing"],
    accessibility: ["subtitles", "seated", "large_buttons"],
    accessibilityNotes: "Video's met ondertiteling en een zittende variant van de meeste oefeningen. Grote knoppen.",
    checked: "2026-11-03",
    website: "https://reumafit-thuis.example.nl",
  },
  {
    slug: "soepel-yoga",
    title: "Soepel Yoga",
    color: "#4b7f8c",
    summary: "Rustige yogalessen van 10 tot 30 minuten die rekening houden met stijve gewrichten.",
    body: "<p>Soepel Yoga biedt zachte yogalessen, ook op een stoel of in bed. Een docent praat je rustig door elke houding heen.</p><p>De eerste twintig lessen zijn gratis; voor de rest betaal je een klein bedrag per maand.</p>",
    platforms: ["ios", "android", "web"],
    price: "freemium",
    priceText: "Gratis; alle lessen € 5,99 per maand",
    languages: ["nl", "en"],
    goals: ["flexibility", "relaxation", "balance"],
    intensity: ["light", "moderate"],
    reasons: ["at_home", "guidance"],
    accessibility: ["subtitles", "voice", "seated"],
    accessibilityNotes:
      "Gesproken begeleiding, zodat je niet naar het scherm hoeft te kijken. Ondertiteling. Lessen op een stoel.",
    checked: "2026-08-21",
  },
  {
    slug: "ademruimte",
    title: "Ademruimte",
    color: "#5a6fb0",
    summary: "Korte ademhalings- en ontspanningsoefeningen voor momenten met pijn, stress of vermoeidheid.",
    body: "<p>Ademruimte heeft oefeningen van 2 tot 15 minuten. Je doet ze zittend of liggend, met je ogen dicht als je wilt.</p><p>De app vraagt geen gegevens en werkt zonder account.</p>",
    platforms: ["ios", "android", "web"],
    price: "free",
    priceText: "Gratis",
    languages: ["nl"],
    goals: ["relaxation"],
    intensity: ["light"],
    reasons: ["pacing", "at_home", "motivation"],
    accessibility: ["voice", "no_account", "large_buttons"],
    accessibilityNotes: "Alles wordt voorgelezen. Eén grote startknop per oefening. Geen account nodig.",
    checked: "2026-10-20",
  },
  {
    slug: "krachtkompas",
    title: "KrachtKompas",
    color: "#8c3b3b",
    summary: "Krachtschema's die zwaarder worden als jij sterker wordt, met of zonder gewichten.",
    body: "<p>KrachtKompas maakt een schema van twee of drie keer per week krachttraining. Na elke training geef je aan hoe zwaar het was; de app past het volgende schema daarop aan.</p><p>Er is een proefperiode van 14 dagen; daarna betaal je per maand.</p>",
    platforms: ["ios", "android"],
    price: "paid",
    priceText: "€ 4,99 per maand (14 dagen gratis proberen)",
    languages: ["nl"],
    goals: ["strength", "fitness"],
    intensity: ["moderate", "vigorous"],
    reasons: ["guidance", "progress", "at_home"],
    accessibility: ["large_buttons"],
    accessibilityNotes: "Grote knoppen. De video's hebben geen ondertiteling.",
    checked: "2026-09-12",
  },
  {
    slug: "fietsmaatje",
    title: "Fietsmaatje",
    color: "#2d7a74",
    summary: "Houdt je fietsritten bij, ook op de e-bike, en laat je samen fietsen met een groep in de buurt.",
    body: "<p>Met Fietsmaatje zie je hoeveel kilometer en minuten je fietst. Je kunt lid worden van een fietsgroep bij jou in de buurt of zelf een rit voorstellen.</p><p>Op de e-bike telt de app je beweegminuten apart, zodat je ziet wat je zelf doet.</p>",
    platforms: ["ios", "android"],
    price: "free",
    priceText: "Gratis",
    languages: ["nl"],
    goals: ["fitness", "daily_activity"],
    intensity: ["moderate", "vigorous"],
    reasons: ["together", "progress", "motivation"],
    accessibility: ["voice"],
    accessibilityNotes: "Gesproken meldingen tijdens het fietsen, zodat je niet op je telefoon hoeft te kijken.",
    checked: "2026-07-30",
  },
  {
    slug: "waterkracht",
    title: "Waterkracht",
    color: "#2a6fb5",
    summary: "Schema's voor zwemmen en aquajoggen, en zwembaden met warmwaterbaden bij jou in de buurt.",
    body: "<p>Bewegen in warm water ontlast je gewrichten. Waterkracht heeft schema's voor baantjes zwemmen, aquajoggen en oefenen in het water, en een lijst van zwembaden met warmwaterbaden en reumazwemmen.</p><p>De schema's zijn gratis; de zwembadlijst met openingstijden kost een klein bedrag per jaar.</p>",
    platforms: ["ios", "android", "web"],
    price: "freemium",
    priceText: "Gratis; zwembadlijst € 9,99 per jaar",
    languages: ["nl"],
    goals: ["fitness", "flexibility", "strength"],
    intensity: ["light", "moderate"],
    reasons: ["guidance", "together"],
    accessibility: ["subtitles"],
    accessibilityNotes: "Instructievideo's met ondertiteling.",
    checked: "2026-10-08",
  },
  {
    slug: "stevig-staan",
    title: "Stevig Staan",
    color: "#6b6b2f",
    summary: "Evenwichts- en krachtoefeningen die vallen helpen voorkomen, in kleine stappen opgebouwd.",
    body: "<p>Stevig Staan begint met een korte test van je evenwicht en stelt daarna een programma van tien weken voor. Bij elke oefening staat hoe je je kunt vasthouden aan een stoel of aanrecht.</p>",
    platforms: ["ios", "android", "web"],
    price: "free",
    priceText: "Gratis",
    languages: ["nl"],
    goals: ["balance", "strength"],
    intensity: ["light"],
    reasons: ["guidance", "at_home", "progress"],
    accessibility: ["large_buttons", "seated", "subtitles"],
    accessibilityNotes:
      "Grote knoppen en letters. Veel oefeningen kunnen zittend of met steun. Video's met ondertiteling.",
    checked: "2026-11-10",
  },
  {
    slug: "tai-chi-thuis",
    title: "Tai chi thuis",
    color: "#9a6b2f",
    summary: "Langzame tai-chibewegingen voor evenwicht, soepelheid en rust, stap voor stap uitgelegd.",
    body: "<p>Tai chi thuis leert je in korte lessen een reeks rustige bewegingen. Je kunt elke beweging vertraagd bekijken en herhalen.</p><p>De eerste tien lessen zijn gratis.</p>",
    platforms: ["ios", "android"],
    price: "freemium",
    priceText: "Gratis; alle lessen € 2,99 per maand",
    languages: ["nl", "en"],
    goals: ["balance", "relaxation", "flexibility"],
    intensity: ["light"],
    reasons: ["at_home", "guidance"],
    accessibility: ["subtitles", "voice"],
    accessibilityNotes: "Gesproken uitleg en ondertiteling.",
    checked: "2026-06-18",
  },
  {
    slug: "samen-stappen",
    title: "Samen Stappen",
    color: "#c0572b",
    summary: "Stappenteller met uitdagingen voor jou en je vrienden of familie; jij bepaalt je eigen doel.",
    body: "<p>Samen Stappen telt je stappen en laat je een uitdaging aangaan met mensen die je uitnodigt. Iedereen heeft een eigen doel, dus het gaat niet om wie de meeste stappen zet.</p>",
    platforms: ["ios", "android", "web"],
    price: "free",
    priceText: "Gratis",
    languages: ["nl"],
    goals: ["daily_activity", "fitness"],
    intensity: ["light", "moderate"],
    reasons: ["together", "motivation", "progress"],
    accessibility: ["large_buttons"],
    accessibilityNotes: "Grote cijfers en knoppen.",
    checked: "2026-10-27",
  },
  {
    slug: "fitcoach-pro",
    title: "FitCoach Pro",
    color: "#333f4d",
    summary: "Intensieve intervaltrainingen met een virtuele coach; alleen in het Engels.",
    body: "<p>FitCoach Pro geeft korte, zware trainingen van 15 tot 30 minuten. Geschikt als je al gewend bent om te sporten en je conditie flink wilt verbeteren.</p><p>De app is Engelstalig.</p>",
    platforms: ["ios", "android", "web"],
    price: "paid",
    priceText: "€ 9,99 per maand",
    languages: ["en"],
    goals: ["fitness", "strength"],
    intensity: ["vigorous", "moderate"],
    reasons: ["motivation", "progress"],
    accessibility: [],
    accessibilityNotes: "Kleine knoppen en snelle video's; minder geschikt bij pijnlijke handen.",
    checked: "2026-05-06",
  },
  {
    slug: "pijnpauze",
    title: "Pijnpauze",
    color: "#7d5a8c",
    summary: "Een dagboek om activiteit en rust af te wisselen, zodat je energie over de dag verdeelt.",
    body: "<p>Met Pijnpauze plan je je dag in blokjes van activiteit en rust. De app laat zien wanneer je te lang achter elkaar bezig bent en stelt een korte pauze of rustige beweging voor.</p><p>Je gegevens blijven op je eigen telefoon of computer.</p>",
    platforms: ["ios", "android", "web"],
    price: "free",
    priceText: "Gratis",
    languages: ["nl"],
    goals: ["daily_activity", "relaxation"],
    intensity: ["light"],
    reasons: ["pacing", "progress"],
    accessibility: ["large_buttons", "voice", "no_account"],
    accessibilityNotes: "Grote knoppen, voorleesfunctie en geen account nodig.",
    checked: "2026-11-05",
  },
  {
    slug: "dans-mee",
    title: "Dans Mee",
    color: "#b03a6b",
    summary: "Dansworkouts op bekende muziek voor 50-plussers, thuis of samen met anderen online.",
    body: "<p>Dans Mee heeft dansjes van 10 tot 25 minuten op muziek uit de jaren 60 tot nu. Elke week is er een online les waar je samen met anderen meedoet.</p><p>Een deel van de dansjes is gratis.</p>",
    platforms: ["ios", "android"],
    price: "freemium",
    priceText: "Gratis; alle dansjes € 4,49 per maand",
    languages: ["nl"],
    goals: ["fitness", "balance", "relaxation"],
    intensity: ["light", "moderate"],
    reasons: ["motivation", "at_home", "together"],
    accessibility: ["subtitles", "seated"],
    accessibilityNotes: "Van elke dans is er een zittende versie. Ondertiteling.",
    checked: "2026-09-02",
  },
  {
    slug: "pilates-basis",
    title: "Pilates Basis",
    color: "#4f6b3a",
    summary: "Pilatesoefeningen voor een sterke romp en soepele rug, voor beginners.",
    body: "<p>Pilates Basis heeft zes programma's van vier weken. Je betaalt één keer en houdt alle programma's.</p>",
    platforms: ["ios"],
    price: "paid",
    priceText: "€ 5,99 eenmalig",
    languages: ["nl", "en"],
    goals: ["strength", "flexibility", "balance"],
    intensity: ["moderate"],
    reasons: ["at_home", "guidance"],
    accessibility: ["subtitles"],
    accessibilityNotes: "Ondertiteling; de oefeningen gebeuren op een matje op de grond.",
    checked: "2026-08-11",
  },
  {
    slug: "hardloopstart",
    title: "Hardloopstart",
    color: "#1f6f5f",
    summary: "In negen weken van wandelen naar 30 minuten hardlopen, met een coach in je oor.",
    body: "<p>Hardloopstart wisselt wandelen en rustig hardlopen af en bouwt dat in negen weken op. Een stem vertelt je wanneer je wisselt. Je kunt een week herhalen als dat nodig is.</p>",
    platforms: ["ios", "android"],
    price: "free",
    priceText: "Gratis",
    languages: ["nl"],
    goals: ["fitness"],
    intensity: ["moderate", "vigorous"],
    reasons: ["motivation", "progress", "guidance"],
    accessibility: ["voice"],
    accessibilityNotes: "Gesproken aanwijzingen; je hoeft niet op het scherm te kijken.",
    checked: "2026-10-16",
  },
  {
    slug: "oefenwijzer",
    title: "OefenWijzer",
    color: "#3a5f7d",
    summary: "Een website met oefenkaarten van fysiotherapeuten: kies je klachten en print of bekijk je oefeningen.",
    body: "<p>OefenWijzer werkt in de browser op je computer, tablet of telefoon. Je kiest welke gewrichten je wilt oefenen en krijgt een lijstje oefeningen met tekeningen en korte video's. Je kunt de lijst ook printen en op de koelkast hangen.</p><p>Je hoeft geen account te maken en er zijn geen kosten.</p>",
    platforms: ["web"],
    price: "free",
    priceText: "Gratis",
    languages: ["nl"],
    goals: ["flexibility", "strength", "balance"],
    intensity: ["light", "moderate"],
    reasons: ["guidance", "at_home"],
    accessibility: ["large_buttons", "no_account", "subtitles"],
    accessibilityNotes:
      "Grote letters en knoppen, te vergroten in de browser. Printbare oefenkaarten. Video's met ondertiteling. Geen account nodig.",
    checked: "2026-11-12",
    website: "https://oefenwijzer.example.nl",
  },
];

const root = path.resolve(__dirname, "..");
const search = (name: string) => encodeURIComponent(name);

function logoSvg(app: SampleApp): string {
  const initials = app.title
    .split(/\s+/)
    .map((w) => w[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" rx="36" fill="${app.color}"/>` +
    `<circle cx="128" cy="34" r="14" fill="#ffffff" opacity="0.35"/>` +
    `<text x="80" y="102" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="60" fill="#ffffff">${initials}</text>` +
    `</svg>`
  );
}

async function main(): Promise<void> {
  const mediaFile = path.join(root, "sample", "media.json");
  const media = JSON.parse(fs.readFileSync(mediaFile, "utf8")) as Array<{ key: string }>;
  const kept = media.filter((entry) => !entry.key.startsWith("app-"));
  for (const app of APPS) {
    await sharp(Buffer.from(logoSvg(app)))
      .png()
      .toFile(path.join(root, "files", `app-${app.slug}.png`));
    kept.push({
      key: `app-${app.slug}`,
      name: `Logo ${app.title}`,
      field_media_image: { file: `app-${app.slug}.png`, alt: `Logo van ${app.title}` },
    } as { key: string });
    const links: Record<string, unknown> = {};
    if (app.platforms.includes("ios"))
      links.field_app_store_link = {
        uri: `https://apps.apple.com/nl/search?term=${search(app.title)}`,
        title: "Download in de App Store",
      };
    if (app.platforms.includes("android"))
      links.field_play_store_link = {
        uri: `https://play.google.com/store/search?q=${search(app.title)}&c=apps`,
        title: "Download in Google Play",
      };
    if (app.website || app.platforms.includes("web"))
      links.field_website_link = { uri: app.website ?? `https://${app.slug}.example.nl`, title: "Naar de website" };
    const node = {
      title: app.title,
      path: `/keuzehulp/applicaties/${app.slug}`,
      created: `${app.checked}T09:00:00+02:00`,
      changed: `${app.checked}T09:00:00+02:00`,
      uid: "redactie",
      field_summary: app.summary,
      field_body: app.body,
      field_logo: `app-${app.slug}`,
      field_platforms: app.platforms,
      field_price: app.price,
      field_price_text: app.priceText,
      field_languages: app.languages,
      field_goals: app.goals,
      field_intensity: app.intensity,
      field_reasons: app.reasons,
      field_accessibility: app.accessibility,
      field_accessibility_notes: app.accessibilityNotes,
      ...links,
      field_date_checked: app.checked,
    };
    fs.writeFileSync(
      path.join(root, "sample", "nodes", "app", `${app.slug}.json`),
      `${JSON.stringify(node, null, 2)}\n`,
    );
  }
  fs.writeFileSync(mediaFile, `${JSON.stringify(kept, null, 2)}\n`);
  console.log(`wrote ${APPS.length} apps`);
}

void main();
