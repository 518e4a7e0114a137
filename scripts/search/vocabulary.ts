/**
 * The patients' vocabulary (issue 40, docs/decisions/351-patients-vocabulary.md): for each of the
 * library's subjects, the words patients use for it (lay terms, old names, abbreviations, drug
 * classes, brand names). A query holding one term also finds the others (public.search_synonym_sets),
 * and the type-ahead offers the subject for a term being typed ("botontk" -> Osteoporose).
 *
 * The database is where search reads it and where editors change it (Supabase Studio, table
 * search_synonym_sets, as before). This list is what the project maintains: `npm run
 * search:vocabulary -- <migration file>` writes it as a migration that adds each term to its
 * subject's row (editors' own terms are kept), and functions/search/search-vocabulary.integration.test.ts
 * tests every entry against the sample library. `subject`: a title of the library (a dossier's or an
 * article's name); null for terms that mean the same but have no page of their own.
 */
export type VocabularyEntry = { subject: string | null; key: string; terms: string[] };

export const PATIENT_VOCABULARY: VocabularyEntry[] = [
  {
    key: "ra",
    subject: "Reumatoïde artritis",
    terms: [
      "RA",
      "reumatoïde artritis",
      "reumatoide artritis",
      "chronische gewrichtsontsteking",
      "gewrichtsontsteking",
      "chronische polyartritis",
      "reumatische artritis",
    ],
  },
  {
    key: "axspa",
    subject: "Axiale spondyloartritis",
    terms: [
      "SPA",
      "axSpA",
      "spondyloartritis",
      "axiale spondyloartritis",
      "ziekte van Bechterew",
      "Bechterew",
      "spondylitis ankylopoetica",
      "ankyloserende spondylitis",
    ],
  },
  { key: "mtx", subject: "Methotrexaat", terms: ["MTX", "methotrexaat", "Ledertrexate", "Metoject", "Emthexate"] },
  {
    key: "jicht",
    subject: "Jicht",
    terms: ["jicht", "urinezuur", "jichtaanval", "podagra", "allopurinol", "Zyloric", "colchicine"],
  },
  {
    key: "artrose",
    subject: "Artrose",
    terms: ["artrose", "slijtage", "gewrichtsslijtage", "osteoartrose", "kraakbeenslijtage", "versleten gewricht"],
  },
  {
    key: "fibromyalgie",
    subject: "Fibromyalgie",
    terms: ["fibromyalgie", "FM", "wekedelenreuma", "weke delen reuma", "fibromyalgiesyndroom"],
  },
  {
    key: "psa",
    subject: "Artritis psoriatica: huid en gewrichten",
    terms: ["PsA", "artritis psoriatica", "psoriasis artritis", "psoriatische artritis"],
  },
  { key: "lupus", subject: "Lupus", terms: ["SLE", "lupus", "systemische lupus erythematosus"] },
  {
    key: "jia",
    subject: "Reuma bij kinderen",
    terms: ["JIA", "jeugdreuma", "juveniele idiopathische artritis", "kinderreuma"],
  },
  {
    key: "pmr",
    subject: "Polymyalgia rheumatica",
    terms: ["PMR", "polymyalgia rheumatica", "spierreuma", "polymyalgie", "polymyalgia"],
  },
  {
    key: "sjogren",
    subject: "Ziekte van Sjögren",
    terms: ["Sjögren", "syndroom van Sjögren", "ziekte van Sjögren", "droge ogen en mond", "siccasyndroom"],
  },
  { key: "osteoporose", subject: "Osteoporose", terms: ["osteoporose", "botontkalking", "broze botten"] },
  {
    key: "nsaid",
    subject: "Medicijnen bij reuma: een overzicht",
    terms: [
      "NSAID",
      "NSAID's",
      "ontstekingsremmer",
      "ontstekingsremmende pijnstiller",
      "ibuprofen",
      "naproxen",
      "diclofenac",
      "Voltaren",
      "Arcoxia",
    ],
  },
  {
    key: "dmard",
    subject: "Medicijnen bij reuma: een overzicht",
    terms: [
      "DMARD",
      "DMARD's",
      "reumaremmer",
      "reumaremmers",
      "hydroxychloroquine",
      "Plaquenil",
      "HCQ",
      "leflunomide",
      "Arava",
      "sulfasalazine",
      "Salazopyrine",
    ],
  },
  {
    key: "biologicals",
    subject: "Biologicals",
    terms: [
      "biological",
      "biologicals",
      "biologische medicijnen",
      "TNF-remmer",
      "TNF-remmers",
      "anti-TNF",
      "TNF-blokker",
      "adalimumab",
      "Humira",
      "etanercept",
      "Enbrel",
      "infliximab",
      "Remicade",
      "biosimilar",
    ],
  },
  {
    key: "prednison",
    subject: "Prednison",
    terms: [
      "prednison",
      "prednisolon",
      "corticosteroïden",
      "corticosteroiden",
      "cortisone",
      "methylprednisolon",
      "Medrol",
      "stootkuur",
    ],
  },
  {
    key: "reumatoloog",
    subject: "Je eerste afspraak bij de reumatoloog",
    terms: ["reumatoloog", "reumaspecialist", "reumapoli"],
  },
  {
    key: "vermoeidheid",
    subject: "Omgaan met vermoeidheid",
    terms: [
      "vermoeidheid",
      "moeheid",
      "vermoeid",
      "uitgeput",
      "futloos",
      "energiegebrek",
      "moe",
      "doodmoe",
      "altijd moe",
    ],
  },
  {
    key: "cts",
    subject: "Carpaletunnelsyndroom",
    terms: ["CTS", "carpaletunnelsyndroom", "carpaal tunnel syndroom", "slapende handen", "tintelende vingers"],
  },
  {
    key: "gonartrose",
    subject: "Artrose van de knie",
    terms: ["gonartrose", "artrose in de knie", "knieartrose", "versleten knie", "artrose in mijn knie"],
  },
  {
    key: "coxartrose",
    subject: "Artrose van de heup",
    terms: ["coxartrose", "artrose in de heup", "heupartrose", "versleten heup", "artrose in mijn heup"],
  },
  {
    key: "handartrose",
    subject: "Artrose van de hand",
    terms: [
      "handartrose",
      "artrose in de hand",
      "vingerartrose",
      "knobbels op de vingers",
      "Heberden",
      "artrose in mijn hand",
      "artrose in mijn handen",
    ],
  },
  { key: "ochtendstijfheid", subject: null, terms: ["ochtendstijfheid", "morgenstijfheid", "stijf bij het opstaan"] },
  { key: "sclerodermie", subject: "Sclerodermie", terms: ["sclerodermie", "systemische sclerose", "SSc"] },
  {
    key: "vasculitis",
    subject: "Vasculitis",
    terms: [
      "vasculitis",
      "bloedvatontsteking",
      "ontsteking van de bloedvaten",
      "ziekte van Horton",
      "reuzencelarteritis",
      "ziekte van Wegener",
    ],
  },
  { key: "tenniselleboog", subject: "Tenniselleboog", terms: ["tenniselleboog", "tennisarm", "epicondylitis"] },
  {
    key: "opvlamming",
    subject: "Wat doe je bij een opvlamming?",
    terms: ["opvlamming", "opvlammingen", "opstoot", "reumaopstoot", "flare"],
  },
  {
    key: "zorgverzekering",
    subject: "Reuma en je zorgverzekering",
    terms: [
      "zorgverzekering",
      "zorgverzekeraar",
      "verzekeraar",
      "zorgpolis",
      "eigen risico",
      "aanvullende verzekering",
      "ziektekostenverzekering",
    ],
  },
  {
    key: "autorijden",
    subject: "Autorijden met reuma",
    terms: ["autorijden", "rijbewijs", "CBR", "gezondheidsverklaring"],
  },
  {
    key: "warm-water",
    subject: "Zwemmen en oefenen in warm water",
    terms: ["warmwaterbad", "hydrotherapie", "reumazwemmen", "watertherapie"],
  },
  {
    key: "slapen",
    subject: "Beter slapen met reuma",
    terms: ["slaapproblemen", "slecht slapen", "slapeloosheid", "niet kunnen slapen"],
  },
  { key: "werk", subject: "Werk en reuma", terms: ["re-integratie", "arbeidsongeschikt", "ziekmelden", "UWV", "WIA"] },
  { key: "zwanger", subject: "Zwanger worden met reuma", terms: ["kinderwens", "zwangerschap", "zwanger worden"] },
  { key: "ergotherapie", subject: "Wat doet een ergotherapeut?", terms: ["ergotherapie", "ergotherapeut"] },
];
