/** Where someone is with the condition ("fase"): one choice on the profile, health data. */
export type PhaseOption = { id: string; label: string };

export const PHASES: readonly PhaseOption[] = [
  { id: "klachten", label: "Ik heb klachten, maar nog geen diagnose" },
  { id: "net-diagnose", label: "Ik heb net de diagnose gekregen (minder dan een jaar)" },
  { id: "behandeling", label: "Ik zoek nog naar de juiste behandeling" },
  { id: "stabiel", label: "Mijn reuma is redelijk stabiel" },
  { id: "lang", label: "Ik leef er al lang mee" },
];

export const PHASE_IDS = PHASES.map((p) => p.id) as [string, ...string[]];
