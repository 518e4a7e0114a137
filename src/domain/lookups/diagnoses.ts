/**
 * Forms of rheumatism (diagnoses) a participant can choose on the profile, with stable ids
 * (71001–71037; never reuse an id). Served as the `treatments` vocabulary of /custom_term (see
 * docs/decisions/020-profile-and-consent.md) and stored in public.terms by migration 20261122000200.
 */
export type DiagnosisTerm = { id: number; label: string };

export const DIAGNOSES: readonly DiagnosisTerm[] = [
  { id: 71001, label: "Reumatoïde artritis" },
  { id: 71002, label: "Artrose" },
  { id: 71003, label: "Jicht" },
  { id: 71004, label: "Pseudojicht (CPPD)" },
  { id: 71005, label: "Axiale spondyloartritis (ziekte van Bechterew)" },
  { id: 71006, label: "Perifere spondyloartritis" },
  { id: 71007, label: "Artritis psoriatica" },
  { id: 71008, label: "Reactieve artritis" },
  { id: 71009, label: "Jeugdreuma (juveniele idiopathische artritis)" },
  { id: 71010, label: "Systemische lupus erythematodes (SLE)" },
  { id: 71011, label: "Syndroom van Sjögren" },
  { id: 71012, label: "Systemische sclerose (sclerodermie)" },
  { id: 71013, label: "Polymyalgia rheumatica" },
  { id: 71014, label: "Reuscelarteriitis (arteriitis temporalis)" },
  { id: 71015, label: "Vasculitis" },
  { id: 71016, label: "Granulomatose met polyangiitis (GPA)" },
  { id: 71017, label: "Ziekte van Behçet" },
  { id: 71018, label: "Myositis" },
  { id: 71019, label: "Dermatomyositis" },
  { id: 71020, label: "Mixed connective tissue disease (MCTD)" },
  { id: 71021, label: "Antifosfolipidensyndroom" },
  { id: 71022, label: "Fibromyalgie" },
  { id: 71023, label: "Osteoporose" },
  { id: 71024, label: "Ziekte van Paget" },
  { id: 71025, label: "Hypermobiliteit (hypermobiliteitssyndroom)" },
  { id: 71026, label: "Ehlers-Danlos-syndroom" },
  { id: 71027, label: "Carpaletunnelsyndroom" },
  { id: 71028, label: "Tendinitis en bursitis" },
  { id: 71029, label: "Frozen shoulder" },
  { id: 71030, label: "Ziekte van Dupuytren" },
  { id: 71031, label: "Artritis bij de ziekte van Crohn of colitis ulcerosa" },
  { id: 71032, label: "Sarcoïdose" },
  { id: 71033, label: "Ziekte van Still" },
  { id: 71034, label: "Auto-inflammatoire ziekte (periodieke koorts)" },
  { id: 71035, label: "Chronische pijn aan het bewegingsapparaat" },
  { id: 71036, label: "Nog geen diagnose" },
  { id: 71037, label: "Andere vorm" },
];

export const DIAGNOSIS_IDS: readonly number[] = DIAGNOSES.map((d) => d.id);
