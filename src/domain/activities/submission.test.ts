import { hasText } from "../../i18n/translate";
import { fieldErrorsOf } from "../field-errors";
import { activitySubmissionSchema, slugify } from "./submission";

function inDays(days: number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + days * 86400000));
}

const valid = {
  OrganizationName: "Club",
  ContactName: "Petra",
  ContactEmail: "petra@example.org",
  Title: "Wandelen",
  PhysicalActivityType: "Move",
  Description: "Rustig wandelen.",
  SignupText: "Meld je aan.",
  Terms: [72003],
  Exertion: 1,
  Editions: [
    {
      Date: inDays(3),
      StartTime: "10:00",
      EndTime: "12:00",
      LocationLabel: "Park",
      Street: "Laan",
      HouseNumber: "1",
      Postcode: "3511 lx",
      City: "Utrecht",
    },
  ],
};

describe("the submission schema", () => {
  it("accepts a complete submission and normalises it", () => {
    const parsed = activitySubmissionSchema.parse(valid);
    expect(parsed.Editions[0]!.Postcode).toBe("3511LX");
    expect(parsed.Editions[0]!.StepFreeAccess).toBe(false);
    expect(parsed.PracticalInformation).toBe("");
    expect(parsed.OnlineAlternative).toBe(false);
  });

  it("accepts today, and an edition that ends on a later day before its start time", () => {
    expect(
      activitySubmissionSchema.safeParse({ ...valid, Editions: [{ ...valid.Editions[0], Date: inDays(0) }] }).success,
    ).toBe(true);
    expect(
      activitySubmissionSchema.safeParse({
        ...valid,
        Editions: [{ ...valid.Editions[0], EndDate: inDays(4), EndTime: "09:00" }],
      }).success,
    ).toBe(true);
  });

  it("names each problem at its field with a key that has a Dutch text", () => {
    const result = activitySubmissionSchema.safeParse({
      ...valid,
      Title: "",
      PhysicalActivityType: "Dance",
      Terms: [1],
      Exertion: 4,
      Editions: [
        {
          ...valid.Editions[0],
          Date: inDays(-1),
          EndDate: inDays(-2),
          StartTime: "25:00",
          HouseNumber: "1a",
          SignupURL: "javascript:alert(1)",
        },
      ],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const fields = fieldErrorsOf(result.error, "path");
    expect(Object.keys(fields).sort()).toEqual(
      [
        "Editions.0.Date",
        "Editions.0.EndDate",
        "Editions.0.HouseNumber",
        "Editions.0.SignupURL",
        "Editions.0.StartTime",
        "Exertion",
        "PhysicalActivityType",
        "Terms",
        "Title",
      ].sort(),
    );
    for (const keys of Object.values(fields)) for (const key of keys) expect(hasText("activities", key)).toBe(true);
  });

  it("needs at least one and at most ten editions", () => {
    expect(activitySubmissionSchema.safeParse({ ...valid, Editions: [] }).success).toBe(false);
    expect(activitySubmissionSchema.safeParse({ ...valid, Editions: Array(11).fill(valid.Editions[0]) }).success).toBe(
      false,
    );
  });

  it("makes a lower-case slug from a title", () => {
    expect(slugify("Wandelen in 't Park!")).toBe("wandelen-in-t-park");
    expect(slugify("Café Reüma")).toBe("cafe-reuma");
    expect(slugify("!!!")).toBe("activiteit");
  });
});
