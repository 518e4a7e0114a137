/**
 * The guide's state in the address (spec 001 §2.3): type (comma list), term (comma list), fromDate,
 * toDate, postcode, houseNumber, distance, lat, long, mode (default overview; suggestedActivities
 * for recommendations), page=N; beyond the spec: access (comma list) and effort (1–3).
 * Parsing is forgiving: an unknown or malformed value is left out, never an error.
 */
import { isDistanceOption, type DistanceOption } from "./distance";
import { normalisePostcode } from "../postcode";
import { parseDayKey } from "./time";
import {
  ACCESS_FILTERS,
  EXERTION_LEVELS,
  isTypeFilter,
  type AccessFilter,
  type Exertion,
  type TypeFilter,
} from "./types";
import { commaList, unique } from "../url-lists";

export const GUIDE_MODES = ["overview", "suggestedActivities"] as const;
export type GuideMode = (typeof GUIDE_MODES)[number];

export interface GuideQuery {
  types: TypeFilter[];
  terms: number[];
  fromDate: string | null;
  toDate: string | null;
  postcode: string;
  houseNumber: string;
  distance: DistanceOption;
  lat: number | null;
  long: number | null;
  mode: GuideMode;
  /** The page asked for (1-based); checked against the number of pages by the caller. */
  page: number | null;
  access: AccessFilter[];
  effort: Exertion | null;
}

export const EMPTY_QUERY: GuideQuery = {
  types: [],
  terms: [],
  fromDate: null,
  toDate: null,
  postcode: "",
  houseNumber: "",
  distance: 0,
  lat: null,
  long: null,
  mode: "overview",
  page: null,
  access: [],
  effort: null,
};

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

export function parseGuideQuery(search: string | URLSearchParams): GuideQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const distance = Number(params.get("distance") ?? 0);
  const page = params.get("page");
  const effort = Number(params.get("effort"));
  const houseNumber = (params.get("houseNumber") ?? "").trim();
  return {
    types: unique(commaList(params.get("type")).filter(isTypeFilter)),
    terms: unique(
      commaList(params.get("term"))
        .filter((item) => /^\d{1,9}$/.test(item))
        .map(Number),
    ),
    fromDate: parseDayKey(params.get("fromDate")) ? params.get("fromDate") : null,
    toDate: parseDayKey(params.get("toDate")) ? params.get("toDate") : null,
    postcode: normalisePostcode(params.get("postcode") ?? "").slice(0, 7),
    houseNumber: /^\d{1,5}$/.test(houseNumber) ? houseNumber : "",
    distance: isDistanceOption(distance) ? distance : 0,
    lat: coordinate(params.get("lat"), 90),
    long: coordinate(params.get("long"), 180),
    mode: params.get("mode") === "suggestedActivities" ? "suggestedActivities" : "overview",
    page: page !== null && /^\d{1,6}$/.test(page) ? Number(page) : null,
    access: unique(
      commaList(params.get("access")).filter((item): item is AccessFilter =>
        (ACCESS_FILTERS as readonly string[]).includes(item),
      ),
    ),
    effort: (EXERTION_LEVELS as readonly number[]).includes(effort) ? (effort as Exertion) : null,
  };
}

/** The query string ("?type=Move&page=2", or "" when nothing is set); defaults are left out. */
export function serializeGuideQuery(query: GuideQuery): string {
  const params = new URLSearchParams();
  if (query.types.length) params.set("type", query.types.join(","));
  if (query.terms.length) params.set("term", query.terms.join(","));
  if (query.fromDate) params.set("fromDate", query.fromDate);
  if (query.toDate) params.set("toDate", query.toDate);
  if (query.postcode) params.set("postcode", query.postcode);
  if (query.houseNumber) params.set("houseNumber", query.houseNumber);
  if (query.distance) params.set("distance", String(query.distance));
  if (query.lat !== null) params.set("lat", String(query.lat));
  if (query.long !== null) params.set("long", String(query.long));
  if (query.access.length) params.set("access", query.access.join(","));
  if (query.effort !== null) params.set("effort", String(query.effort));
  if (query.mode !== "overview") params.set("mode", query.mode);
  if (query.page !== null && query.page > 1) params.set("page", String(query.page));
  const text = params.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}

/** Whether any filter is set (the "remove all" action shows then). Mode and page are not filters. */
export function hasActiveFilters(query: GuideQuery): boolean {
  return (
    query.types.length > 0 ||
    query.terms.length > 0 ||
    query.fromDate !== null ||
    query.toDate !== null ||
    query.postcode !== "" ||
    query.houseNumber !== "" ||
    query.distance !== 0 ||
    query.access.length > 0 ||
    query.effort !== null
  );
}

/** Every filter removed; the mode stays, the page goes back to the first. */
export function withoutFilters(query: GuideQuery): GuideQuery {
  return { ...EMPTY_QUERY, mode: query.mode };
}
