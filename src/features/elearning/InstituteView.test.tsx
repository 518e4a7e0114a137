import { render, screen, within } from "@testing-library/react";
import type { InstituteView } from "../../domain/learning";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { InstituteOverview } from "./InstituteView";
import { learningRouteOf } from "./routes";

const api = installFetchRouter();
jest.setTimeout(20_000);

const INSTITUTE: InstituteView = {
  Id: 1,
  Name: "Hogeschool Domstad, Verpleegkunde",
  Licences: [
    {
      Id: 2,
      Description: "Licentie studiejaar 2026",
      State: "active",
      Current: true,
      Since: "2026-09-25",
      ValidUntil: "2027-09-25",
      ExpiredOn: null,
    },
    {
      Id: 1,
      Description: "Licentie studiejaar 2025",
      State: "expired",
      Current: false,
      Since: "2025-09-25",
      ValidUntil: null,
      ExpiredOn: "2026-09-25",
    },
  ],
  Groups: [
    {
      Id: 4,
      Code: "Reumazorg 2026",
      Institute: "Hogeschool Domstad, Verpleegkunde",
      Courses: ["Leven met reuma", "Reumazorg in de praktijk"],
      Students: 3,
    },
  ],
  Teachers: [{ Name: "Marieke Jansen", Specializations: ["Reumaverpleegkunde", "Voorlichting en zelfmanagement"] }],
};

describe("InstituteOverview", () => {
  it("shows an employee the licences with their state, the groups and the teachers' specialisations", async () => {
    api.on("GET /api/v1/learning/institutes", { body: [INSTITUTE] });
    render(<InstituteOverview />);
    const current = (await screen.findByRole("heading", { name: "Licentie studiejaar 2026" })).closest("li")!;
    expect(within(current as HTMLElement).getByText("Actief · Geldt nu")).toBeInTheDocument();
    expect(
      within(current as HTMLElement).getByText("Sinds 25 september 2026. Geldig tot en met 25 september 2027"),
    ).toBeInTheDocument();
    expect(
      within(current as HTMLElement).getByText("Studenten van je lesgroepen kunnen de trainingen volgen."),
    ).toBeInTheDocument();
    const earlier = screen.getByRole("heading", { name: "Licentie studiejaar 2025" }).closest("li")!;
    expect(within(earlier as HTMLElement).getByText("Verlopen · Eerder")).toBeInTheDocument();
    expect(
      within(earlier as HTMLElement).getByText("Sinds 25 september 2025. Verlopen op 25 september 2026"),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Reumazorg 2026" })).toBeInTheDocument();
    expect(screen.getByText("3 studenten")).toBeInTheDocument();
    expect(screen.getByText("Specialisaties: Reumaverpleegkunde, Voorlichting en zelfmanagement")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("explains a pending payment of the current licence", async () => {
    api.on("GET /api/v1/learning/institutes", {
      body: [
        {
          ...INSTITUTE,
          Licences: [
            {
              Id: 3,
              Description: "Licentie 2026",
              State: "payment_pending",
              Current: true,
              Since: "2026-11-19",
              ValidUntil: null,
              ExpiredOn: null,
            },
          ],
          Teachers: [],
        },
      ],
    });
    render(<InstituteOverview />);
    expect(await screen.findByText("Betaling nog niet rond · Geldt nu")).toBeInTheDocument();
    expect(
      screen.getByText("De betaling is nog niet verwerkt. Zodra de betaling binnen is, kunnen studenten beginnen."),
    ).toBeInTheDocument();
    expect(screen.getByText("Je instelling heeft nog geen docenten.")).toBeInTheDocument();
  });

  it("tells someone who is no employee so", async () => {
    api.on("GET /api/v1/learning/institutes", { body: [] });
    render(<InstituteOverview />);
    expect(await screen.findByText("Je bent geen medewerker van een instelling.")).toBeInTheDocument();
  });

  it("is the page of /trainingen/instituut/", () => {
    expect(learningRouteOf("/trainingen/instituut/")).toEqual({ kind: "institute" });
  });
});
