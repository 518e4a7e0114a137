import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StoryFlagQueueItem } from "../../domain/stories";
import { plainTextToRichText } from "../../domain/rich-text/text";
import { axeViolations } from "../../test-support/axe";
import { author, page } from "../../test-support/community-fixtures";
import { installFetchRouter } from "../../test-support/fetch-router";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { StoryModerationQueue } from "./StoryModerationQueue";

const api = installFetchRouter();
const MODERATOR = { Id: "00000000-0000-4000-8000-000000000001", Username: "Moderator", IsVolunteer: false };

function item(extra: Partial<StoryFlagQueueItem> = {}): StoryFlagQueueItem {
  return {
    FlagId: 12,
    Created: "2026-03-14T09:00:00.000Z",
    Reason: "Kwetsend",
    Reporter: author("Carla"),
    Story: { Id: 4, Slug: "fietsen-met-bechterew", Title: "Fietsen met Bechterew", BlogSlug: "bram", Hidden: false },
    Reaction: {
      Id: 31,
      Body: plainTextToRichText("Wat een onzin."),
      Hidden: false,
      Author: author("Dirk"),
      Position: 30,
    },
    ReportCount: 1,
    Reported: { Title: "Fietsen met Bechterew", Body: plainTextToRichText("Wat een onzin."), Changed: false },
    ...extra,
  };
}

beforeEach(() => forgetCurrentUser());

describe("StoryModerationQueue", () => {
  it("shows a reaction kept from a deleted story with the story's title and the text as reported (decision 310)", async () => {
    api.on("GET /api/v1/CustomUser", { body: MODERATOR });
    api.on("GET /api/v1/moderation/stories/queue", { body: page([item({ Story: null })], { PageSize: 20 }) });
    render(<StoryModerationQueue />);
    const entry = (await screen.findByRole("heading", { name: "Reactie van Dirk" })).closest("li")!;
    expect(
      within(entry).getByText('Bij het verhaal "Fietsen met Bechterew", dat de schrijver heeft verwijderd'),
    ).toBeInTheDocument();
    expect(within(entry).queryByRole("link")).not.toBeInTheDocument();
    expect(within(entry).getByText("Wat een onzin.")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a reported story reaction with its story and reason, and hides it", async () => {
    api.on("GET /api/v1/CustomUser", { body: MODERATOR });
    let open = true;
    api.on("GET /api/v1/moderation/stories/queue", () => ({
      body: open ? page([item()], { PageSize: 20 }) : page([], { PageSize: 20 }),
    }));
    api.on("POST /api/v1/moderation/stories/flags/12", () => {
      open = false;
      return { status: 204 };
    });
    const user = userEvent.setup();
    render(<StoryModerationQueue />);
    const entry = (await screen.findByRole("heading", { name: "Reactie van Dirk" })).closest("li")!;
    expect(within(entry).getByText("Wat een onzin.")).toBeInTheDocument();
    expect(within(entry).getByText("Kwetsend")).toBeInTheDocument();
    expect(within(entry).getByText(/\(1 melding\)/)).toBeInTheDocument();
    expect(within(entry).getByRole("link", { name: "Fietsen met Bechterew" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/verhalen/bram/fietsen-met-bechterew/?pagina=2#reactie-31",
    );
    expect(await axeViolations()).toEqual([]);

    await user.click(within(entry).getByRole("button", { name: "Reactie verbergen" }));
    expect(await screen.findByText("Er zijn geen open meldingen van reacties op verhalen.")).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/moderation/stories/flags/12")[0]!.body).toEqual({ Action: "hide" });
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("De reactie is verborgen en de melding is afgehandeld."),
    );
    expect(screen.getByRole("heading", { name: "Gemelde reacties op verhalen (0)" })).toHaveFocus();
  });

  it("dismisses a report, and shows the server's text when it was handled already", async () => {
    api.on("GET /api/v1/CustomUser", { body: MODERATOR });
    api.on("GET /api/v1/moderation/stories/queue", {
      body: page([item({ ReportCount: 3, Reaction: { ...item().Reaction, Hidden: true } })], { PageSize: 20 }),
    });
    api.on("POST /api/v1/moderation/stories/flags/12", {
      status: 409,
      body: { code: "FlagResolved", message: "Deze melding is al afgehandeld." },
    });
    const user = userEvent.setup();
    render(<StoryModerationQueue />);
    const entry = (await screen.findByRole("heading", { name: "Reactie van Dirk" })).closest("li")!;
    expect(within(entry).getByText(/\(3 meldingen van verschillende deelnemers\)/)).toBeInTheDocument();
    expect(within(entry).getByText(/nu verborgen/)).toBeInTheDocument();
    await user.click(within(entry).getByRole("button", { name: "Melding afwijzen" }));
    expect(api.requestsTo("POST /api/v1/moderation/stories/flags/12")[0]!.body).toEqual({ Action: "dismiss" });
    expect(await within(entry).findByRole("alert")).toHaveTextContent("Deze melding is al afgehandeld.");
  });

  it("shows nothing to a participant who is no platform moderator", async () => {
    api.on("GET /api/v1/CustomUser", { body: MODERATOR });
    api.on("GET /api/v1/moderation/stories/queue", {
      status: 403,
      body: { code: "Forbidden", message: "Alleen moderatoren kunnen dit doen." },
    });
    const { container } = render(<StoryModerationQueue />);
    await waitFor(() => expect(api.requestsTo("GET /api/v1/moderation/stories/queue")).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
