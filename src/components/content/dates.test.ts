import { formatDutchDate, latestDate } from "./dates";

describe("formatDutchDate", () => {
  it("writes dates in Dutch", () => {
    expect(formatDutchDate("2025-01-20")).toBe("20 januari 2025");
    expect(formatDutchDate("2024-10-14T15:30:00+02:00")).toBe("14 oktober 2024");
  });
  it("returns null for missing or invalid dates", () => {
    expect(formatDutchDate(null)).toBeNull();
    expect(formatDutchDate("geen datum")).toBeNull();
  });
});

describe("latestDate", () => {
  it("takes the later of last review and last change", () => {
    expect(latestDate("2025-01-20", "2025-02-01T10:00:00+01:00")).toBe("2025-02-01T10:00:00+01:00");
    expect(latestDate("2025-03-01", "2025-02-01T10:00:00+01:00", null)).toBe("2025-03-01");
    expect(latestDate(null, undefined)).toBeNull();
  });
});
