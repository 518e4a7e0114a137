import { helplineOf, telOf } from "./helpline";

describe("the footer's helpline from the site settings", () => {
  it("dials a Dutch number internationally and keeps an international one", () => {
    expect(telOf("030 - 760 45 50")).toBe("+31307604550");
    expect(telOf("088-2772525")).toBe("+31882772525");
    expect(telOf("+32 2 555 12 12")).toBe("+3225551212");
    expect(telOf("0031 30 760 45 50")).toBe("+31307604550");
    expect(telOf("geen")).toBeNull();
  });

  it("takes the published homepage changed last, and needs a title and a number", () => {
    const helpline = helplineOf([
      { status: true, changed: "2025-01-01", field_helpline_title: "Oud", field_helpline_phone: "010 123 45 67" },
      {
        status: true,
        changed: "2025-03-10",
        field_helpline_title: " Vragen? Bel ons ",
        field_helpline_phone: "030 - 760 45 50",
        field_helpline_hours: "werkdagen 10.00–14.00 uur",
      },
      { status: false, changed: "2026-01-01", field_helpline_title: "Concept", field_helpline_phone: "020 000 00 00" },
    ]);
    expect(helpline).toEqual({
      title: "Vragen? Bel ons",
      phone: "030 - 760 45 50",
      tel: "+31307604550",
      hours: "werkdagen 10.00–14.00 uur",
    });
    expect(helplineOf([{ status: true, field_helpline_title: "Vragen?", field_helpline_phone: "" }])).toBeNull();
    expect(helplineOf([])).toBeNull();
  });
});
