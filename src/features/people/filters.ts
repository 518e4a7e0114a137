/**
 * The directory's filters in the address (?vorm=71001,71003&leeftijd=3&afstand=10&postcode=3511LX
 * &huisnummer=1&pagina=2), so back and forward and a shared link show the same list.
 */
import type { ProfileFilterBody } from "../../domain/people";
import { AGE_RANGE_IDS, DISTANCES_KM, type DistanceKm } from "../../domain/people-options";
import { DIAGNOSIS_IDS, GENDER_CODES, INTEREST_IDS, RELATION_IDS } from "../../domain/lookups";
import { normalisePostcode, POSTCODE_PATTERN } from "../../domain/postcode";

export type DirectoryState = {
  roles: number[];
  genders: number[];
  ageRanges: number[];
  interests: string[];
  forms: number[];
  distance: DistanceKm;
  postcode: string;
  houseNumber: string;
  /** 1-based. */
  page: number;
};

export const EMPTY_STATE: DirectoryState = {
  roles: [],
  genders: [],
  ageRanges: [],
  interests: [],
  forms: [],
  distance: 0,
  postcode: "",
  houseNumber: "",
  page: 1,
};

function numbers(value: string | null, allowed: readonly number[]): number[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(",")
        .map(Number)
        .filter((n) => allowed.includes(n)),
    ),
  ];
}

function words(value: string | null, allowed: readonly string[]): string[] {
  if (!value) return [];
  return [...new Set(value.split(",").filter((w) => allowed.includes(w)))];
}

export function parseDirectoryState(search: string): DirectoryState {
  const q = new URLSearchParams(search);
  const distance = Number(q.get("afstand") ?? 0);
  const page = Number(q.get("pagina") ?? 1);
  return {
    roles: numbers(q.get("rol"), RELATION_IDS),
    genders: numbers(q.get("geslacht"), GENDER_CODES),
    ageRanges: numbers(q.get("leeftijd"), AGE_RANGE_IDS),
    interests: words(q.get("interesse"), INTEREST_IDS),
    forms: numbers(q.get("vorm"), DIAGNOSIS_IDS),
    distance: ((DISTANCES_KM as readonly number[]).includes(distance) ? distance : 0) as DistanceKm,
    postcode: (q.get("postcode") ?? "").slice(0, 7),
    houseNumber: (q.get("huisnummer") ?? "").replace(/[^0-9]/g, "").slice(0, 5),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function directorySearch(state: DirectoryState): string {
  const q = new URLSearchParams();
  if (state.roles.length) q.set("rol", state.roles.join(","));
  if (state.genders.length) q.set("geslacht", state.genders.join(","));
  if (state.ageRanges.length) q.set("leeftijd", state.ageRanges.join(","));
  if (state.interests.length) q.set("interesse", state.interests.join(","));
  if (state.forms.length) q.set("vorm", state.forms.join(","));
  if (state.distance) {
    q.set("afstand", String(state.distance));
    if (state.postcode) q.set("postcode", normalisePostcode(state.postcode));
    if (state.houseNumber) q.set("huisnummer", state.houseNumber);
  }
  if (state.page > 1) q.set("pagina", String(state.page));
  const text = q.toString();
  return text ? `?${text}` : "";
}

/** The filter body of the calls (an entered postcode only when it looks like one). */
export function filterBodyOf(state: DirectoryState): ProfileFilterBody {
  const postcode = normalisePostcode(state.postcode);
  const usePostcode = state.distance > 0 && POSTCODE_PATTERN.test(postcode) && state.houseNumber !== "";
  return {
    Roles: state.roles,
    Genders: state.genders,
    AgeRanges: state.ageRanges,
    Interests: state.interests,
    Forms: state.forms,
    Distance: {
      Postcode: usePostcode ? postcode : "",
      HouseNumber: usePostcode ? Number(state.houseNumber) : null,
      Range: state.distance,
    },
  };
}

export function hasFilters(state: DirectoryState): boolean {
  return directorySearch({ ...state, page: 1 }) !== "";
}
