/**
 * The sample apps of the app guide (issue 18): at least 15, each at /keuzehulp/applicaties/<slug>
 * with a logo, and enough variety that every possible set of answers gets three recommendations.
 */
import { STEPS, type Answers } from "../src/domain/appguide/answers";
import { toGuideApp, type GuideApp } from "../src/domain/appguide/apps";
import { BUDGETS, GOALS, INTENSITIES, PLATFORMS, REASONS } from "../src/domain/appguide/options";
import { recommendApps } from "../src/domain/appguide/score";
import { loadSampleSources, defaultContentRoot } from "./source";
import path from "node:path";
import { normalize } from "./normalize";

const sources = loadSampleSources(defaultContentRoot()).filter((source) => source.type === "node--app");
const apps = sources.map((source) => toGuideApp(source as never)).filter((app): app is GuideApp => app !== null);

describe("the sample apps", () => {
  it("are at least 15, all under /keuzehulp/applicaties/ with a logo and a date checked", () => {
    expect(sources.length).toBeGreaterThanOrEqual(15);
    expect(apps).toHaveLength(sources.length);
    for (const source of sources) {
      expect(typeof source.field_logo).toBe("string");
      expect(source.field_date_checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("give three recommendations for every possible set of answers", () => {
    expect(STEPS).toHaveLength(5);
    const pairs = GOALS.flatMap((a, i) => GOALS.slice(i + 1).map((b) => [a, b] as const));
    let checked = 0;
    for (const goals of pairs)
      for (const reason of REASONS)
        for (const intensity of INTENSITIES)
          for (const device of PLATFORMS)
            for (const budget of BUDGETS) {
              const answers: Answers = { goals: [...goals], reasons: [reason], intensity, device, budget };
              const top = recommendApps(apps, answers);
              if (top.length !== 3) throw new Error(`only ${top.length} for ${JSON.stringify(answers)}`);
              checked += 1;
            }
    expect(checked).toBe(15 * 6 * 3 * 3 * 3);
  });
});

describe("list values", () => {
  it("refuses a value outside the field's allowed values", () => {
    const bad = {
      type: "node--app",
      key: "app/x",
      title: "X",
      path: "/keuzehulp/applicaties/x",
      field_summary: "x",
      field_price: "cheap",
    };
    expect(() => normalize([bad], { filesDir: path.join(defaultContentRoot(), "files") })).toThrow(
      /"cheap" is not an allowed value/,
    );
  });
});
