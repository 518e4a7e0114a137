/**
 * Writes the bulk of the sample content (50 medical articles, 12 news items, content pages,
 * volunteer news and pages, a campaign and a weblocation) as JSON files under sample/. Run once:
 *   npx tsx content-model/tools/write-sample.ts
 * The output is committed; the loader reads the JSON files, never this script. The texts are in
 * sample-texts/ (articles, news and content pages); this file shapes and writes them.
 */
import fs from "node:fs";
import path from "node:path";
import { ARTICLES } from "./sample-texts/articles";
import { p, tw } from "./sample-texts/html";
import { CONTENT_PAGES, NEWS } from "./sample-texts/pages";

const root = path.resolve(__dirname, "..", "sample");
const write = (rel: string, data: unknown) => {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
};

const IMAGES = ["golven", "wandelpad", "ochtendlicht", "bureau", "thee-en-boek", "handen", "keuken", "fiets"];

const ARTICLE_DATES = (i: number) => {
  const month = String(1 + (i % 12)).padStart(2, "0");
  const day = String(1 + ((i * 7) % 27)).padStart(2, "0");
  const year = 2024 + (i % 2);
  return {
    created: `${year - 1}-${month}-${day}T09:00:00+01:00`,
    changed: `${year}-${month}-${day}T10:00:00+01:00`,
    last: `${year}-${month}-${day}`,
  };
};

ARTICLES.forEach((a, i) => {
  const dates = ARTICLE_DATES(i);
  const blocks: unknown[] = [{ type: "text", field_text: p(a.intro) }];
  for (const [title, text] of a.sections)
    blocks.push({ type: "text_with_title", field_title: title, field_text: p(text) });
  if (a.tip) blocks.push({ type: "highlight", field_title: "Goed om te weten", field_text: p(a.tip) });
  blocks.push({
    type: "text",
    field_text: p(
      "Deze informatie is algemeen. Bespreek vragen over jouw situatie altijd met je huisarts, reumatoloog of reumaverpleegkundige.",
    ),
  });
  write(`articles/${a.section}/${a.slug}.json`, {
    title: a.title,
    created: dates.created,
    changed: dates.changed,
    uid: a.uid,
    field_last_update: dates.last,
    field_article_description: a.description,
    field_dossiers: a.dossiers,
    field_header_image: a.image,
    field_thesaurus: a.thesaurus,
    field_thesaurus_all: a.thesaurus,
    field_page_content: blocks,
  });
});

// The medicine overview carries most of the article-level paragraph types, including the choice table.
const med = JSON.parse(fs.readFileSync(path.join(root, "articles/over-reuma/medicijnen-bij-reuma.json"), "utf8"));
med.field_internal_link_title = "Overzicht van medicijnen";
med.field_internal_link_description = "Wat doen de verschillende medicijnen bij reuma?";
med.field_page_content.splice(1, 0, { type: "axiale_spa", field_anchor: "keuzetabel" });
med.field_page_content.splice(2, 0, { type: "form_block", field_script_id: "keuzetabel-medicijnen" });
med.field_page_content.push(
  { type: "image", field_image: "keuken", field_show_original_size: false },
  {
    type: "text_image",
    field_image: "handen",
    field_image_position: "right",
    field_text: p(
      "Lukt het openen van een strip of potje niet goed? Vraag de apotheek om een andere verpakking of een hulpmiddel.",
    ),
  },
  {
    type: "expandable",
    field_title: "Veelgestelde vragen over medicijnen",
    field_expandable_items: [
      {
        type: "expandable_item",
        field_title: "Mag ik alcohol drinken?",
        field_text: p(
          "Bij sommige medicijnen, zoals methotrexaat, is het advies om weinig alcohol te drinken. Vraag het je arts of apotheker.",
        ),
      },
      {
        type: "expandable_item",
        field_title: "Wat doe ik als ik een dosis vergeet?",
        field_text: p(
          "Dat verschilt per medicijn. Lees de bijsluiter of bel de apotheek; neem nooit zomaar een dubbele dosis.",
        ),
      },
      {
        type: "expandable_item",
        field_title: "Kan ik me laten vaccineren?",
        field_text: p(
          "Meestal wel, en vaak wordt het juist aangeraden. Overleg over levende vaccins altijd eerst met je arts.",
        ),
      },
    ],
  },
  {
    type: "video",
    field_embed_type: "youtube",
    field_video_id: "aqz-KE-bpKQ",
    field_iframe_url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
  },
  {
    type: "file",
    field_download_label: "Download de medicijnkaart (pdf)",
    field_description: "Een kaart om je medicijnen op bij te houden en mee te nemen naar de apotheek.",
    field_file: "medicijnkaart",
  },
  {
    type: "internal_link",
    field_node: "node--medical_article:over-reuma/methotrexaat",
    field_title: "Lees meer over methotrexaat",
  },
  {
    type: "external_link",
    field_link: { uri: "https://www.apotheek.nl", title: "Apotheek.nl: informatie over medicijnen" },
    field_description: "Onafhankelijke informatie over medicijnen en bijwerkingen van de apothekers.",
  },
  { type: "link_to_dossier", field_dossier: "medicijnen" },
  {
    type: "link_list",
    field_title: "Meer over medicijnen",
    field_link_list_items: [
      {
        type: "link_list_item",
        field_link: { uri: "internal:/over-reuma/biologicals", title: "Biologicals" },
        field_description: "Werking, toediening en infecties.",
      },
      {
        type: "link_list_item",
        field_link: { uri: "internal:/over-reuma/prednison", title: "Prednison" },
        field_description: "Bijwerkingen en afbouwen.",
      },
    ],
  },
);
write("articles/over-reuma/medicijnen-bij-reuma.json", med);

// News
NEWS.forEach(([slug, title, date, intro, body], i) => {
  write(`nodes/news/${slug}.json`, {
    title,
    path: `/nieuws/${slug}`,
    created: `${date}T08:00:00+01:00`,
    changed: `${date}T08:00:00+01:00`,
    uid: "redactie",
    field_publication_date: date,
    field_introduction: intro,
    field_header_image: IMAGES[i % IMAGES.length],
    field_thesaurus: [108],
    field_page_content: [{ type: "text", field_text: p(body) }],
  });
});
// One news item that has expired: it must never appear.
write("nodes/news/verlopen-actie.json", {
  title: "Actie voorjaar 2023",
  path: "/nieuws/verlopen-actie",
  created: "2023-03-01T08:00:00+01:00",
  changed: "2023-03-01T08:00:00+01:00",
  uid: "redactie",
  field_publication_date: "2023-03-01",
  field_expire_date: "2023-05-01",
  field_introduction: "Deze actie is voorbij.",
  field_page_content: [{ type: "text", field_text: p("Deze actie is voorbij.") }],
});

// Content pages
const page = (slug: string, title: string, intro: string, blocks: unknown[]) =>
  write(`nodes/content_page/${slug}.json`, {
    title,
    path: `/${slug}`,
    created: "2024-06-01T09:00:00+02:00",
    changed: "2025-02-01T09:00:00+01:00",
    uid: "redactie",
    field_wysiwyg_introduction: p(intro),
    field_content_blocks: blocks,
  });

for (const [slug, title, intro, blocks] of CONTENT_PAGES) page(slug, title, intro, blocks);

// An expired content page: never shown.
write("nodes/content_page/oude-actie.json", {
  title: "Oude actie",
  path: "/oude-actie",
  created: "2022-01-01T09:00:00+01:00",
  changed: "2022-01-01T09:00:00+01:00",
  uid: "redactie",
  field_expire_date: "2022-06-01",
  field_wysiwyg_introduction: p("Verlopen."),
  field_content_blocks: [],
});
// A draft content page: never shown.
write("nodes/content_page/concept-pagina.json", {
  title: "Conceptpagina",
  path: "/concept-pagina",
  status: false,
  created: "2025-01-01T09:00:00+01:00",
  changed: "2025-01-01T09:00:00+01:00",
  uid: "redactie",
  field_wysiwyg_introduction: p("Nog niet gepubliceerd."),
  field_content_blocks: [],
});

// Campaign
write("nodes/campaign/week-van-de-reuma.json", {
  title: "Week van de reuma",
  path: "/week-van-de-reuma",
  created: "2025-08-01T09:00:00+02:00",
  changed: "2025-08-20T09:00:00+02:00",
  uid: "redactie",
  field_header_color: "green",
  field_header_image: "wandelpad",
  field_introduction:
    "Van 6 tot en met 12 oktober staat reuma een week in de schijnwerpers. Doe mee met een wandeling bij jou in de buurt.",
  field_primary_button: { uri: "internal:/ontmoet-elkaar/activiteiten", title: "Bekijk de activiteiten" },
  field_page_content: [
    tw(
      "Waarom een week van de reuma?",
      "Reuma is vaak onzichtbaar. In deze week vragen we aandacht voor wat het betekent om met reuma te leven.",
    ),
    {
      type: "text",
      field_text: p("Iedereen kan meedoen: alleen, met familie of met collega’s. Je bepaalt zelf de afstand."),
    },
  ],
  field_call_to_action: {
    type: "cta_campaign",
    field_title: "Loop je mee?",
    field_text: p("Meld je aan voor een wandeling en nodig iemand uit om mee te lopen."),
    field_link: { uri: "internal:/ontmoet-elkaar/activiteiten", title: "Aanmelden voor een wandeling" },
  },
});

// Weblocation
write("nodes/weblocation/thuisarts-reuma.json", {
  title: "Thuisarts.nl over reuma",
  path: "/weblocaties/thuisarts-reuma",
  created: "2024-05-01T09:00:00+02:00",
  changed: "2024-05-01T09:00:00+02:00",
  uid: "redactie",
  field_subtitle: "Informatie van huisartsen",
  field_description:
    "Thuisarts.nl is de website van huisartsen met betrouwbare informatie over gezondheid en ziekte, ook over reuma.",
  field_hyperlink: { uri: "https://www.thuisarts.nl", title: "Naar Thuisarts.nl" },
});

// Volunteer news and pages
write("nodes/vrijwilliger_nieuws/training-gespreksleider.json", {
  title: "Nieuwe training voor gespreksleiders",
  path: "/ervaringsdeskundigen/nieuws/training-gespreksleider",
  created: "2025-09-10T09:00:00+02:00",
  changed: "2025-09-10T09:00:00+02:00",
  uid: "redactie",
  field_publication_date: "2025-09-10",
  field_introduction: "In november start een nieuwe online training voor vrijwilligers die gesprekken leiden.",
  field_page_content: [
    {
      type: "text",
      field_text: p(
        "De training bestaat uit drie avonden van anderhalf uur. Aanmelden kan bij de vrijwilligerscoördinator.",
      ),
    },
  ],
});
write("nodes/vrijwilliger_nieuws/dank-aan-vrijwilligers.json", {
  title: "Dank aan onze vrijwilligers",
  path: "/ervaringsdeskundigen/nieuws/dank-aan-vrijwilligers",
  created: "2025-04-18T09:00:00+02:00",
  changed: "2025-04-18T09:00:00+02:00",
  uid: "redactie",
  field_publication_date: "2025-04-18",
  field_introduction: "Vorig jaar beantwoordden vrijwilligers meer dan duizend vragen. Dank je wel!",
  field_page_content: [
    {
      type: "text",
      field_text: p("Zonder vrijwilligers geen lotgenotencontact. We zijn iedereen dankbaar die zijn ervaring deelt."),
    },
  ],
});
write("nodes/vrijwilliger_pagina/onkosten.json", {
  title: "Onkosten declareren",
  path: "/ervaringsdeskundigen/pagina/onkosten",
  created: "2025-01-05T09:00:00+01:00",
  changed: "2025-01-05T09:00:00+01:00",
  uid: "redactie",
  field_wysiwyg_introduction: p("Zo declareer je reiskosten en andere onkosten als vrijwilliger."),
  field_content_blocks: [
    tw(
      "Reiskosten",
      "Je krijgt de kosten van het openbaar vervoer vergoed, of een vergoeding per kilometer als je met de auto komt.",
    ),
    tw("Indienen", "Stuur het declaratieformulier binnen drie maanden naar de vrijwilligerscoördinator."),
  ],
});
write("nodes/vrijwilliger_pagina/gedragscode.json", {
  title: "Gedragscode voor vrijwilligers",
  path: "/ervaringsdeskundigen/pagina/gedragscode",
  created: "2025-01-05T09:00:00+01:00",
  changed: "2025-01-05T09:00:00+01:00",
  uid: "redactie",
  field_wysiwyg_introduction: p("Afspraken over vertrouwelijkheid en respect."),
  field_content_blocks: [tw("Vertrouwelijk", "Wat iemand je vertelt, blijft tussen jullie.")],
});
console.log(`wrote ${ARTICLES.length} articles, ${NEWS.length + 1} news items and the other nodes`);
