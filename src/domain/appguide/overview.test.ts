import { filterApps, hasOverviewFilters, NO_FILTERS, parseOverviewFilters, serializeOverviewFilters } from "./overview";

const apps = [
  { slug: "a", platforms: ["ios", "android"], price: "free", goals: ["balance"] },
  { slug: "b", platforms: ["web"], price: "paid", goals: ["balance", "fitness"] },
  { slug: "c", platforms: ["android", "web"], price: "freemium", goals: ["fitness"] },
] as const;

describe("the overview's filters", () => {
  it("round-trip through the address and drop unknown values", () => {
    expect(serializeOverviewFilters({ platform: "android", price: "free", goal: "balance" })).toBe(
      "?platform=android&price=free&goal=balance",
    );
    expect(parseOverviewFilters("?platform=android&price=free&goal=balance")).toEqual({
      platform: "android",
      price: "free",
      goal: "balance",
    });
    expect(parseOverviewFilters("?platform=nokia&price=1&goal=fly")).toEqual(NO_FILTERS);
    expect(serializeOverviewFilters(NO_FILTERS)).toBe("");
    expect(hasOverviewFilters(NO_FILTERS)).toBe(false);
  });

  it("keep the apps that meet every set filter", () => {
    const slugs = (filters: Parameters<typeof filterApps>[1]) => filterApps(apps, filters).map((app) => app.slug);
    expect(slugs(NO_FILTERS)).toEqual(["a", "b", "c"]);
    expect(slugs({ ...NO_FILTERS, platform: "android" })).toEqual(["a", "c"]);
    expect(slugs({ ...NO_FILTERS, platform: "web", goal: "fitness" })).toEqual(["b", "c"]);
    expect(slugs({ platform: "web", price: "paid", goal: "fitness" })).toEqual(["b"]);
    expect(slugs({ ...NO_FILTERS, price: "free", goal: "fitness" })).toEqual([]);
  });
});
