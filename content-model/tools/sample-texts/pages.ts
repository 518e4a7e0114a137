/**
 * The news items and content pages of the sample content (content-model/tools/write-sample.ts
 * writes them).
 */
import { p, tw } from "./html";

/** [slug, title, publication date, introduction, body] */
export const NEWS: Array<[string, string, string, string, string]> = [
  [
    "nieuwe-richtlijn-jicht",
    "Nieuwe richtlijn voor jicht bij de huisarts",
    "2025-01-14",
    "De huisartsenrichtlijn voor jicht is vernieuwd. Wat betekent dat voor jou?",
    "De nieuwe richtlijn legt meer nadruk op het verlagen van urinezuur bij mensen die vaker een aanval hebben. Vraag je huisarts of dat voor jou geldt.",
  ],
  [
    "griepprik-2025",
    "Griepprik: ook voor mensen met afweerremmers",
    "2025-09-22",
    "Gebruik je medicijnen die je afweer remmen? Dan krijg je meestal een uitnodiging voor de griepprik.",
    "De griepprik verkleint de kans op ernstige griep. Twijfel je, overleg dan met je huisarts of reumatoloog.",
  ],
  [
    "ledenavond-utrecht",
    "Terugblik op de ledenavond in Utrecht",
    "2025-03-06",
    "Ruim tachtig mensen kwamen naar de ledenavond over vermoeidheid.",
    "Een reumaverpleegkundige vertelde over energie verdelen, en deelnemers wisselden in kleine groepen tips uit.",
  ],
  [
    "wachttijden-reumatologie",
    "Wachttijden bij de reumatoloog lopen op",
    "2025-05-19",
    "In sommige regio’s wacht je langer op een eerste afspraak. Wat kun je doen?",
    "Vraag je huisarts of een verwijzing met voorrang nodig is, en kijk of er een ziekenhuis in de buurt is met een kortere wachttijd.",
  ],
  [
    "nieuwe-keuzetabel-medicijnen",
    "Vergelijk medicijnen in de nieuwe keuzetabel",
    "2025-06-02",
    "Op ReumaNL kun je nu tot vijf medicijnen naast elkaar zetten.",
    "De keuzetabel helpt je om je voor te bereiden op het gesprek met je arts. Je vindt hem bij het artikel over medicijnen.",
  ],
  [
    "vergoeding-fysiotherapie",
    "Vergoeding fysiotherapie in 2026",
    "2025-11-18",
    "Wat verandert er in 2026 aan de vergoeding van fysio- en oefentherapie?",
    "Controleer voor het einde van het jaar wat je verzekering vergoedt. Overstappen kan tot en met 31 december.",
  ],
  [
    "onderzoek-vermoeidheid",
    "Onderzoek naar vermoeidheid bij reuma zoekt deelnemers",
    "2025-04-10",
    "Onderzoekers willen weten wat helpt tegen vermoeidheid. Doe je mee?",
    "Het onderzoek bestaat uit twee online vragenlijsten. Deelname is vrijwillig en je kunt altijd stoppen.",
  ],
  [
    "week-van-de-reuma",
    "Week van de reuma: kom naar een activiteit",
    "2025-09-01",
    "In de week van de reuma zijn er door het hele land wandelingen, lezingen en ontmoetingen.",
    "Bekijk de activiteiten in de gids en meld je aan voor een activiteit bij jou in de buurt.",
  ],
  [
    "app-voor-bewegen",
    "Welke beweeg-app past bij jou?",
    "2025-02-12",
    "Met de keuzehulp vind je in vijf vragen een app die bij je past.",
    "De keuzehulp geeft drie aanbevelingen. Je kunt de apps daarna vergelijken.",
  ],
  [
    "podcast-leven-met-reuma",
    "Nieuwe podcast: leven met reuma",
    "2025-07-08",
    "In onze podcast vertellen mensen met reuma hoe zij het dagelijks leven aanpakken.",
    "Elke aflevering duurt ongeveer twintig minuten. Je vindt de podcast in je podcast-app.",
  ],
  [
    "hitte-tips",
    "Tips bij warm weer",
    "2025-06-30",
    "Warm weer kan zwaar zijn. Drink genoeg en plan inspanning in de ochtend.",
    "Sommige medicijnen maken je gevoeliger voor zon. Bescherm je huid en zoek de schaduw op.",
  ],
  [
    "vrijwilligers-gezocht",
    "Vrijwilligers gezocht voor de lotgenotenlijn",
    "2025-10-07",
    "Heb je zelf reuma en wil je anderen helpen? Word vrijwilliger.",
    "Je krijgt een training en begeleiding. Je bepaalt zelf hoeveel tijd je erin steekt.",
  ],
];

/** [slug, title, introduction, blocks]: each becomes nodes/content_page/<slug>.json at /<slug>. */
export const CONTENT_PAGES: Array<[string, string, string, unknown[]]> = [
  [
    "contact",
    "Contact",
    "Heb je een vraag over de website of over ReumaNL? We helpen je graag.",
    [
      tw("Bellen", 'Bel ons op werkdagen van 10.00 tot 14.00 uur: <a href="tel:+31307604550">030 - 760 45 50</a>.'),
      tw(
        "Mailen",
        'Stuur een e-mail naar <a href="mailto:info@reumanl.nl">info@reumanl.nl</a>. We antwoorden binnen drie werkdagen.',
      ),
      tw(
        "Privacy",
        'Vragen over je gegevens of een verzoek om ze in te zien of te laten wissen? Mail <a href="mailto:privacy@reumanl.nl">privacy@reumanl.nl</a>.',
      ),
      {
        type: "highlight",
        field_title: "Medische vragen",
        field_text: p(
          "Wij geven geen persoonlijk medisch advies. Neem daarvoor contact op met je huisarts of reumatoloog.",
        ),
      },
    ],
  ],
  [
    "privacy",
    "Privacyverklaring",
    "Zo gaan we om met jouw gegevens. We vragen alleen wat nodig is, en gezondheidsgegevens alleen met jouw toestemming.",
    [
      tw(
        "Wie is verantwoordelijk?",
        "De patiëntenorganisatie achter ReumaNL is verantwoordelijk voor je gegevens volgens de Algemene verordening gegevensbescherming (AVG).",
        'Vragen? Mail <a href="mailto:privacy@reumanl.nl">privacy@reumanl.nl</a>.',
      ),
      tw(
        "Als je alleen leest",
        "Om de site te lezen heb je geen account nodig. We bewaren je keuze voor cookies in je browser. Analytische cookies en video’s van YouTube gebruiken we alleen als je daar toestemming voor geeft; lees meer op de pagina Cookies.",
      ),
      tw(
        "Je account",
        "Voor een account bewaren we je e-mailadres, je gebruikersnaam en je wachtwoord (versleuteld, zodat niemand het kan lezen). Je keuzes voor e-mails en de nieuwsbrief bewaren we ook. Zo kun je inloggen en meedoen.",
      ),
      tw(
        "Je profiel",
        "Wat je in je profiel invult, kies je zelf: bijvoorbeeld een foto, je geboortejaar, een korte tekst en je postcode. Je postcode gebruiken we om activiteiten en mensen in de buurt te tonen; we tonen nooit je adres. Je bepaalt zelf of je profiel zichtbaar is voor anderen.",
      ),
      tw(
        "Gezondheidsgegevens: alleen met toestemming",
        "Welke vorm van reuma je hebt, in welke fase je bent of je relatie tot reuma zijn gezondheidsgegevens. Die bewaren we alleen als je daar in je profiel uitdrukkelijk toestemming voor geeft. We leggen vast wanneer je die toestemming gaf. Trek je je toestemming in, dan wissen we deze gegevens.",
      ),
      tw(
        "Wat je deelt in de community",
        "Gesprekken, reacties, verhalen en berichten bewaren we om ze te kunnen tonen aan wie ze mag zien. Privéberichten zijn alleen te lezen voor jou en je contact. Meldingen over berichten die niet door de beugel kunnen, lezen alleen moderatoren.",
      ),
      tw(
        "Waarvoor we je gegevens gebruiken",
        "Alleen om ReumaNL te laten werken: je laten inloggen, je bijdragen tonen, je notificaties en (als je dat wilt) e-mails sturen, misbruik tegengaan en de community veilig houden. We verkopen je gegevens niet. Partnerorganisaties informeren je alleen als je daar in je instellingen toestemming voor geeft.",
      ),
      tw(
        "Hoe lang we gegevens bewaren",
        "Zolang je account bestaat. Verwijder je je account via Instellingen (je bevestigt dat via een e-mail), dan wissen we je account en je profiel. Gegevens om misbruik tegen te gaan, zoals het aantal pogingen om in te loggen, bewaren we kort en onherkenbaar gemaakt.",
      ),
      tw(
        "Jouw rechten",
        "Je mag je gegevens inzien, laten verbeteren of laten wissen, en bezwaar maken tegen het gebruik ervan. Veel doe je zelf in je profiel en je instellingen. Voor de rest mail je ons; we antwoorden binnen een maand. Ben je het niet met ons eens, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.",
      ),
      tw(
        "Beveiliging",
        "We versturen alles via een beveiligde verbinding en geven medewerkers alleen toegang tot wat ze voor hun werk nodig hebben.",
      ),
    ],
  ],
  [
    "cookies",
    "Cookies",
    "ReumaNL gebruikt cookies. Hier lees je welke en waarom, en kun je je keuze aanpassen.",
    [
      tw(
        "Functionele cookies",
        "Deze cookies zijn nodig om de site te laten werken, bijvoorbeeld om te onthouden dat je bent ingelogd.",
      ),
      tw(
        "Analytische cookies",
        "Met deze cookies zien we welke pagina’s veel bezocht worden, zonder dat we weten wie je bent.",
      ),
      tw(
        "Video",
        "Video’s komen van YouTube. YouTube kan cookies plaatsen; daarom tonen we een video pas na je toestemming.",
      ),
      {
        type: "cookies",
        field_text: p("Wil je je keuze voor cookies veranderen? Open dan opnieuw de cookie-instellingen."),
      },
    ],
  ],
  [
    "gebruiksvoorwaarden",
    "Gebruiksvoorwaarden",
    "De afspraken voor het gebruik van ReumaNL. Door een account te maken ga je ermee akkoord.",
    [
      tw(
        "Informatie, geen medisch advies",
        "De informatie op ReumaNL is zorgvuldig samengesteld en wordt gecontroleerd door zorgverleners. Ze vervangt geen advies van je arts. Twijfel je, of gaat het slechter? Neem dan contact op met je huisarts of reumatoloog.",
      ),
      tw(
        "Je account",
        "Je account is persoonlijk. Houd je wachtwoord geheim en kies er een dat je nergens anders gebruikt. Wachtwoorden die bekend zijn uit datalekken weigeren we, voor je eigen veiligheid.",
      ),
      tw(
        "Wat je deelt",
        "Je bent zelf verantwoordelijk voor wat je schrijft. Deel geen gegevens van anderen zonder hun toestemming. Wat je plaatst blijft van jou; je geeft ReumaNL toestemming het op de site te tonen.",
      ),
      tw(
        "Huisregels en moderatie",
        "In de community gelden de huisregels. Moderatoren mogen berichten verbergen, gesprekken sluiten en een account beperken als iemand zich niet aan de regels houdt.",
      ),
      tw(
        "Nieuwe accounts",
        "Nieuwe accounts kunnen in de eerste dagen minder berichten kort na elkaar plaatsen. Zo houden we reclame en misbruik buiten de deur. Je eigen berichten verbeteren kan altijd.",
      ),
      tw("Stoppen", "Je kunt je account op elk moment verwijderen via Instellingen."),
      tw(
        "Wijzigingen",
        "Als we deze voorwaarden veranderen, zetten we de nieuwe tekst hier, met de datum van de wijziging.",
      ),
    ],
  ],
  [
    "huisregels",
    "Huisregels",
    "Samen zorgen we voor een veilige en vriendelijke community. Deze afspraken gelden voor gesprekken, reacties, verhalen en berichten.",
    [
      tw(
        "Respect",
        "Behandel anderen zoals je zelf behandeld wilt worden. Iedereen ervaart reuma anders; een andere ervaring is geen foute ervaring.",
      ),
      tw(
        "Ervaringen, geen voorschriften",
        "Vertel wat voor jou werkte, maar raad niemand aan met medicijnen te stoppen of te beginnen. Dat bespreek je met je arts.",
      ),
      tw(
        "Geen reclame",
        "Reclame en het aanprijzen van producten of behandelingen zijn niet toegestaan, ook niet via een link.",
      ),
      tw(
        "Privacy",
        "Deel geen persoonlijke gegevens van jezelf of anderen in openbare gesprekken, zoals een adres, telefoonnummer of de naam van je arts. Daarvoor zijn privéberichten.",
      ),
      tw(
        "Melden",
        "Zie je iets dat niet door de beugel kan? Gebruik de knop Melden bij het bericht. Een moderator kijkt ernaar; wie meldt, blijft onbekend voor de schrijver.",
      ),
      tw(
        "Wat moderatoren doen",
        "Moderatoren kunnen een bericht verbergen, een gesprek sluiten of verplaatsen, en bij herhaling een account beperken.",
      ),
    ],
  ],
  [
    "testmethode",
    "Hoe we onze informatie testen",
    "We testen onze artikelen met mensen die reuma hebben.",
    [
      tw("Leesbaarheid", "We schrijven op taalniveau B1 en laten teksten lezen door een panel van lezers."),
      tw("Medische controle", "Een reumatoloog of reumaverpleegkundige controleert elk medisch artikel."),
    ],
  ],
  [
    "waarom-reumanl",
    "Waarom ReumaNL?",
    "Betrouwbare informatie en lotgenotencontact op één plek.",
    [
      tw("Onafhankelijk", "ReumaNL is van en voor mensen met reuma, zonder commerciële belangen."),
      {
        type: "quote",
        field_body: "Hier vond ik eindelijk uitleg die ik begreep, en mensen die snappen hoe het is.",
        field_author: "Deelnemer uit Zwolle",
      },
    ],
  ],
  [
    "steun-ons",
    "Steun ons",
    "ReumaNL bestaat dankzij donateurs, leden en vrijwilligers.",
    [
      tw(
        "Doneren",
        "Met een gift help je ons de informatie actueel te houden en de community te laten groeien.",
        "Maak een bedrag over op IBAN NL91 ABNA 0417 1643 00 ten name van Stichting ReumaNL, onder vermelding van “Gift”.",
        'Liever maandelijks geven, of een vraag over je gift? Mail <a href="mailto:info@reumanl.nl">info@reumanl.nl</a>.',
      ),
      {
        type: "call_to_action",
        field_title: "Word lid",
        field_text: p("Als lid steun je het werk van de patiëntenorganisatie en krijg je korting op activiteiten."),
        field_link: { uri: "internal:/word-lid", title: "Word lid van ReumaNL" },
      },
      {
        type: "call_to_action",
        field_title: "Word vrijwilliger",
        field_text: p("Help mee als ervaringsdeskundige."),
        field_link: { uri: "internal:/ervaringsdeskundigen", title: "Meer over vrijwilligerswerk" },
      },
    ],
  ],
  [
    "initiatiefnemers-reumanl",
    "Initiatiefnemers van ReumaNL",
    "ReumaNL is in 2019 opgezet door drie patiëntenverenigingen, samen met zorgverleners. Het bestuur bestaat uit mensen die zelf reuma hebben.",
    [
      tw(
        "De verenigingen",
        "Reumapatiëntenvereniging Midden-Nederland, Vereniging Jongeren met Reuma en Stichting Artrose Noord. Samen vertegenwoordigen zij ruim 12.000 leden.",
      ),
      tw(
        "Het bestuur",
        "Hanneke Smit (voorzitter, heeft reumatoïde artritis sinds 1998), Ahmed Benali (penningmeester, heeft de ziekte van Bechterew) en Loes Vermeulen (secretaris, heeft artrose in haar handen).",
      ),
      tw(
        "Onze werkwijze",
        "ReumaNL is een stichting zonder winstoogmerk. We worden betaald uit giften, bijdragen van de verenigingen en subsidie. Farmaceutische bedrijven hebben geen invloed op onze teksten.",
      ),
    ],
  ],
  [
    "uitleg-aanbevelingen",
    "Uitleg over aanbevelingen",
    "Hoe we artikelen en activiteiten voor je uitkiezen.",
    [
      tw(
        "Op basis van je profiel",
        "Als je in je profiel aangeeft welke vorm van reuma je hebt en waar je interesse in hebt, tonen we artikelen en activiteiten die daarbij passen.",
      ),
      tw("Jij bepaalt", "Je kunt je profiel altijd aanpassen of leeg laten."),
    ],
  ],
  [
    "referenten",
    "Referenten",
    "Onze medische artikelen worden geschreven door de redactie en gecontroleerd door deze deskundigen. Zij werken in ziekenhuizen en praktijken door het hele land en doen dit onbezoldigd.",
    [
      tw(
        "dr. Marieke van den Berg, reumatoloog",
        "Controleert de artikelen over ontstekingsreuma en medicijnen. Werkt sinds 2009 als reumatoloog in Utrecht.",
      ),
      tw(
        "dr. Pieter Hoekstra, reumatoloog",
        "Controleert de artikelen over artrose, jicht en osteoporose. Werkt als reumatoloog in Groningen.",
      ),
      tw(
        "Jeroen Bakker, reumaverpleegkundige",
        "Controleert de artikelen over leven met reuma, vermoeidheid en het gebruik van medicijnen thuis.",
      ),
      tw(
        "Fatima El Amrani, fysiotherapeut",
        "Controleert de artikelen over bewegen, sport en oefeningen. Gespecialiseerd in reuma en artrose.",
      ),
      tw(
        "Sanne de Wit, ergotherapeut",
        "Controleert de artikelen over hulpmiddelen, werk en het verdelen van energie.",
      ),
      {
        type: "highlight",
        field_title: "Hoe wij werken",
        field_text: p(
          "Elk medisch artikel wordt minstens eens per twee jaar opnieuw gecontroleerd. Onder het artikel staat door wie en wanneer. Zie je een fout? Laat het ons weten via het formulier onder elk artikel.",
        ),
      },
    ],
  ],
  [
    "vragen",
    "Veelgestelde vragen",
    "Antwoorden op vragen die we vaak krijgen.",
    [
      {
        type: "expandable",
        field_title: "Over de website",
        field_expandable_items: [
          {
            type: "expandable_item",
            field_title: "Is ReumaNL gratis?",
            field_text: p("Ja. Lezen en meedoen in de community zijn gratis."),
          },
          {
            type: "expandable_item",
            field_title: "Hoe maak ik een account?",
            field_text: p("Kies rechtsboven voor Registreren en vul je gegevens in."),
          },
        ],
      },
    ],
  ],
  [
    "vragen-en-advies",
    "Vragen en advies",
    "Waar kun je terecht met je vragen? Een overzicht.",
    [
      {
        type: "call_to_action",
        field_title: "Stel je vraag aan anderen",
        field_text: p("In de gesprekken delen deelnemers ervaringen en tips."),
        field_link: { uri: "internal:/ontmoet-elkaar/gesprekken", title: "Naar de gesprekken" },
      },
      {
        type: "link_with_image",
        field_link: { uri: "internal:/leven-met-reuma/ergotherapie", title: "Wat doet een ergotherapeut?" },
        field_image: "handen",
      },
      {
        type: "grid_with_image",
        field_title: "Handige onderwerpen",
        field_images: ["wandelpad", "keuken", "bureau"],
        field_links: [
          { uri: "internal:/leven-met-reuma/wandelen", title: "Wandelen" },
          { uri: "internal:/leven-met-reuma/gezond-eten", title: "Gezond eten" },
          { uri: "internal:/leven-met-reuma/werkplek-aanpassen", title: "Werkplek aanpassen" },
        ],
      },
      {
        type: "image_grid_node",
        field_nodes: [
          "node--medical_article:leven-met-reuma/energie-verdelen",
          "node--medical_article:leven-met-reuma/slapen-met-reuma",
          "node--news:news/podcast-leven-met-reuma",
        ],
      },
      { type: "spotify_podcast", field_podcast_url: "https://open.spotify.com/embed/show/0000000000000000000000" },
      {
        type: "app_aid_tool",
        field_title: "Welke beweeg-app past bij jou?",
        field_text: p("Beantwoord vijf vragen en krijg drie apps die bij je passen."),
      },
      { type: "link_naar_activity", field_activity_id: "wandelgroep-amersfoort" },
      { type: "link_naar_gespreksgroep", field_group_id: "pijn-en-vermoeidheid" },
      { type: "conversation", field_conversation_id: "4" },
      { type: "blogs", field_title: "Verhalen van deelnemers" },
      { type: "blogpost", field_blogpost_id: "1" },
    ],
  ],
  [
    "word-lid",
    "Word lid",
    "Als lid steun je het werk van de patiëntenorganisatie en krijg je korting op activiteiten.",
    [tw("Wat krijg je?", "Een magazine vier keer per jaar, korting op activiteiten en een stem in de vereniging.")],
  ],
  [
    "nieuwsbrief",
    "Nieuwsbrief",
    "Ontvang één keer per maand het nieuws van ReumaNL in je mailbox.",
    [
      { type: "form_block", field_script_id: "nieuwsbrief" },
      tw(
        "Afmelden",
        "Afmelden kan met één klik onder elke nieuwsbrief. Heb je een account, dan zet je de nieuwsbrief ook aan of uit bij je accountinstellingen.",
      ),
    ],
  ],
];
