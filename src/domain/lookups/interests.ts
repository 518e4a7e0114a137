/** The ten topic categories of spec 001 §3.3, used as a participant's interests. */
export type InterestOption = { id: string; label: string };

export const INTERESTS: readonly InterestOption[] = [
  { id: "mantelzorg", label: "Mantelzorg" },
  { id: "behandeling", label: "Behandeling" },
  { id: "bewegen", label: "Bewegen" },
  { id: "hulpmiddelen", label: "Hulpmiddelen" },
  { id: "leefstijl", label: "Leefstijl" },
  { id: "medicijnen", label: "Medicijnen" },
  { id: "omgaan-met-jezelf-en-anderen", label: "Omgaan met jezelf en anderen" },
  { id: "school-studie-werk", label: "School, studie en werk" },
  { id: "kinderwens-zwangerschap-ouderschap", label: "Kinderwens, zwangerschap en ouderschap" },
  { id: "zorgverzekering", label: "Zorgverzekering" },
];

export const INTEREST_IDS = INTERESTS.map((i) => i.id) as [string, ...string[]];
