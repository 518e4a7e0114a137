import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { pageNavigation } from "../../platform/browser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { ModerationQueue } from "./ModerationQueue";
import { flag, page } from "../../test-support/community-fixtures";
import { plainTextToRichText } from "../../domain/rich-text/text";

const api = installFetchRouter();
const MODERATOR = { Id: "00000000-0000-4000-8000-000000000001", Username: "Moderator", IsVolunteer: false };

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(pageNavigation, "assign").mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe("ModerationQueue", () => {
  it("shows the text as it was reported, and as it is now when it changed since (decision 310)", async () => {
    api.on("GET /api/v1/CustomUser", { body: MODERATOR });
    const changed = flag({
      Reaction: { ...flag().Reaction!, Body: plainTextToRichText("weggepoetst") },
      Reported: {
        Title: "Tips voor de ochtendstijfheid",
        Body: plainTextToRichText("Koop mijn pillen!"),
        Changed: true,
      },
    });
    const conversationReport = flag({
      FlagId: 8,
      Reaction: null,
      Reported: {
        Title: "Tips voor de ochtendstijfheid",
        Body: plainTextToRichText("De tekst van het gesprek toen."),
        Changed: false,
      },
    });
    api.on("GET /api/v1/moderation/queue", { body: page([changed, conversationReport], { PageSize: 20 }) });
    render(<ModerationQueue />);
    const item = (await screen.findByRole("heading", { name: "Melding over een reactie van Dirk" })).closest("li")!;
    expect(within(item).getByText("Zo stond het er toen het werd gemeld:")).toBeInTheDocument();
    expect(within(item).getByText("Koop mijn pillen!")).toBeInTheDocument();
    expect(within(item).getByText("Zo staat het er nu:")).toBeInTheDocument();
    expect(within(item).getByText("weggepoetst")).toBeInTheDocument();
    const about = (
      await screen.findByRole("heading", { name: "Melding over het gesprek 'Tips voor de ochtendstijfheid'" })
    ).closest("li")!;
    expect(within(about).getByText("De tekst van het gesprek toen.")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a report with the reporter's reason and hides the reported reaction", async () => {
    api.on("GET /api/v1/CustomUser", { body: MODERATOR });
    let open = true;
    api.on("GET /api/v1/moderation/queue", () => ({
      body: open ? page([flag({ ReportCount: 3 })], { PageSize: 20 }) : page([], { PageSize: 20 }),
    }));
    api.on("POST /api/v1/moderation/flags/7", () => {
      open = false;
      return { status: 204 };
    });
    const user = userEvent.setup();
    render(<ModerationQueue />);
    const item = (await screen.findByRole("heading", { name: "Melding over een reactie van Dirk" })).closest("li")!;
    expect(within(item).getByText("Dit is reclame.")).toBeInTheDocument();
    expect(within(item).getByText("Koop mijn pillen!")).toBeInTheDocument();
    expect(within(item).getByText(/3 deelnemers meldden dit/)).toBeInTheDocument();
    expect(within(item).getByRole("link", { name: "Tips voor de ochtendstijfheid" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/gesprekken/vermoeidheid/tips-voor-de-ochtendstijfheid/#reactie-92",
    );
    expect(await axeViolations()).toEqual([]);
    await user.click(within(item).getByRole("button", { name: "Verberg de reactie" }));
    expect(await screen.findByText("Er zijn geen open meldingen.")).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/moderation/flags/7")[0]!.body).toEqual({ Action: "hide" });
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("De reactie is verborgen en de melding is afgehandeld."),
    );
    expect(screen.getByRole("heading", { name: "Open meldingen (0)" })).toHaveFocus();
  });

  it("tells a participant who is no moderator that the page is not for them", async () => {
    api.on("GET /api/v1/CustomUser", { body: { ...MODERATOR, Username: "Carla" } });
    api.on("GET /api/v1/moderation/queue", {
      status: 403,
      body: { status: 403, code: "Forbidden", message: "Geen toegang" },
    });
    render(<ModerationQueue />);
    expect(await screen.findByText("Deze pagina is alleen voor moderatoren.")).toBeInTheDocument();
  });

  it("says when the server cannot be reached, tries again by itself, and loads the queue on 'Opnieuw proberen' (spec 001 §4)", async () => {
    const user = userEvent.setup();
    api.on("GET /api/v1/CustomUser", { body: MODERATOR });
    let up = false;
    api.on("GET /api/v1/moderation/queue", () =>
      up
        ? { body: page([], { PageSize: 20 }) }
        : { status: 503, body: { status: 503, code: "Unavailable", message: "Even niet" } },
    );
    render(<ModerationQueue />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Er is geen verbinding met de server. We proberen het over 10 seconden opnieuw (poging 1 van 10).",
    );
    up = true;
    await user.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByText("Er zijn geen open meldingen.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
