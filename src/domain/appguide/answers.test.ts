import {
  EMPTY_ANSWERS,
  firstIncompleteStep,
  isComplete,
  parseAnswers,
  serializeAnswers,
  stepError,
  stepFromSearch,
  toggleGoal,
  toggleReason,
  type Answers,
} from "./answers";

const full: Answers = {
  goals: ["strength", "balance"],
  reasons: ["at_home", "pacing"],
  intensity: "moderate",
  device: "android",
  budget: "free",
};

describe("the wizard's answers in the address", () => {
  it("round-trips every answer and the step", () => {
    const search = serializeAnswers(full, 5);
    expect(search).toBe(
      "?step=5&goals=strength,balance&reasons=at_home,pacing&intensity=moderate&device=android&budget=free",
    );
    expect(parseAnswers(search)).toEqual(full);
    expect(stepFromSearch(search)).toBe(5);
  });

  it("leaves out the first step and empty answers", () => {
    expect(serializeAnswers(EMPTY_ANSWERS, 1)).toBe("");
    expect(serializeAnswers({ ...EMPTY_ANSWERS, goals: ["fitness"] })).toBe("?goals=fitness");
  });

  it("drops unknown and repeated values and keeps at most 2 goals", () => {
    const answers = parseAnswers(
      "?goals=balance,flying,balance,fitness,strength&reasons=x,together&intensity=extreme&device=symbian&budget=cheap",
    );
    expect(answers).toEqual({
      goals: ["balance", "fitness"],
      reasons: ["together"],
      intensity: null,
      device: null,
      budget: null,
    });
  });

  it("never shows a step beyond the first unanswered question", () => {
    expect(stepFromSearch("?step=4&goals=balance")).toBe(1);
    expect(stepFromSearch("?step=4&goals=balance,fitness")).toBe(2);
    expect(stepFromSearch("?step=3&goals=balance,fitness&reasons=guidance")).toBe(3);
    expect(stepFromSearch("?step=9&goals=balance,fitness")).toBe(1);
    expect(stepFromSearch("?step=abc")).toBe(1);
  });
});

describe("the rules of each question (spec 001 §5)", () => {
  it("asks for exactly 2 goals", () => {
    expect(stepError("goals", EMPTY_ANSWERS)).toBe("errors.goals.none");
    expect(stepError("goals", { ...EMPTY_ANSWERS, goals: ["fitness"] })).toBe("errors.goals.one");
    expect(stepError("goals", full)).toBeNull();
  });

  it("refuses a third goal and keeps the two chosen", () => {
    const result = toggleGoal(full, "fitness", true);
    expect(result.error).toBe("errors.goals.tooMany");
    expect(result.answers.goals).toEqual(["strength", "balance"]);
    const after = toggleGoal(toggleGoal(full, "balance", false).answers, "fitness", true);
    expect(after).toEqual({ answers: { ...full, goals: ["strength", "fitness"] }, error: null });
  });

  it("asks for at least 1 reason, 1 intensity, a device and a budget", () => {
    expect(stepError("reasons", EMPTY_ANSWERS)).toBe("errors.reasons.required");
    expect(stepError("reasons", toggleReason(EMPTY_ANSWERS, "motivation", true))).toBeNull();
    expect(toggleReason(full, "pacing", false).reasons).toEqual(["at_home"]);
    expect(stepError("intensity", EMPTY_ANSWERS)).toBe("errors.intensity.required");
    expect(stepError("device", EMPTY_ANSWERS)).toBe("errors.device.required");
    expect(stepError("budget", EMPTY_ANSWERS)).toBe("errors.budget.required");
  });

  it("knows when all five questions are answered", () => {
    expect(firstIncompleteStep(EMPTY_ANSWERS)).toBe(1);
    expect(firstIncompleteStep({ ...full, budget: null })).toBe(5);
    expect(firstIncompleteStep(full)).toBeNull();
    expect(isComplete(full)).toBe(true);
  });
});
