import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OpportunityView } from "../../domain/volunteers";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { AllOpportunities } from "./AllOpportunities";
import { OpportunityDetail } from "./OpportunityDetail";
import { expectLoadRetried, flakyRoute, useRetryClock } from "../../test-support/load-retry";
import { VolunteerContentList } from "./VolunteerContent";

const api = installFetchRouter();
// axe and several rounds of answers: slow on a busy two-core machine.
jest.setTimeout(20_000);

const OPEN: OpportunityView = {
  Id: 7,
  Slug: "gastles-verpleegkunde-utrecht",
  Title: "Gastles aan studenten verpleegkunde",
  Summary: "Vertel tweedejaars studenten hoe het is om met reuma te leven.",
  Description: "Een gastles van een uur.",
  Location: "Utrecht",
  Region: 10,
  RegionName: "Utrecht",
  StartDate: "2026-12-10",
  EndDate: "2026-12-10",
  Status: "open",
  Organisation: "Hogeschool Utrecht",
  Abilities: [{ Id: 102, Name: "Gastles geven aan studenten" }],
  IsInterested: false,
  MyReaction: null,
  Interested: null,
};

describe("OpportunityDetail", () => {
  it("shows the opportunity and lets a volunteer say yes, then no", async () => {
    api.on(`GET /api/v1/Opportunity/ervaringsdeskundigen/${OPEN.Slug}`, { body: OPEN });
    api.on("POST /api/v1/Volunteer/AddInterest/7", { body: { ...OPEN, IsInterested: true } });
    api.on("POST /api/v1/Volunteer/RemoveInterest/7", { body: { ...OPEN, IsInterested: false } });
    const user = userEvent.setup();
    render(<OpportunityDetail slug={OPEN.Slug} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Gastles aan studenten verpleegkunde" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Utrecht (Utrecht)")).toBeInTheDocument();
    expect(screen.getByText("10 december 2026")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Ja, ik wil helpen" }));
    expect(await screen.findByText("Je bent aangemeld. De organisatie neemt contact met je op.")).toBeInTheDocument();
    expect(screen.getByText("Je hebt je aangemeld voor deze vraag.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Nee, toch niet" }));
    expect(await screen.findByText("Je hebt je afgemeld voor deze vraag.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ja, ik wil helpen" })).toBeInTheDocument();
  });

  it("offers no sign-up on a closed opportunity", async () => {
    api.on(`GET /api/v1/Opportunity/ervaringsdeskundigen/${OPEN.Slug}`, { body: { ...OPEN, Status: "closed" } });
    render(<OpportunityDetail slug={OPEN.Slug} />);
    expect(await screen.findByText("Aanmelden kan niet meer: deze vraag is gesloten.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ja, ik wil helpen" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal at the button", async () => {
    api.on(`GET /api/v1/Opportunity/ervaringsdeskundigen/${OPEN.Slug}`, { body: OPEN });
    api.on("POST /api/v1/Volunteer/AddInterest/7", {
      status: 409,
      body: {
        status: 409,
        code: "OpportunityClosed",
        message: "Aanmelden kan niet meer: deze vraag is gesloten.",
        errors: {},
      },
    });
    const user = userEvent.setup();
    render(<OpportunityDetail slug={OPEN.Slug} />);
    await user.click(await screen.findByRole("button", { name: "Ja, ik wil helpen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Aanmelden kan niet meer: deze vraag is gesloten.");
  });

  it("shows organisers who is interested", async () => {
    api.on(`GET /api/v1/Opportunity/ervaringsdeskundigen/${OPEN.Slug}`, {
      body: {
        ...OPEN,
        Interested: [{ Id: "u1", Username: "Vrijwilliger", Since: "2026-11-20T10:00:00Z", Reaction: null }],
      },
    });
    render(<OpportunityDetail slug={OPEN.Slug} />);
    expect(
      await screen.findByRole("heading", { name: "1 ervaringsdeskundige heeft zich aangemeld" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Vrijwilliger, aangemeld op 20 november 2026")).toBeInTheDocument();
  });

  it("tells a participant who is not a volunteer how to sign up, and a visitor to log in", async () => {
    api.on(`GET /api/v1/Opportunity/ervaringsdeskundigen/${OPEN.Slug}`, {
      status: 403,
      body: { status: 403, code: "Forbidden", message: "Deze pagina is alleen voor ervaringsdeskundigen.", errors: {} },
    });
    const { unmount } = render(<OpportunityDetail slug={OPEN.Slug} />);
    expect(await screen.findByRole("link", { name: "Aanmelden als ervaringsdeskundige" })).toHaveAttribute(
      "href",
      "/account/ervaringsdeskundigen",
    );
    unmount();
    api.on(`GET /api/v1/Opportunity/ervaringsdeskundigen/${OPEN.Slug}`, {
      status: 401,
      body: { status: 401, code: "Unauthorized", message: "", errors: {} },
    });
    render(<OpportunityDetail slug={OPEN.Slug} />);
    expect(await screen.findByRole("heading", { name: "Alleen voor ervaringsdeskundigen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Inloggen" })).toHaveAttribute(
      "href",
      `/inloggen?returnUrl=%2Fervaringsdeskundigen%2F${OPEN.Slug}`,
    );
  });
});

describe("AllOpportunities", () => {
  it("filters by ability and province", async () => {
    api.on("GET /api/v1/AbilityCategory", {
      body: [
        { Id: 1, Name: "Vertellen en voorlichten", Abilities: [{ Id: 102, Name: "Gastles geven aan studenten" }] },
      ],
    });
    api.on("GET /api/v1/Opportunity", (request) => ({
      body: request.query.get("region") === "5" && request.query.get("abilityId") === "102" ? [] : [OPEN],
    }));
    const user = userEvent.setup();
    render(<AllOpportunities />);
    expect(await screen.findByText("1 vraag gevonden")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Gastles aan studenten verpleegkunde" })).toHaveAttribute(
      "href",
      "/ervaringsdeskundigen/gastles-verpleegkunde-utrecht",
    );
    await user.selectOptions(await screen.findByLabelText("Vaardigheid"), "102");
    await user.selectOptions(screen.getByLabelText("Provincie"), "Groningen");
    expect(await screen.findByText("Er zijn geen vragen die passen bij je keuze.")).toBeInTheDocument();
    expect(api.requests.map((request) => request.query.toString()).filter(Boolean)).toEqual([
      "abilityId=102",
      "abilityId=102&region=5",
    ]);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("VolunteerContentList", () => {
  it("lists the volunteer news from the API", async () => {
    api.on("GET /api/v1/drupal/content/volunteer-news", {
      body: [
        {
          Title: "Nieuwe training voor gespreksleiders",
          PublicationDate: "2025-09-10",
          Information: "In november start een nieuwe online training.",
          Slug: "training-gespreksleider",
        },
      ],
    });
    render(<VolunteerContentList kind="news" />);
    expect(await screen.findByRole("link", { name: "Nieuwe training voor gespreksleiders" })).toHaveAttribute(
      "href",
      "/ervaringsdeskundigen/nieuws/training-gespreksleider",
    );
    expect(screen.getByText("10 september 2025")).toBeInTheDocument();
  });
});

describe("OpportunityDetail load states (spec 001 §4, §9)", () => {
  afterEach(() => jest.useRealTimers());

  it("retries a failed load with the Dutch notice, then shows the opportunity", async () => {
    useRetryClock();
    const load = flakyRoute(api, `GET /api/v1/Opportunity/ervaringsdeskundigen/${OPEN.Slug}`, { body: OPEN });
    render(<OpportunityDetail slug={OPEN.Slug} />);
    await expectLoadRetried({
      attempts: () => api.requestsTo(`GET /api/v1/Opportunity/ervaringsdeskundigen/${OPEN.Slug}`).length,
      recover: () => (load.up = true),
      loaded: () => screen.findByRole("heading", { level: 1, name: "Gastles aan studenten verpleegkunde" }),
    });
  });
});
