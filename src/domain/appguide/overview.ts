/**
 * The filters of /keuzehulp/overzicht (platform, price, goal) in the address:
 * `?platform=android&price=free&goal=balance`. One value each; unknown values are left out.
 */
import { isGoal, isPlatform, isPrice, type Goal, type Platform, type Price } from "./options";
import type { ScoredAppInput } from "./score";

export interface OverviewFilters {
  platform: Platform | null;
  price: Price | null;
  goal: Goal | null;
}

export const NO_FILTERS: OverviewFilters = { platform: null, price: null, goal: null };

export function parseOverviewFilters(search: string | URLSearchParams): OverviewFilters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const platform = params.get("platform");
  const price = params.get("price");
  const goal = params.get("goal");
  return {
    platform: isPlatform(platform) ? platform : null,
    price: isPrice(price) ? price : null,
    goal: isGoal(goal) ? goal : null,
  };
}

export function serializeOverviewFilters(filters: OverviewFilters): string {
  const params = new URLSearchParams();
  if (filters.platform) params.set("platform", filters.platform);
  if (filters.price) params.set("price", filters.price);
  if (filters.goal) params.set("goal", filters.goal);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function hasOverviewFilters(filters: OverviewFilters): boolean {
  return filters.platform !== null || filters.price !== null || filters.goal !== null;
}

/** The apps that meet every set filter, in their given order. */
export function filterApps<A extends Pick<ScoredAppInput, "platforms" | "price" | "goals">>(
  apps: readonly A[],
  filters: OverviewFilters,
): A[] {
  return apps.filter(
    (app) =>
      (!filters.platform || app.platforms.includes(filters.platform)) &&
      (!filters.price || app.price === filters.price) &&
      (!filters.goal || app.goals.includes(filters.goal)),
  );
}
