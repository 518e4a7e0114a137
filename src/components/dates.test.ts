import { formatDateTime, formatDay, formatMonthYear, latestDate } from "./dates";

describe("dates", () => {
  it("are Dutch and in Dutch time wherever the code runs", () => {
    expect(formatDay("2025-01-20")).toBe("20 januari 2025");
    expect(formatDay("2024-10-14T15:30:00+02:00")).toBe("14 oktober 2024");
    expect(formatDateTime("2026-03-12T13:05:00.000Z")).toBe("12 maart 2026 om 14:05");
    expect(formatDateTime("2026-07-01T22:30:00.000Z")).toBe("2 juli 2026 om 00:30");
    expect(formatDay("2026-07-01T22:30:00.000Z")).toBe("2 juli 2026");
    expect(formatMonthYear("2025-11-02T12:00:00Z")).toBe("november 2025");
  });

  it("are null for missing or invalid dates", () => {
    expect(formatDay(null)).toBeNull();
    expect(formatDay("geen datum")).toBeNull();
    expect(formatDateTime("geen datum")).toBeNull();
  });

  it("take the later of last review and last change", () => {
    expect(latestDate("2025-01-20", "2025-02-01T10:00:00+01:00")).toBe("2025-02-01T10:00:00+01:00");
    expect(latestDate("2025-03-01", "2025-02-01T10:00:00+01:00", null)).toBe("2025-03-01");
    expect(latestDate(null, undefined)).toBeNull();
  });
});
