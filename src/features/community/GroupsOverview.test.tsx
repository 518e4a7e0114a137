import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { GroupsOverview } from "./GroupsOverview";
import { GROUP, listItem, page } from "../../test-support/community-fixtures";

const api = installFetchRouter();
// axe in jsdom takes a while on a busy machine.
jest.setTimeout(30_000);
const MODERATOR = { Id: "00000000-0000-4000-8000-000000000001", Username: "Moderator", IsVolunteer: false };

beforeEach(() => forgetCurrentUser());

describe("GroupsOverview", () => {
  it("lists groups of 40 with their conversations, and a visitor's active conversations are public ones", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    api.on("GET /api/v1/groups/all", {
      body: page([{ Group: GROUP, ConversationCount: 3, LastActivity: "2026-03-13T08:30:00.000Z" }], {
        Total: 41,
        PageSize: 40,
      }),
    });
    api.on("GET /api/v1/conversations/active", { body: page([listItem()], { Total: 1, PageSize: 10 }) });
    render(<GroupsOverview search="" />);
    // The group's card (the active conversation below names its group too).
    const card = (await screen.findByText("3 gesprekken")).closest("li")!;
    expect(within(card).getByRole("link", { name: "Vermoeidheid" })).toBeInTheDocument();
    expect(within(card).getByText("13 maart 2026 om 09:30")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Pagina's met groepen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pagina 2" })).toHaveAttribute("href", "?pagina=2");
    expect(api.requestsTo("GET /api/v1/groups/all")[0]!.query.get("page_size")).toBe("40");
    await screen.findByRole("link", { name: "Tips voor de ochtendstijfheid" });
    const active = api.requestsTo("GET /api/v1/conversations/active")[0]!;
    expect(active.query.get("public_only")).toBe("true");
    expect(active.query.get("page_number")).toBe("1");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows moderators how many reports wait for them", async () => {
    api.on("GET /api/v1/CustomUser", { body: MODERATOR });
    api.on("GET /api/v1/groups/all", { body: page([], { PageSize: 40 }) });
    api.on("GET /api/v1/conversations/active", { body: page([], { PageSize: 10 }) });
    api.on("GET /api/v1/conversations/following", { body: page([], { PageSize: 20 }) });
    api.on(`GET /api/v1/profiles/ismod/${MODERATOR.Id}`, { body: true });
    api.on("GET /api/v1/moderation/queue", { body: page([], { Total: 2, PageSize: 20 }) });
    render(<GroupsOverview search="" />);
    expect(await screen.findByRole("link", { name: "Meldingen voor moderatoren: 2 open" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/moderatie/",
    );
    await waitFor(() => expect(screen.getByText(/Je volgt nog geen gesprekken/)).toBeInTheDocument());
    expect(api.requestsTo("GET /api/v1/conversations/active")[0]!.query.get("public_only")).toBe("false");
  });

  it("says when the groups could not be loaded, in Dutch, and loads them again on request (spec 001 §4, §9)", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    let failing = true;
    api.on("GET /api/v1/groups/all", () =>
      failing
        ? { status: 502, body: {} }
        : { body: page([{ Group: GROUP, ConversationCount: 3, LastActivity: null }], { Total: 1, PageSize: 40 }) },
    );
    api.on("GET /api/v1/conversations/active", { body: page([], { PageSize: 10 }) });
    const user = userEvent.setup();
    render(<GroupsOverview search="" />);
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent(
      "Er is geen verbinding met de server. We proberen het over 10 seconden opnieuw (poging 1 van 10).",
    );
    expect(await axeViolations()).toEqual([]);
    failing = false;
    await user.click(within(notice).getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByRole("link", { name: "Vermoeidheid" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(api.requestsTo("GET /api/v1/groups/all")).toHaveLength(2);
  });
});
