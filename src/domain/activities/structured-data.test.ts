import { activityEvents, jsonLd } from "./structured-data";
import type { ODataActivity } from "./types";

const NOW = Date.parse("2026-05-12T13:00:00Z");

const source: ODataActivity = {
  Id: "a1",
  Modified: "2026-05-01T10:00:00.000Z",
  Title: "Wandelen </script>",
  PracticalInformation: null,
  SignupText: null,
  Picture: null,
  PhysicalActivityType: "Move",
  Slug: "wandelen",
  Description: "Rustig wandelen.",
  OnlineAlternative: false,
  Exertion: 1,
  PhysicalActivityEditions: [
    {
      Id: "past",
      Modified: "2026-05-01T10:00:00.000Z",
      LocationLabel: "Park",
      AddressLabel: "Laan 1, Utrecht",
      SignupURL: null,
      IsPublished: true,
      Lat: 52,
      Long: 5,
      ApproximateDates: [
        { Id: "d0", Modified: "", FromDate: "2026-04-01T08:00:00.000Z", ToDate: "2026-04-01T10:00:00.000Z" },
      ],
      StepFreeAccess: null,
      Seating: null,
      AccessibleToilet: null,
      Parking: null,
    },
    {
      Id: "next",
      Modified: "2026-05-01T10:00:00.000Z",
      LocationLabel: "Park",
      AddressLabel: "Laan 1, Utrecht",
      SignupURL: "www.example.org/x",
      IsPublished: true,
      Lat: 52,
      Long: 5,
      ApproximateDates: [
        { Id: "d1", Modified: "", FromDate: "2026-05-20T08:00:00.000Z", ToDate: "2026-05-20T10:00:00.000Z" },
      ],
      StepFreeAccess: null,
      Seating: null,
      AccessibleToilet: null,
      Parking: null,
    },
  ],
  Terms: [],
  Organizations: [{ Id: "o1", Name: "Club" }],
  Images: [],
};

describe("structured data of an activity", () => {
  it("describes each upcoming edition as a schema.org Event", () => {
    const events = activityEvents(source, NOW, "https://reumanl.nl/ontmoet-elkaar/activiteiten/wandelen/");
    expect(events).toEqual([
      expect.objectContaining({
        "@type": "Event",
        startDate: "2026-05-20T08:00:00.000Z",
        location: { "@type": "Place", name: "Park", address: "Laan 1, Utrecht" },
        organizer: { "@type": "Organization", name: "Club" },
        offers: { "@type": "Offer", url: "https://www.example.org/x" },
      }),
    ]);
  });

  it("escapes '<' so a title cannot end the script element", () => {
    expect(jsonLd(activityEvents(source, NOW, "x"))).not.toContain("</script>");
  });
});
