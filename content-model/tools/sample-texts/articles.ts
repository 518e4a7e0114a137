/**
 * The medical articles of the sample content (content-model/tools/write-sample.ts writes them).
 * Texts are written for this project: short, sober, and always pointing to the own doctor for
 * personal advice.
 */

export interface ArticleSpec {
  section: "over-reuma" | "leven-met-reuma";
  slug: string;
  title: string;
  dossiers: string[];
  image: string;
  uid: string;
  description: string;
  intro: string;
  sections: Array<[string, string]>;
  thesaurus: number[];
  tip?: string;
  extra?: unknown[];
}

// Thesaurus term ids: 100 ontsteking, 101 gewrichten, 102 medicijnen, 103 bewegen, 104 werk,
// 105 vermoeidheid, 106 voeding, 107 hulpmiddelen, 108 zorg, 109 relaties, 110 botten, 111 huid.
export const ARTICLES: ArticleSpec[] = [
  {
    section: "over-reuma",
    slug: "wat-is-reuma",
    title: "Wat is reuma?",
    dossiers: ["ontstekingsreuma", "niet-ontstekingsreuma"],
    image: "illustratie-welkom",
    uid: "redactie",
    thesaurus: [100, 101],
    description:
      "Reuma is een verzamelnaam voor meer dan honderd aandoeningen van gewrichten, spieren, pezen en botten.",
    intro:
      "Reuma is geen één ziekte. Het woord wordt gebruikt voor veel aandoeningen die klachten geven aan het bewegingsapparaat: gewrichten, spieren, pezen, banden en botten.",
    sections: [
      [
        "Ontstekingsreuma en niet-ontstekingsreuma",
        "Bij ontstekingsreuma valt het afweersysteem het eigen lichaam aan. Bij andere vormen, zoals artrose, slijt of verandert weefsel zonder dat een ontsteking de oorzaak is.",
      ],
      [
        "Hoe vaak komt het voor?",
        "Reuma komt veel voor, bij jong en oud. Het is dus niet alleen een ziekte van ouderen; ook kinderen kunnen een vorm van reuma krijgen.",
      ],
    ],
  },
  {
    section: "over-reuma",
    slug: "lupus",
    title: "Lupus (SLE)",
    dossiers: ["lupus"],
    image: "ochtendlicht",
    uid: "redactie",
    thesaurus: [100, 111],
    description:
      "Lupus is een auto-immuunziekte die de huid, gewrichten en organen kan treffen. Lees over klachten en behandeling.",
    intro:
      "Bij systemische lupus erythematodes (SLE) maakt het afweersysteem antistoffen tegen eigen weefsel. Daardoor kunnen op verschillende plaatsen ontstekingen ontstaan.",
    sections: [
      [
        "Klachten",
        "Veel voorkomende klachten zijn vermoeidheid, gewrichtspijn, huiduitslag na zonlicht en koorts. De klachten kunnen in periodes komen en gaan.",
      ],
      [
        "Behandeling",
        "De behandeling hangt af van welke organen betrokken zijn. Vaak wordt hydroxychloroquine voorgeschreven; soms zijn sterkere ontstekingsremmers nodig.",
      ],
    ],
    tip: "Bescherm je huid tegen de zon met kleding en een zonnebrandcrème met een hoge beschermingsfactor.",
  },
  {
    section: "over-reuma",
    slug: "osteoporose",
    title: "Osteoporose",
    dossiers: ["osteoporose"],
    image: "wandelpad",
    uid: "redactie",
    thesaurus: [110],
    description:
      "Bij osteoporose worden de botten brozer, waardoor ze sneller breken. Lees hoe je je botten sterk houdt.",
    intro:
      "Osteoporose betekent letterlijk ‘poreus bot’. De botten verliezen kalk en stevigheid. Vaak merk je daar niets van, tot je na een kleine val iets breekt.",
    sections: [
      [
        "Wie loopt risico?",
        "Het risico neemt toe met de leeftijd, vooral bij vrouwen na de overgang. Langdurig prednisongebruik en ontstekingsreuma verhogen het risico ook.",
      ],
      [
        "Wat helpt?",
        "Voldoende calcium en vitamine D, dagelijks bewegen en vallen voorkomen zijn belangrijk. Soms schrijft de arts medicijnen voor die botafbraak remmen.",
      ],
    ],
  },
  {
    section: "over-reuma",
    slug: "polymyalgia-rheumatica",
    title: "Polymyalgia rheumatica",
    dossiers: ["ontstekingsreuma"],
    image: "ochtendlicht",
    uid: "redactie",
    thesaurus: [100],
    description:
      "Polymyalgia rheumatica geeft pijn en stijfheid in schouders en heupen, vooral bij mensen boven de vijftig.",
    intro:
      "Polymyalgia rheumatica (PMR) is een ontstekingsziekte die vooral ’s ochtends pijn en stijfheid geeft in de nek, schouders en heupen.",
    sections: [
      [
        "Diagnose",
        "De arts stelt de diagnose op basis van de klachten en bloedonderzoek, waarin ontstekingswaarden vaak verhoogd zijn.",
      ],
      [
        "Behandeling",
        "Prednison werkt meestal snel. De dosis wordt daarna langzaam afgebouwd; dat duurt vaak een jaar of langer.",
      ],
    ],
    tip: "Krijg je hoofdpijn, pijn bij het kauwen of last van je ogen? Neem dan dezelfde dag contact op met je arts.",
  },
  {
    section: "over-reuma",
    slug: "ziekte-van-sjogren",
    title: "Ziekte van Sjögren",
    dossiers: ["ontstekingsreuma"],
    image: "golven",
    uid: "redactie",
    thesaurus: [100],
    description:
      "Bij de ziekte van Sjögren werken traan- en speekselklieren minder goed. Droge ogen en een droge mond zijn de bekendste klachten.",
    intro:
      "De ziekte van Sjögren is een auto-immuunziekte waarbij ontsteking de klieren aantast die vocht maken, zoals traan- en speekselklieren.",
    sections: [
      ["Klachten", "Naast droge ogen en een droge mond hebben veel mensen last van vermoeidheid en gewrichtspijn."],
      [
        "Zelf doen",
        "Kunsttranen, regelmatig slokjes water en suikervrije kauwgom kunnen verlichting geven. Ga vaker naar de tandarts, want een droge mond geeft meer kans op gaatjes.",
      ],
    ],
  },
  {
    section: "over-reuma",
    slug: "artrose-van-de-knie",
    title: "Artrose van de knie",
    dossiers: ["artrose"],
    image: "wandelpad",
    uid: "redactie",
    thesaurus: [101, 103],
    description:
      "Knieartrose geeft pijn en stijfheid bij lopen en traplopen. Bewegen en afvallen bij overgewicht helpen vaak.",
    intro:
      "Bij artrose van de knie wordt het kraakbeen dunner en verandert het bot eronder. Dat kan pijn, stijfheid en soms zwelling geven.",
    sections: [
      [
        "Wat helpt?",
        "Oefentherapie bij een fysiotherapeut helpt veel mensen. Ook afvallen bij overgewicht vermindert de belasting van de knie.",
      ],
      [
        "Operatie",
        "Een knieprothese is pas aan de orde als andere behandelingen niet meer genoeg helpen en de klachten het dagelijks leven sterk beperken.",
      ],
    ],
  },
  {
    section: "over-reuma",
    slug: "artrose-van-de-hand",
    title: "Artrose van de hand",
    dossiers: ["artrose"],
    image: "handen",
    uid: "redactie",
    thesaurus: [101, 107],
    description:
      "Handartrose geeft pijn en verdikte vingergewrichten. Lees welke hulpmiddelen en oefeningen kunnen helpen.",
    intro:
      "Artrose in de hand zit vaak in de gewrichten bij de vingertoppen, in het middelste vingerkootje of aan de basis van de duim.",
    sections: [
      [
        "Klachten",
        "Knobbels bij de gewrichten, pijn bij knijpen en minder kracht zijn veel gehoord. Potjes openen of sleutels omdraaien kan moeilijk worden.",
      ],
      [
        "Wat kun je doen?",
        "Een ergotherapeut geeft advies over hulpmiddelen en over hoe je je handen spaart. Een spalk voor de nacht kan de duim rust geven.",
      ],
    ],
  },
  {
    section: "over-reuma",
    slug: "artrose-van-de-heup",
    title: "Artrose van de heup",
    dossiers: ["artrose"],
    image: "fiets",
    uid: "redactie",
    thesaurus: [101, 103],
    description:
      "Heupartrose geeft vaak pijn in de lies en moeite met bukken. Lees over bewegen, pijnstilling en een nieuwe heup.",
    intro:
      "Bij heupartrose zit de pijn vaak in de lies en soms in het bovenbeen of de knie. Sokken aantrekken en in en uit de auto stappen kosten moeite.",
    sections: [
      ["Bewegen", "Fietsen en zwemmen belasten de heup weinig en houden de spieren sterk."],
      [
        "Een nieuwe heup",
        "Als de pijn blijft ondanks behandeling, kan een heupprothese worden overwogen. De orthopedisch chirurg bespreekt dan de voor- en nadelen.",
      ],
    ],
  },
  {
    section: "over-reuma",
    slug: "reumatoide-artritis-diagnose",
    title: "Hoe wordt reumatoïde artritis vastgesteld?",
    dossiers: ["reumatoide-artritis"],
    image: "illustratie-zoeken",
    uid: "redactie",
    thesaurus: [100, 108],
    description:
      "Over het onderzoek bij vermoeden van reumatoïde artritis: lichamelijk onderzoek, bloedonderzoek en soms een echo.",
    intro:
      "Er is niet één test die reumatoïde artritis (RA) aantoont. De reumatoloog combineert jouw verhaal, het onderzoek van je gewrichten en uitslagen van bloedonderzoek.",
    sections: [
      [
        "Bloedonderzoek",
        "De arts kijkt naar ontstekingswaarden en naar antistoffen zoals reumafactor en anti-CCP. Niet iedereen met RA heeft deze antistoffen.",
      ],
      ["Beeldvorming", "Een echo of röntgenfoto laat zien of er ontsteking of schade aan de gewrichten is."],
    ],
  },
  {
    section: "over-reuma",
    slug: "reumatoide-artritis-behandeling",
    title: "Behandeling van reumatoïde artritis",
    dossiers: ["reumatoide-artritis", "medicijnen"],
    image: "ochtendlicht",
    uid: "redactie",
    thesaurus: [100, 102],
    description:
      "Vroeg behandelen met ontstekingsremmers voorkomt schade aan gewrichten. Een overzicht van de stappen.",
    intro:
      "Het doel van de behandeling is dat de ontsteking tot rust komt. Hoe eerder de behandeling begint, hoe kleiner de kans op blijvende schade.",
    sections: [
      ["Eerste stap", "Meestal begint de behandeling met methotrexaat, soms tijdelijk samen met prednison."],
      [
        "Als het niet genoeg helpt",
        "Dan kan de reumatoloog een ander middel toevoegen of overstappen op een biological of een JAK-remmer. Dit gaat in overleg en met regelmatige controles.",
      ],
    ],
  },
  {
    section: "over-reuma",
    slug: "jicht-en-voeding",
    title: "Jicht en voeding",
    dossiers: ["jicht"],
    image: "keuken",
    uid: "team-leven",
    thesaurus: [106],
    description: "Wat je eet en drinkt heeft invloed op het urinezuur. Praktische tips, zonder strenge diëten.",
    intro:
      "Voeding speelt een rol bij jicht, maar een streng dieet is meestal niet nodig. Met een paar aanpassingen kun je het risico op een aanval verkleinen.",
    sections: [
      [
        "Minder vaak",
        "Bier, sterke drank, frisdrank met suiker en grote porties vlees of schaaldieren verhogen het urinezuur.",
      ],
      ["Wel doen", "Drink voldoende water. Magere zuivel en groente passen goed in een gezond eetpatroon."],
    ],
  },
  {
    section: "over-reuma",
    slug: "axiale-spondyloartritis-bewegen",
    title: "Bewegen bij axiale spondyloartritis",
    dossiers: ["axiale-spondyloartritis"],
    image: "illustratie-bewegen",
    uid: "team-leven",
    thesaurus: [103],
    description:
      "Dagelijks bewegen houdt de rug soepel. Lees welke oefeningen en sporten passen bij axiale spondyloartritis.",
    intro:
      "Bij axiale spondyloartritis is bewegen een belangrijk onderdeel van de behandeling. Het helpt tegen stijfheid en houdt de houding goed.",
    sections: [
      ["Oefeningen", "Rek- en strekoefeningen voor rug en borstkas, elke dag een paar minuten, maken al verschil."],
      [
        "Sporten",
        "Zwemmen, fietsen en wandelen zijn goede keuzes. Oefentherapie in een groep geeft steun en regelmaat.",
      ],
    ],
  },
  {
    section: "over-reuma",
    slug: "artritis-psoriatica-huid-en-gewrichten",
    title: "Artritis psoriatica: huid en gewrichten",
    dossiers: ["ontstekingsreuma"],
    image: "handen",
    uid: "redactie",
    thesaurus: [100, 111],
    description:
      "Bij artritis psoriatica gaan huid en gewrichten samen. Lees waarom de dermatoloog en reumatoloog samenwerken.",
    intro:
      "Veel mensen met artritis psoriatica hebben eerst psoriasis van de huid en pas later gewrichtsklachten. Soms is het andersom.",
    sections: [
      [
        "Samenwerking",
        "De reumatoloog behandelt de gewrichten, de dermatoloog de huid. Sommige medicijnen helpen voor beide.",
      ],
      [
        "Let op je nagels",
        "Putjes in de nagels of loslatende nagels kunnen bij artritis psoriatica horen. Noem dit bij je arts.",
      ],
    ],
  },
  {
    section: "over-reuma",
    slug: "fibromyalgie-behandeling",
    title: "Wat helpt bij fibromyalgie?",
    dossiers: ["fibromyalgie"],
    image: "thee-en-boek",
    uid: "redactie",
    thesaurus: [105, 103],
    description:
      "Er is geen medicijn dat fibromyalgie geneest, maar bewegen, uitleg en een goed dagritme helpen veel mensen.",
    intro:
      "Bij fibromyalgie helpt vooral een combinatie van uitleg, geleidelijk meer bewegen en een goede balans tussen activiteit en rust.",
    sections: [
      [
        "Bewegen",
        "Begin rustig en bouw langzaam op. Liever elke dag een korte wandeling dan één keer per week een lange.",
      ],
      ["Begeleiding", "Een fysiotherapeut, ergotherapeut of psycholoog kan helpen om met de klachten om te gaan."],
    ],
  },
  {
    section: "over-reuma",
    slug: "medicijnen-bij-reuma",
    title: "Medicijnen bij reuma: een overzicht",
    dossiers: ["medicijnen", "reumatoide-artritis"],
    image: "illustratie-medicijnen",
    uid: "redactie",
    thesaurus: [102],
    description:
      "Pijnstillers, ontstekingsremmers, DMARD’s en biologicals: wat doen ze en waar let je op? Vergelijk ze in de keuzetabel.",
    intro:
      "Bij reuma worden verschillende soorten medicijnen gebruikt. Sommige verminderen pijn, andere remmen de ontsteking of het afweersysteem.",
    sections: [
      [
        "Pijnstillers en NSAID’s",
        "Paracetamol en NSAID’s zoals ibuprofen en naproxen verminderen pijn. NSAID’s remmen ook ontsteking, maar kunnen maagklachten geven.",
      ],
      [
        "DMARD’s en biologicals",
        "Deze middelen remmen de ziekte zelf. Ze werken pas na enkele weken tot maanden. Je wordt regelmatig gecontroleerd met bloedonderzoek.",
      ],
    ],
    extra: [],
  },
  {
    section: "over-reuma",
    slug: "methotrexaat",
    title: "Methotrexaat",
    dossiers: ["medicijnen"],
    image: "illustratie-medicijnen",
    uid: "redactie",
    thesaurus: [102],
    description:
      "Methotrexaat is vaak het eerste medicijn bij ontstekingsreuma. Lees hoe je het gebruikt en waar je op let.",
    intro: "Methotrexaat remt de ontsteking. Je neemt het één keer per week, als tablet of als injectie.",
    sections: [
      [
        "Gebruik",
        "Neem het altijd op dezelfde dag van de week. De dag erna neem je meestal foliumzuur om bijwerkingen te verminderen.",
      ],
      [
        "Controles",
        "Je bloed wordt regelmatig gecontroleerd. Drink weinig alcohol, omdat de lever het medicijn verwerkt.",
      ],
    ],
    tip: "Wil je zwanger worden of een kind verwekken? Bespreek dat ruim van tevoren met je arts, want methotrexaat moet dan eerst gestopt worden.",
  },
  {
    section: "over-reuma",
    slug: "biologicals",
    title: "Biologicals",
    dossiers: ["medicijnen"],
    image: "illustratie-medicijnen",
    uid: "redactie",
    thesaurus: [102],
    description:
      "Biologicals remmen een specifiek onderdeel van het afweersysteem. Over werking, toediening en infecties.",
    intro:
      "Biologicals zijn medicijnen die gericht één stof of cel van het afweersysteem remmen. Je krijgt ze als injectie of via een infuus.",
    sections: [
      [
        "Infecties",
        "Omdat het afweersysteem geremd wordt, kun je sneller een infectie krijgen. Neem contact op met je arts bij koorts.",
      ],
      [
        "Vaccinaties",
        "Laat je op tijd vaccineren, bij voorkeur voordat je met een biological begint. Overleg over levende vaccins altijd eerst met je arts.",
      ],
    ],
  },
  {
    section: "over-reuma",
    slug: "prednison",
    title: "Prednison",
    dossiers: ["medicijnen"],
    image: "illustratie-medicijnen",
    uid: "redactie",
    thesaurus: [102],
    description: "Prednison remt ontsteking snel, maar kent bijwerkingen bij langer gebruik. Stop er nooit zomaar mee.",
    intro: "Prednison is een bijnierschorshormoon dat ontstekingen snel onderdrukt. Het wordt vaak tijdelijk gebruikt.",
    sections: [
      ["Bijwerkingen", "Bij langer gebruik kunnen botontkalking, een hogere bloedsuiker en gewichtstoename optreden."],
      [
        "Afbouwen",
        "Stop nooit plotseling. Het lichaam moet zelf weer hormoon gaan maken; daarom bouw je af volgens schema.",
      ],
    ],
  },
  {
    section: "over-reuma",
    slug: "onderzoek-bij-de-reumatoloog",
    title: "Je eerste afspraak bij de reumatoloog",
    dossiers: ["ontstekingsreuma"],
    image: "illustratie-zoeken",
    uid: "team-leven",
    thesaurus: [108],
    description: "Wat gebeurt er bij de eerste afspraak en hoe bereid je je voor? Een praktische lijst.",
    intro:
      "Een eerste afspraak bij de reumatoloog duurt vaak wat langer. De arts wil een goed beeld krijgen van je klachten.",
    sections: [
      [
        "Voorbereiden",
        "Schrijf op sinds wanneer je klachten hebt, welke gewrichten pijn doen en welke medicijnen je gebruikt.",
      ],
      ["Neem iemand mee", "Twee horen meer dan één. Iemand die meegaat kan aantekeningen maken."],
    ],
  },
  {
    section: "over-reuma",
    slug: "reuma-bij-kinderen",
    title: "Reuma bij kinderen",
    dossiers: ["ontstekingsreuma"],
    image: "fiets",
    uid: "redactie",
    thesaurus: [100],
    description: "Ook kinderen kunnen reuma krijgen. Juveniele idiopathische artritis is de meest voorkomende vorm.",
    intro:
      "Juveniele idiopathische artritis (JIA) is een ontsteking van gewrichten bij kinderen jonger dan zestien jaar, zonder bekende oorzaak.",
    sections: [
      [
        "Klachten",
        "Een kind kan mank lopen, minder willen spelen of ’s ochtends stijf zijn. Jonge kinderen zeggen vaak niet dat ze pijn hebben.",
      ],
      ["Behandeling", "Een kinderreumatoloog begeleidt de behandeling. Regelmatige oogcontroles horen daarbij."],
    ],
  },
  {
    section: "over-reuma",
    slug: "jicht-of-pseudojicht",
    title: "Jicht of pseudojicht?",
    dossiers: ["jicht"],
    image: "golven",
    uid: "redactie",
    thesaurus: [100, 101],
    description:
      "Pseudojicht lijkt op jicht, maar wordt veroorzaakt door andere kristallen. Zo stelt de arts het verschil vast.",
    intro: "Bij pseudojicht ontstaan kristallen van calciumpyrofosfaat in een gewricht, vaak in de knie of pols.",
    sections: [
      [
        "Het verschil",
        "De arts kan vocht uit het gewricht halen en onder de microscoop kijken welke kristallen er zitten.",
      ],
      [
        "Behandeling",
        "Een aanval wordt vaak op dezelfde manier behandeld als bij jicht: met ontstekingsremmers en rust.",
      ],
    ],
  },
  {
    section: "over-reuma",
    slug: "tenniselleboog",
    title: "Tenniselleboog",
    dossiers: ["niet-ontstekingsreuma"],
    image: "handen",
    uid: "redactie",
    thesaurus: [101],
    description: "Pijn aan de buitenkant van de elleboog door overbelasting van pezen. Meestal gaat het vanzelf over.",
    intro:
      "Een tenniselleboog ontstaat door overbelasting van de pezen aan de buitenkant van de elleboog, ook bij mensen die nooit tennissen.",
    sections: [
      [
        "Wat helpt?",
        "Vermijd de beweging die pijn doet en wissel taken af. Na een paar weken kun je geleidelijk weer meer doen.",
      ],
      ["Duur", "De klachten gaan bij de meeste mensen binnen een jaar over."],
    ],
  },
  {
    section: "over-reuma",
    slug: "carpaletunnelsyndroom",
    title: "Carpaletunnelsyndroom",
    dossiers: ["niet-ontstekingsreuma"],
    image: "handen",
    uid: "redactie",
    thesaurus: [101],
    description: "Tintelingen in duim en vingers, vaak ’s nachts, door druk op een zenuw in de pols.",
    intro:
      "Bij het carpaletunnelsyndroom staat een zenuw in de pols in de knel. Je merkt dat aan tintelingen of een doof gevoel in duim, wijs- en middelvinger.",
    sections: [
      ["Spalk", "Een polsspalk voor de nacht helpt vaak goed."],
      ["Als het blijft", "Een injectie of een kleine operatie kan de zenuw meer ruimte geven."],
    ],
  },
  {
    section: "over-reuma",
    slug: "vasculitis",
    title: "Vasculitis",
    dossiers: ["ontstekingsreuma"],
    image: "ochtendlicht",
    uid: "redactie",
    thesaurus: [100],
    description: "Vasculitis is een ontsteking van bloedvaten. De klachten hangen af van welke vaten zijn aangedaan.",
    intro:
      "Vasculitis is een verzamelnaam voor ziekten waarbij bloedvaten ontstoken raken. Het kan kleine of grote bloedvaten betreffen.",
    sections: [
      [
        "Klachten",
        "Algemene klachten zoals koorts, afvallen en moeheid komen veel voor, naast klachten van het aangedane orgaan.",
      ],
      [
        "Behandeling",
        "De behandeling gebeurt in het ziekenhuis, vaak met prednison en andere afweerremmende medicijnen.",
      ],
    ],
  },
  {
    section: "over-reuma",
    slug: "sclerodermie",
    title: "Sclerodermie",
    dossiers: ["ontstekingsreuma"],
    image: "handen",
    uid: "redactie",
    thesaurus: [100, 111],
    description:
      "Bij sclerodermie wordt de huid en soms ook andere organen stugger. Koude vingers die wit worden zijn vaak een eerste teken.",
    intro: "Sclerodermie is een zeldzame auto-immuunziekte waarbij bindweefsel verhardt.",
    sections: [
      [
        "Fenomeen van Raynaud",
        "Bij kou worden vingers wit of blauw en daarna rood. Warme handschoenen en het vermijden van kou helpen.",
      ],
      ["Controles", "Omdat ook longen en hart betrokken kunnen raken, word je regelmatig onderzocht."],
    ],
  },
  {
    section: "over-reuma",
    slug: "osteoporose-voeding",
    title: "Sterke botten: calcium en vitamine D",
    dossiers: ["osteoporose"],
    image: "keuken",
    uid: "team-leven",
    thesaurus: [110, 106],
    description: "Hoeveel calcium en vitamine D heb je nodig en waar zit het in?",
    intro: "Calcium is de bouwstof van je botten. Vitamine D zorgt dat je lichaam calcium goed opneemt.",
    sections: [
      [
        "Calcium",
        "Zuivel, kaas en groene groenten bevatten calcium. Drie à vier porties zuivel per dag is voor de meeste mensen genoeg.",
      ],
      ["Vitamine D", "Vanaf zeventig jaar, en bij weinig buiten komen, wordt vaak extra vitamine D geadviseerd."],
    ],
  },
  {
    section: "over-reuma",
    slug: "pijn-begrijpen",
    title: "Pijn begrijpen",
    dossiers: ["niet-ontstekingsreuma", "fibromyalgie"],
    image: "thee-en-boek",
    uid: "redactie",
    thesaurus: [105],
    description: "Waarom doet het pijn, ook als er geen ontsteking is? Over hoe pijn werkt.",
    intro:
      "Pijn is een signaal van je zenuwstelsel. Bij langdurige pijn kan dat systeem gevoeliger worden, ook zonder nieuwe schade.",
    sections: [
      [
        "Langdurige pijn",
        "Stress, slecht slapen en weinig bewegen kunnen pijn versterken. Dat betekent niet dat de pijn ‘tussen de oren’ zit.",
      ],
      ["Wat helpt", "Uitleg, geleidelijk bewegen en ontspanning helpen veel mensen om met pijn om te gaan."],
    ],
  },

  {
    section: "leven-met-reuma",
    slug: "energie-verdelen",
    title: "Je energie verdelen over de dag",
    dossiers: ["energie"],
    image: "illustratie-rust",
    uid: "team-leven",
    thesaurus: [105],
    description: "Met een paar eenvoudige keuzes houd je meer energie over voor wat je belangrijk vindt.",
    intro:
      "Veel mensen met reuma hebben minder energie. Door je dag bewust in te delen, kun je overbelasting voorkomen.",
    sections: [
      ["Plan rustmomenten", "Plan een korte pauze voordat je moe bent, niet pas erna."],
      ["Kies", "Wat moet vandaag echt? Wat kan morgen, of kan iemand anders doen?"],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "slapen-met-reuma",
    title: "Beter slapen met reuma",
    dossiers: ["energie"],
    image: "illustratie-rust",
    uid: "team-leven",
    thesaurus: [105],
    description: "Pijn en stijfheid kunnen je slaap verstoren. Tips voor een betere nachtrust.",
    intro: "Slecht slapen maakt pijn en vermoeidheid erger, en andersom. Een vast ritme helpt.",
    sections: [
      ["Ritme", "Ga op vaste tijden naar bed en sta op vaste tijden op, ook in het weekend."],
      [
        "Pijn ’s nachts",
        "Bespreek met je arts hoe je pijnstilling over de dag verdeelt, zodat je ’s nachts minder last hebt.",
      ],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "reuma-en-je-werkgever",
    title: "Reuma en je werkgever",
    dossiers: ["werk"],
    image: "bureau",
    uid: "team-leven",
    thesaurus: [104],
    description: "Vertel je het wel of niet? En wat kun je vragen aan aanpassingen?",
    intro:
      "Je bent niet verplicht je werkgever te vertellen welke ziekte je hebt. Wel kan openheid helpen om samen oplossingen te vinden.",
    sections: [
      ["Wat vertel je?", "Je kunt vertellen wat je wel en niet kunt, zonder de diagnose te noemen."],
      ["Bedrijfsarts", "De bedrijfsarts kan adviseren over aanpassingen in je werk en werktijden."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "werkplek-aanpassen",
    title: "Je werkplek aanpassen",
    dossiers: ["werk"],
    image: "bureau",
    uid: "team-leven",
    thesaurus: [104, 107],
    description: "Een goede stoel, een andere muis of een sta-bureau: kleine aanpassingen maken werken lichter.",
    intro: "Een werkplek die bij je past, vermindert klachten. Vaak zijn kleine aanpassingen al genoeg.",
    sections: [
      ["Voorbeelden", "Een verticale muis, spraakherkenning, een hoogteverstelbaar bureau of een headset."],
      ["Vergoeding", "Soms vergoedt de werkgever of het UWV een voorziening. Vraag ernaar."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "studeren-met-reuma",
    title: "Studeren met reuma",
    dossiers: ["werk"],
    image: "illustratie-leren",
    uid: "team-leven",
    thesaurus: [104],
    description: "Extra tijd bij tentamens of een aangepast rooster: welke voorzieningen zijn er voor studenten?",
    intro: "Onderwijsinstellingen hebben voorzieningen voor studenten met een chronische ziekte.",
    sections: [
      ["Studentendecaan", "De studentendecaan kent de mogelijkheden, zoals extra tentamentijd of een rustruimte."],
      ["Financiën", "Bij studievertraging door ziekte kun je soms langer studiefinanciering krijgen."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "wandelen",
    title: "Wandelen met reuma",
    dossiers: ["bewegen"],
    image: "wandelpad",
    uid: "team-leven",
    thesaurus: [103],
    description: "Wandelen is een eenvoudige manier om in beweging te blijven. Zo bouw je het rustig op.",
    intro: "Wandelen kan bijna iedereen, zonder dure spullen. Het is goed voor je gewrichten, spieren en humeur.",
    sections: [
      ["Opbouwen", "Begin met tien minuten en voeg elke week een paar minuten toe."],
      ["Schoenen", "Goede schoenen met demping maken het verschil voor knieën en voeten."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "fietsen",
    title: "Fietsen met reuma",
    dossiers: ["bewegen"],
    image: "fiets",
    uid: "team-leven",
    thesaurus: [103],
    description: "Fietsen belast je gewrichten weinig. Tips voor een fijne fietstocht en over de elektrische fiets.",
    intro: "Fietsen is voor veel mensen met reuma een prettige manier van bewegen, omdat je gewicht op het zadel rust.",
    sections: [
      ["Afstelling", "Een goed afgesteld zadel en stuur voorkomen klachten in knieën, polsen en rug."],
      ["Elektrische fiets", "Met trapondersteuning kun je verder fietsen en toch bewegen."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "zwemmen-en-warm-water",
    title: "Zwemmen en oefenen in warm water",
    dossiers: ["bewegen"],
    image: "golven",
    uid: "team-leven",
    thesaurus: [103],
    description: "Water draagt je gewicht en warmte ontspant. Over zwemmen en oefentherapie in een warmwaterbad.",
    intro: "In water weeg je minder. Daardoor kun je bewegingen maken die op het droge lastig zijn.",
    sections: [
      ["Warm water", "Veel zwembaden hebben uren met warmer water en begeleide groepen voor mensen met reuma."],
      ["Let op", "Neem na het zwemmen de tijd om op te warmen en uit te rusten."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "krachttraining",
    title: "Krachttraining met reuma",
    dossiers: ["bewegen"],
    image: "illustratie-bewegen",
    uid: "team-leven",
    thesaurus: [103],
    description: "Sterke spieren ondersteunen je gewrichten. Zo begin je veilig met krachttraining.",
    intro:
      "Krachttraining helpt om spieren sterk te houden, ook als je reuma hebt. Sterke spieren ontlasten je gewrichten.",
    sections: [
      ["Begeleiding", "Laat je de eerste keren begeleiden door een fysiotherapeut of een trainer die reuma kent."],
      ["Tijdens een opvlamming", "Train dan rustiger of laat de pijnlijke gewrichten even met rust."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "gezond-eten",
    title: "Gezond eten met reuma",
    dossiers: ["voeding"],
    image: "keuken",
    uid: "team-leven",
    thesaurus: [106],
    description: "Er is geen reumadieet, maar gezond eten helpt je lichaam. Wat weten we?",
    intro:
      "Geen enkel dieet geneest reuma. Wel is gevarieerd en gezond eten goed voor je weerstand, je gewicht en je botten.",
    sections: [
      ["Basis", "Veel groente en fruit, volkorenproducten, vis en weinig bewerkt vlees."],
      [
        "Supplementen",
        "Slik supplementen alleen in overleg met je arts of apotheker; sommige hebben invloed op medicijnen.",
      ],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "koken-met-pijnlijke-handen",
    title: "Koken met pijnlijke handen",
    dossiers: ["voeding", "hulpmiddelen"],
    image: "keuken",
    uid: "team-leven",
    thesaurus: [106, 107],
    description: "Slimme keukenhulpmiddelen en handige werkwijzen maken koken minder zwaar.",
    intro:
      "Snijden, schillen en pannen tillen kan zwaar zijn voor pijnlijke handen. Met de juiste spullen gaat het makkelijker.",
    sections: [
      [
        "Hulpmiddelen",
        "Dikke handgrepen, een elektrische blikopener en een pannenzeef die in de pan hangt, schelen kracht.",
      ],
      ["Werkwijze", "Zit tijdens het snijden en gebruik voorgesneden groente op drukke dagen."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "hulpmiddelen-in-huis",
    title: "Hulpmiddelen in huis",
    dossiers: ["hulpmiddelen"],
    image: "illustratie-hulp",
    uid: "team-leven",
    thesaurus: [107],
    description: "Van een grijptang tot een douchestoel: hulpmiddelen die het dagelijks leven lichter maken.",
    intro: "Hulpmiddelen helpen je zelfstandig te blijven en sparen je gewrichten.",
    sections: [
      ["Voorbeelden", "Een grijptang, een verhoogd toilet, een douchestoel en kranen met een lange hendel."],
      ["Advies", "Een ergotherapeut kijkt met je mee. Via de gemeente (Wmo) kun je soms een vergoeding krijgen."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "ergotherapie",
    title: "Wat doet een ergotherapeut?",
    dossiers: ["hulpmiddelen"],
    image: "illustratie-hulp",
    uid: "team-leven",
    thesaurus: [107, 108],
    description:
      "Een ergotherapeut helpt je dagelijkse activiteiten makkelijker te doen. Vergoeding uit de basisverzekering.",
    intro:
      "Een ergotherapeut kijkt naar wat je dagelijks doet en zoekt samen met jou naar manieren om dat makkelijker te maken.",
    sections: [
      ["Vergoeding", "De basisverzekering vergoedt elk jaar een aantal uren ergotherapie; let op je eigen risico."],
      ["Zonder verwijzing", "Je kunt vaak zonder verwijzing bij een ergotherapeut terecht."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "reuma-en-relaties",
    title: "Reuma en je relatie",
    dossiers: ["relaties"],
    image: "illustratie-gesprek",
    uid: "team-leven",
    thesaurus: [109],
    description: "Een chronische ziekte raakt ook je partner. Over praten, intimiteit en samen zoeken naar balans.",
    intro: "Reuma heeft niet alleen invloed op jou, maar ook op de mensen om je heen.",
    sections: [
      ["Praten", "Vertel wat je voelt en wat je nodig hebt. Je partner kan niet zien hoeveel pijn je hebt."],
      [
        "Intimiteit",
        "Pijn en moeheid kunnen invloed hebben op seks. Praat erover; ook met je arts of verpleegkundige.",
      ],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "mantelzorg",
    title: "Als je naaste reuma heeft",
    dossiers: ["relaties"],
    image: "illustratie-hulp",
    uid: "team-leven",
    thesaurus: [109],
    description: "Informatie voor partners, kinderen en vrienden van iemand met reuma, en voor mantelzorgers.",
    intro: "Zorgen voor iemand met reuma kan veel van je vragen. Vergeet jezelf niet.",
    sections: [
      ["Steun", "Mantelzorgers kunnen bij hun gemeente vragen naar ondersteuning, zoals respijtzorg."],
      ["Grenzen", "Het is goed om je eigen grenzen aan te geven. Dat helpt jullie allebei."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "zwanger-worden-met-reuma",
    title: "Zwanger worden met reuma",
    dossiers: ["relaties", "medicijnen"],
    image: "ochtendlicht",
    uid: "redactie",
    thesaurus: [109, 102],
    description: "Een kinderwens bij reuma vraagt om voorbereiding. Bespreek medicijnen op tijd met je arts.",
    intro: "Veel vrouwen met reuma krijgen gezonde kinderen. Goede voorbereiding is wel belangrijk.",
    sections: [
      [
        "Medicijnen",
        "Sommige medicijnen zijn niet veilig in de zwangerschap. Bespreek je kinderwens ruim van tevoren.",
      ],
      [
        "Tijdens de zwangerschap",
        "Bij sommige vormen van reuma nemen de klachten in de zwangerschap af, bij andere niet.",
      ],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "reizen-met-reuma",
    title: "Op reis met reuma",
    dossiers: ["dagelijks-leven"],
    image: "wandelpad",
    uid: "team-leven",
    thesaurus: [102],
    description: "Medicijnen meenemen, een medisch paspoort en rustig reizen: een checklist voor de vakantie.",
    intro: "Met een goede voorbereiding kun je met reuma prima op vakantie.",
    sections: [
      [
        "Medicijnen",
        "Neem medicijnen mee in je handbagage, met een medicijnpaspoort van de apotheek. Sommige middelen moeten koel blijven.",
      ],
      ["Vaccinaties", "Vraag tijdig advies over vaccinaties, zeker als je afweerremmers gebruikt."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "autorijden",
    title: "Autorijden met reuma",
    dossiers: ["dagelijks-leven", "hulpmiddelen"],
    image: "wandelpad",
    uid: "team-leven",
    thesaurus: [107],
    description: "Mag je rijden met reuma? Over aanpassingen en de regels van het CBR.",
    intro: "De meeste mensen met reuma kunnen gewoon autorijden. Soms helpt een aanpassing.",
    sections: [
      ["Aanpassingen", "Automaat, stuurbekrachtiging of een draaibare stoel maken instappen en rijden makkelijker."],
      [
        "Regels",
        "Heb je beperkingen die het rijden beïnvloeden, dan moet je dat melden via een gezondheidsverklaring bij het CBR.",
      ],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "zorgverzekering",
    title: "Reuma en je zorgverzekering",
    dossiers: ["dagelijks-leven"],
    image: "bureau",
    uid: "team-leven",
    thesaurus: [108],
    description: "Wat vergoedt de basisverzekering en wanneer is een aanvullende verzekering zinvol?",
    intro: "Elk jaar kun je in december overstappen. Kijk dan goed naar wat jij nodig hebt.",
    sections: [
      [
        "Basisverzekering",
        "Medisch specialistische zorg en de meeste medicijnen vallen onder de basisverzekering, met eigen risico.",
      ],
      [
        "Fysiotherapie",
        "Bij sommige vormen van reuma worden behandelingen vanaf een bepaald aantal vergoed uit de basisverzekering.",
      ],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "omgaan-met-onzekerheid",
    title: "Omgaan met onzekerheid",
    dossiers: ["dagelijks-leven"],
    image: "illustratie-verhaal",
    uid: "team-leven",
    thesaurus: [109],
    description: "Reuma is vaak onvoorspelbaar. Hoe ga je om met goede en slechte dagen?",
    intro: "Het ene moment gaat het goed, het volgende niet. Die onvoorspelbaarheid vinden veel mensen het lastigst.",
    sections: [
      ["Flexibel plannen", "Maak een plan A en een plan B voor afspraken die je belangrijk vindt."],
      ["Steun zoeken", "Praten met anderen die hetzelfde meemaken, kan helpen. Kijk eens bij Ontmoet elkaar."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "opvlamming",
    title: "Wat doe je bij een opvlamming?",
    dossiers: ["dagelijks-leven", "ontstekingsreuma"],
    image: "ochtendlicht",
    uid: "team-leven",
    thesaurus: [100],
    description: "Een periode met meer ontsteking en pijn. Wat kun je zelf doen en wanneer bel je de arts?",
    intro: "Bij ontstekingsreuma kunnen periodes voorkomen waarin de ziekte opvlamt: meer pijn, zwelling en moeheid.",
    sections: [
      ["Zelf doen", "Neem rust, koel gezwollen gewrichten en pas je planning aan."],
      ["Bellen", "Houdt het langer dan een paar dagen aan, bel dan de reumaverpleegkundige."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "stoppen-met-roken",
    title: "Stoppen met roken",
    dossiers: ["dagelijks-leven"],
    image: "wandelpad",
    uid: "team-leven",
    thesaurus: [100],
    description: "Roken verhoogt het risico op reumatoïde artritis en maakt medicijnen minder effectief.",
    intro: "Stoppen met roken is een van de beste dingen die je voor je gezondheid kunt doen, ook bij reuma.",
    sections: [
      ["Waarom", "Roken maakt ontstekingen erger en vergroot het risico op hart- en vaatziekten."],
      ["Hulp", "De huisarts kan helpen met begeleiding en hulpmiddelen om te stoppen."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "kleding-aantrekken",
    title: "Aankleden zonder gedoe",
    dossiers: ["hulpmiddelen"],
    image: "handen",
    uid: "team-leven",
    thesaurus: [107],
    description: "Knopen, ritsen en sokken: handige tips en hulpmiddelen voor het aankleden.",
    intro: "Aankleden kost veel energie als je handen of heupen stijf zijn.",
    sections: [
      ["Hulpmiddelen", "Een kousenaantrekker, een knopenhaak en een lange schoenlepel kunnen helpen."],
      ["Kleding", "Kies kleding met elastiek of klittenband en schoenen zonder veters."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "huishouden",
    title: "Het huishouden lichter maken",
    dossiers: ["energie", "hulpmiddelen"],
    image: "keuken",
    uid: "team-leven",
    thesaurus: [105, 107],
    description: "Verdeel taken, gebruik lichte spullen en vraag hulp. Zo houd je energie over.",
    intro: "Het huishouden kan veel energie kosten. Met een paar aanpassingen wordt het lichter.",
    sections: [
      ["Verdelen", "Doe elke dag een klein stukje in plaats van alles op één dag."],
      ["Hulp", "Via de Wmo kun je soms hulp bij het huishouden krijgen."],
    ],
  },
  {
    section: "leven-met-reuma",
    slug: "mentale-gezondheid",
    title: "Reuma en je stemming",
    dossiers: ["dagelijks-leven", "relaties"],
    image: "illustratie-gesprek",
    uid: "team-leven",
    thesaurus: [109],
    description:
      "Somberheid en zorgen komen vaker voor bij een chronische ziekte. Je hoeft er niet alleen mee te blijven.",
    intro:
      "Leven met pijn en beperkingen kan je somber of angstig maken. Dat is begrijpelijk en je staat er niet alleen voor.",
    sections: [
      [
        "Praten helpt",
        "Vertel het je huisarts of reumaverpleegkundige. Zij kunnen je verwijzen naar een praktijkondersteuner of psycholoog.",
      ],
      ["Lotgenoten", "Ervaringen delen met anderen die reuma hebben, kan steun geven."],
    ],
  },
];
