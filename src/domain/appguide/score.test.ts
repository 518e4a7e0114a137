import type { Answers } from "./answers";
import { fitsBudget, intensityMatch, recommendApps, scoreApp, type ScoredAppInput } from "./score";

const app = (slug: string, over: Partial<ScoredAppInput> = {}): ScoredAppInput => ({
  slug,
  name: slug,
  platforms: ["ios", "android"],
  price: "free",
  languages: ["nl"],
  goals: [],
  intensities: ["moderate"],
  reasons: [],
  accessibility: [],
  ...over,
});

const answers: Answers = {
  goals: ["strength", "balance"],
  reasons: ["at_home", "pacing"],
  intensity: "light",
  device: "android",
  budget: "freemium",
};

describe("the app guide's score", () => {
  it("adds 3 per goal, 2 per reason, 3 for the intensity (1 for the next one) and 1 for Dutch", () => {
    const best = app("best", {
      goals: ["strength", "balance", "fitness"],
      reasons: ["at_home", "pacing"],
      intensities: ["light"],
    });
    expect(scoreApp(best, answers)).toEqual({
      app: best,
      score: 6 + 4 + 3 + 1,
      goals: ["strength", "balance"],
      reasons: ["at_home", "pacing"],
      intensity: "exact",
      dutch: true,
    });
    const english = app("en", { goals: ["balance"], intensities: ["moderate"], languages: ["en"] });
    expect(scoreApp(english, answers)).toMatchObject({ score: 3 + 1, intensity: "near", dutch: false });
  });

  it("never recommends an app for another device or above the budget", () => {
    expect(scoreApp(app("ios", { platforms: ["ios"], goals: ["strength"] }), answers)).toBeNull();
    expect(scoreApp(app("paid", { price: "paid", goals: ["strength"] }), answers)).toBeNull();
    expect(fitsBudget("freemium", "freemium")).toBe(true);
    expect(fitsBudget("paid", "any")).toBe(true);
    expect(fitsBudget("freemium", "free")).toBe(false);
  });

  it("matches intensities exactly, next to each other, or not", () => {
    expect(intensityMatch(["light", "moderate"], "moderate")).toBe("exact");
    expect(intensityMatch(["vigorous"], "moderate")).toBe("near");
    expect(intensityMatch(["vigorous"], "light")).toBe("none");
  });

  it("gives the top 3, best first, without apps that serve no goal and no reason", () => {
    const apps = [
      app("a", { goals: ["strength"] }),
      app("b", { goals: ["strength", "balance"], reasons: ["pacing"] }),
      app("c", { reasons: ["at_home"] }),
      app("d", { goals: ["fitness"], intensities: ["light"] }),
      app("e", { goals: ["balance"], reasons: ["at_home"] }),
    ];
    expect(recommendApps(apps, answers).map((r) => r.app.slug)).toEqual(["b", "e", "a"]);
    expect(recommendApps(apps, answers, 10).map((r) => r.app.slug)).toEqual(["b", "e", "a", "c"]);
  });

  it("breaks ties by accessibility features, then by Dutch name, whatever the input order", () => {
    const apps = [
      app("Zwemmen", { goals: ["strength"] }),
      app("Beweeg", { goals: ["strength"] }),
      app("Yoga", { goals: ["strength"], accessibility: ["voice"] }),
    ];
    expect(recommendApps(apps, answers).map((r) => r.app.slug)).toEqual(["Yoga", "Beweeg", "Zwemmen"]);
    expect(recommendApps([...apps].reverse(), answers).map((r) => r.app.slug)).toEqual(["Yoga", "Beweeg", "Zwemmen"]);
  });

  it("shows fewer than 3 when fewer apps fit", () => {
    expect(
      recommendApps(
        [app("one", { goals: ["balance"] }), app("web", { platforms: ["web"], goals: ["balance"] })],
        answers,
      ),
    ).toHaveLength(1);
  });
});
