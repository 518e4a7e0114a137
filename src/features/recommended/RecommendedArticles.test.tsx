import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RecommendedArticlesAnswer } from "../../domain/recommended-articles";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { RecommendedIsland } from "./RecommendedIsland";

const api = installFetchRouter();
jest.setTimeout(30_000);
const CARLA = { Id: "00000000-0000-4000-8000-000000000005", Username: "Carla", IsVolunteer: false };
const CALL = "GET /api/v1/Search/recommended";

const ANSWER: RecommendedArticlesAnswer = {
  HasProfileTerms: true,
  Articles: [
    {
      Id: "a1",
      Title: "Reumatoïde artritis",
      Description: "Wat RA is en hoe het behandeld wordt.",
      Path: "/over-reuma/reumatoide-artritis",
      Dossier: "Reumatoïde artritis",
      DossierPath: "/over-reuma/dossiers/reumatoide-artritis/",
    },
    {
      Id: "a2",
      Title: "Reuma en je werkgever",
      Description: null,
      Path: "/leven-met-reuma/reuma-en-je-werkgever",
      Dossier: null,
      DossierPath: null,
    },
  ],
};

beforeEach(() => forgetCurrentUser());

describe("RecommendedIsland (spec 000 §1: recommended articles)", () => {
  it("shows a visitor nothing and asks for nothing", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    api.on(CALL, { body: ANSWER });
    const { container } = render(<RecommendedIsland />);
    await waitFor(() => expect(api.requestsTo("GET /api/v1/CustomUser")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(api.requestsTo(CALL)).toHaveLength(0);
  });

  it("shows a participant a titled list of article cards that link to the articles", async () => {
    api.on("GET /api/v1/CustomUser", { body: CARLA });
    api.on(CALL, { body: ANSWER });
    render(<RecommendedIsland />);
    const section = await screen.findByRole("region", { name: "Aanbevolen voor jou" });
    await within(section).findByRole("link", { name: "Reumatoïde artritis" });
    const cards = within(section).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole("link", { name: "Reumatoïde artritis" })).toHaveAttribute(
      "href",
      "/over-reuma/reumatoide-artritis",
    );
    expect(within(cards[0]!).getByText("Uit het dossier Reumatoïde artritis")).toBeInTheDocument();
    expect(within(cards[0]!).getByText("Wat RA is en hoe het behandeld wordt.")).toBeInTheDocument();
    expect(within(cards[1]!).getByRole("link", { name: "Reuma en je werkgever" })).toHaveAttribute(
      "href",
      "/leven-met-reuma/reuma-en-je-werkgever",
    );
    expect(
      within(section).getByText("Artikelen die passen bij de vormen van reuma en de onderwerpen in je profiel."),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("offers the profile when it has no forms of rheumatism or interests yet", async () => {
    api.on("GET /api/v1/CustomUser", { body: CARLA });
    api.on(CALL, { body: { HasProfileTerms: false, Articles: [] } });
    render(<RecommendedIsland />);
    expect(
      await screen.findByText(
        "Vul in je profiel in welke vorm van reuma je hebt en welke onderwerpen je interesseren. Dan laten we hier artikelen zien die bij jou passen.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar je profiel" })).toHaveAttribute("href", "/account/profiel/");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says when nothing matches the profile yet", async () => {
    api.on("GET /api/v1/CustomUser", { body: CARLA });
    api.on(CALL, { body: { HasProfileTerms: true, Articles: [] } });
    render(<RecommendedIsland />);
    expect(
      await screen.findByText(
        "We hebben nog geen artikelen die passen bij je profiel. Kijk in je profiel of je vormen van reuma en onderwerpen kloppen.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar je profiel" })).toHaveAttribute("href", "/account/profiel/");
  });

  it("turns a failed load into the shared Dutch notice and loads again on request", async () => {
    api.on("GET /api/v1/CustomUser", { body: CARLA });
    let failing = true;
    api.on(CALL, () => (failing ? { status: 503, body: {} } : { body: ANSWER }));
    const user = userEvent.setup();
    render(<RecommendedIsland />);
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent(
      "Er is geen verbinding met de server. We proberen het over 10 seconden opnieuw (poging 1 van 10).",
    );
    failing = false;
    await user.click(within(notice).getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByRole("link", { name: "Reumatoïde artritis" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
