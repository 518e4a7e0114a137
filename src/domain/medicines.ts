/**
 * Common medicines for rheumatic conditions, for the medicine choice table (spec 000 §1, §5, §9:
 * compare at most 5, search from 3 letters). Sober, general information written for this project;
 * it never replaces the advice of a doctor or pharmacist (the table says so).
 */
export const MEDICINE_COMPARE_MAX = 5;
export const MEDICINE_SEARCH_MIN = 3;

export interface Medicine {
  id: string;
  /** Generic name, as on the package leaflet. */
  name: string;
  /** Some brand names, for searching. */
  brands: string[];
  group: string;
  howTaken: string;
  frequency: string;
  sideEffects: string;
  notes: string;
}

export const MEDICINES: readonly Medicine[] = [
  { id: "methotrexaat", name: "Methotrexaat", brands: ["Metoject", "Emthexate"], group: "Ontstekingsremmer (csDMARD)", howTaken: "Tablet of injectie onder de huid", frequency: "1 keer per week", sideEffects: "Misselijkheid, moeheid, mondzweertjes, afwijkende leverwaarden", notes: "Altijd samen met foliumzuur. Regelmatig bloedonderzoek. Geen alcohol of weinig. Niet gebruiken bij een kinderwens." },
  { id: "hydroxychloroquine", name: "Hydroxychloroquine", brands: ["Plaquenil"], group: "Ontstekingsremmer (csDMARD)", howTaken: "Tablet", frequency: "1 of 2 keer per dag", sideEffects: "Maag- en darmklachten, huiduitslag, zelden oogafwijkingen", notes: "Werkt pas na enkele maanden. Jaarlijkse oogcontrole na langer gebruik." },
  { id: "sulfasalazine", name: "Sulfasalazine", brands: ["Salazopyrine"], group: "Ontstekingsremmer (csDMARD)", howTaken: "Tablet", frequency: "2 keer per dag", sideEffects: "Misselijkheid, hoofdpijn, huiduitslag, oranje kleur van urine", notes: "Regelmatig bloedonderzoek, vooral in de eerste maanden." },
  { id: "leflunomide", name: "Leflunomide", brands: ["Arava"], group: "Ontstekingsremmer (csDMARD)", howTaken: "Tablet", frequency: "1 keer per dag", sideEffects: "Diarree, hogere bloeddruk, haaruitval, afwijkende leverwaarden", notes: "Blijft lang in het lichaam. Bespreek een kinderwens ruim op tijd." },
  { id: "prednison", name: "Prednison", brands: ["Prednisolon"], group: "Corticosteroïd (bijnierschorshormoon)", howTaken: "Tablet, soms injectie", frequency: "Meestal 1 keer per dag, in de ochtend", sideEffects: "Meer eetlust, slecht slapen, stemmingswisselingen, bij lang gebruik botontkalking", notes: "Werkt snel. Stop nooit plotseling; afbouwen gaat in overleg met je arts." },
  { id: "adalimumab", name: "Adalimumab", brands: ["Humira", "Amgevita", "Imraldi", "Hyrimoz"], group: "Biological (TNF-remmer)", howTaken: "Injectie onder de huid (pen)", frequency: "1 keer per 2 weken", sideEffects: "Roodheid op de prikplek, vaker infecties", notes: "Vooraf onderzoek op tuberculose. Bespreek koorts of infecties met je arts." },
  { id: "etanercept", name: "Etanercept", brands: ["Enbrel", "Benepali", "Erelzi"], group: "Biological (TNF-remmer)", howTaken: "Injectie onder de huid (pen)", frequency: "1 keer per week", sideEffects: "Roodheid op de prikplek, vaker infecties", notes: "Bewaren in de koelkast. Vooraf onderzoek op tuberculose." },
  { id: "infliximab", name: "Infliximab", brands: ["Remicade", "Inflectra", "Remsima"], group: "Biological (TNF-remmer)", howTaken: "Infuus in het ziekenhuis, soms injectie", frequency: "Infuus 1 keer per 6 tot 8 weken", sideEffects: "Reactie tijdens het infuus, vaker infecties", notes: "Meestal samen met methotrexaat." },
  { id: "certolizumab", name: "Certolizumab pegol", brands: ["Cimzia"], group: "Biological (TNF-remmer)", howTaken: "Injectie onder de huid", frequency: "1 keer per 2 of 4 weken", sideEffects: "Roodheid op de prikplek, vaker infecties", notes: "Soms gekozen bij een zwangerschapswens; bespreek dit met je arts." },
  { id: "golimumab", name: "Golimumab", brands: ["Simponi"], group: "Biological (TNF-remmer)", howTaken: "Injectie onder de huid (pen)", frequency: "1 keer per maand", sideEffects: "Roodheid op de prikplek, vaker infecties", notes: "Vooraf onderzoek op tuberculose." },
  { id: "tocilizumab", name: "Tocilizumab", brands: ["RoActemra"], group: "Biological (IL-6-remmer)", howTaken: "Injectie onder de huid of infuus", frequency: "1 keer per week of per 4 weken", sideEffects: "Vaker infecties, hoger cholesterol, afwijkende leverwaarden", notes: "Kan koorts bij een infectie verbergen: neem bij ziek voelen contact op." },
  { id: "abatacept", name: "Abatacept", brands: ["Orencia"], group: "Biological (T-celremmer)", howTaken: "Injectie onder de huid of infuus", frequency: "1 keer per week of per 4 weken", sideEffects: "Hoofdpijn, misselijkheid, vaker infecties", notes: "Meestal gebruikt als een TNF-remmer niet genoeg helpt." },
  { id: "rituximab", name: "Rituximab", brands: ["MabThera", "Truxima"], group: "Biological (B-celremmer)", howTaken: "Infuus in het ziekenhuis", frequency: "2 infusen, daarna meestal elke 6 maanden", sideEffects: "Reactie tijdens het infuus, vaker infecties", notes: "Vaccinaties het liefst vóór de behandeling." },
  { id: "secukinumab", name: "Secukinumab", brands: ["Cosentyx"], group: "Biological (IL-17-remmer)", howTaken: "Injectie onder de huid (pen)", frequency: "1 keer per maand, na een startperiode", sideEffects: "Verkoudheid, diarree, schimmelinfecties", notes: "Vooral bij artritis psoriatica en axiale spondyloartritis." },
  { id: "ixekizumab", name: "Ixekizumab", brands: ["Taltz"], group: "Biological (IL-17-remmer)", howTaken: "Injectie onder de huid (pen)", frequency: "1 keer per 4 weken, na een startperiode", sideEffects: "Reactie op de prikplek, verkoudheid", notes: "Vooral bij artritis psoriatica en axiale spondyloartritis." },
  { id: "ustekinumab", name: "Ustekinumab", brands: ["Stelara"], group: "Biological (IL-12/23-remmer)", howTaken: "Injectie onder de huid", frequency: "1 keer per 12 weken, na een startperiode", sideEffects: "Verkoudheid, hoofdpijn, moeheid", notes: "Vooral bij artritis psoriatica." },
  { id: "tofacitinib", name: "Tofacitinib", brands: ["Xeljanz"], group: "JAK-remmer (tsDMARD)", howTaken: "Tablet", frequency: "2 keer per dag", sideEffects: "Vaker infecties, gordelroos, hoger cholesterol", notes: "Bespreek je risico op hart- en vaatziekten en trombose met je arts." },
  { id: "baricitinib", name: "Baricitinib", brands: ["Olumiant"], group: "JAK-remmer (tsDMARD)", howTaken: "Tablet", frequency: "1 keer per dag", sideEffects: "Vaker infecties, gordelroos, hoger cholesterol", notes: "Bespreek je risico op hart- en vaatziekten en trombose met je arts." },
  { id: "upadacitinib", name: "Upadacitinib", brands: ["Rinvoq"], group: "JAK-remmer (tsDMARD)", howTaken: "Tablet", frequency: "1 keer per dag", sideEffects: "Vaker infecties, gordelroos, acne", notes: "Bespreek je risico op hart- en vaatziekten en trombose met je arts." },
  { id: "naproxen", name: "Naproxen", brands: ["Aleve", "Naprosyne"], group: "Pijnstiller (NSAID)", howTaken: "Tablet", frequency: "1 of 2 keer per dag", sideEffects: "Maagklachten, hogere bloeddruk, vocht vasthouden", notes: "Vaak samen met een maagbeschermer. Niet combineren met andere NSAID's." },
  { id: "diclofenac", name: "Diclofenac", brands: ["Voltaren", "Arthrotec"], group: "Pijnstiller (NSAID)", howTaken: "Tablet, zetpil of gel", frequency: "2 of 3 keer per dag", sideEffects: "Maagklachten, hogere bloeddruk", notes: "Gel op de huid geeft minder bijwerkingen dan tabletten." },
  { id: "ibuprofen", name: "Ibuprofen", brands: ["Advil", "Nurofen"], group: "Pijnstiller (NSAID)", howTaken: "Tablet", frequency: "3 of 4 keer per dag", sideEffects: "Maagklachten, hogere bloeddruk", notes: "Ook zonder recept te koop: vertel je arts dat je het gebruikt." },
  { id: "celecoxib", name: "Celecoxib", brands: ["Celebrex"], group: "Pijnstiller (NSAID, COX-2-remmer)", howTaken: "Capsule", frequency: "1 of 2 keer per dag", sideEffects: "Minder maagklachten dan andere NSAID's, hogere bloeddruk", notes: "Niet bij bepaalde hart- en vaatziekten." },
  { id: "paracetamol", name: "Paracetamol", brands: ["Panadol"], group: "Pijnstiller", howTaken: "Tablet of zetpil", frequency: "Tot 3 of 4 keer per dag", sideEffects: "Weinig bij normaal gebruik", notes: "Houd je aan de maximale dosis per dag. Remt geen ontsteking." },
  { id: "allopurinol", name: "Allopurinol", brands: ["Zyloric"], group: "Urinezuurverlager (jicht)", howTaken: "Tablet", frequency: "1 keer per dag", sideEffects: "Huiduitslag, in het begin soms een jichtaanval", notes: "Blijf het gebruiken, ook tijdens een aanval. De dosis wordt stap voor stap verhoogd." },
  { id: "colchicine", name: "Colchicine", brands: [], group: "Ontstekingsremmer bij jicht", howTaken: "Tablet", frequency: "Bij een aanval, of 1 keer per dag als preventie", sideEffects: "Diarree, misselijkheid", notes: "Houd je precies aan de voorgeschreven dosis." },
  { id: "alendroninezuur", name: "Alendroninezuur", brands: ["Fosamax"], group: "Botversterker (bisfosfonaat)", howTaken: "Tablet, rechtop met een vol glas water", frequency: "1 keer per week", sideEffects: "Maag- en slokdarmklachten", notes: "Neem het op een lege maag en blijf daarna 30 minuten rechtop. Vaak samen met calcium en vitamine D." },
];
