import { isOverLimit, RATE_POLICIES, secondsUntilWindowEnds, subjectKey, windowStartOf } from "./rate-limit";

describe("fixed-window rate-limit math", () => {
  const fifteenMinutes = 15 * 60;

  it("puts every moment of a window in the same window", () => {
    const start = Date.UTC(2026, 10, 21, 12, 0, 0);
    expect(windowStartOf(start, fifteenMinutes).getTime()).toBe(start);
    expect(windowStartOf(start + 14 * 60_000 + 59_999, fifteenMinutes).getTime()).toBe(start);
    expect(windowStartOf(start + 15 * 60_000, fifteenMinutes).getTime()).toBe(start + 15 * 60_000);
  });

  it("tells how long until the window ends, at least one second", () => {
    const start = Date.UTC(2026, 10, 21, 12, 0, 0);
    expect(secondsUntilWindowEnds(start, fifteenMinutes)).toBe(900);
    expect(secondsUntilWindowEnds(start + 899_500, fifteenMinutes)).toBe(1);
    expect(secondsUntilWindowEnds(start + 60_000, fifteenMinutes)).toBe(840);
  });

  it("allows exactly `limit` hits per window", () => {
    expect(isOverLimit(10, 10)).toBe(false);
    expect(isOverLimit(11, 10)).toBe(true);
  });

  it("never locks a real person out for long", () => {
    for (const policy of Object.values(RATE_POLICIES)) {
      expect(policy.windowSeconds).toBeLessThanOrEqual(3600);
      expect(policy.limit).toBeGreaterThanOrEqual(3);
    }
    expect(RATE_POLICIES.loginPerEmailAndIp).toEqual({ bucket: "login:email-ip", limit: 10, windowSeconds: 900 });
    expect(RATE_POLICIES.loginPerEmail).toEqual({ bucket: "login:email", limit: 50, windowSeconds: 900 });
  });

  it("stores subjects as keyed hashes, the same for any letter case", () => {
    const key = subjectKey("secret-a", "login:email", "Anna@Example.nl");
    expect(key).toBe(subjectKey("secret-a", "login:email", "anna@example.nl"));
    expect(key).not.toContain("anna");
    expect(key).not.toBe(subjectKey("secret-b", "login:email", "anna@example.nl"));
    expect(key).not.toBe(subjectKey("secret-a", "login:ip", "anna@example.nl"));
  });
});
