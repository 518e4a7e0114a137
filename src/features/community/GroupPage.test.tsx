import "../../test-support/text-encoding";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { GroupPage } from "./GroupPage";
import { filterFromSearch, searchFromFilter, type GroupPageState } from "./group-state";
import { GroupContent } from "./GroupContent";
import { PlainLink } from "../../components/links";
import { author, conversation, GROUP, listItem, page, TERMS } from "../../test-support/community-fixtures";

const api = installFetchRouter();
// axe in jsdom takes a while on a busy machine.
jest.setTimeout(30_000);
const USER = { Id: "00000000-0000-4000-8000-000000000005", Username: "Carla", IsVolunteer: false };

beforeEach(() => {
  forgetCurrentUser();
  window.history.replaceState(null, "", "/ontmoet-elkaar/gesprekken/vermoeidheid/");
  (navigate as jest.Mock).mockClear();
});

function group(options: { user?: boolean } = {}) {
  api.on("GET /api/v1/CustomUser", options.user ? { body: USER } : { status: 401, body: { code: "Unauthorized" } });
  api.on("GET /api/v1/groups/slug/vermoeidheid", { body: GROUP });
  api.on("GET /api/v1/groups/3/terms", { body: TERMS });
  api.on("GET /api/v1/groups/3/moderators", {
    body: [author("Gespreksleider", { IsModerator: true, ModeratorKind: "group" })],
  });
  api.on("GET /api/v1/groups/3/conversations", {
    body: page(
      [
        listItem(
          { Sticky: true, Title: "Lees dit eerst", Slug: "lees-dit-eerst", Id: 1 },
          author("Annelies", { IsModerator: true, ModeratorKind: "group" }),
        ),
        listItem({ Id: 2 }),
      ],
      { Total: 2, PageSize: 20 },
    ),
  });
}

describe("GroupPage", () => {
  it("shows the group with sticky conversations first and leaders labelled, and invites visitors to log in", async () => {
    group();
    render(<GroupPage slug="vermoeidheid" search="" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Vermoeidheid" })).toBeInTheDocument();
    expect(screen.getByText("Welkom in de groep over vermoeidheid.")).toHaveClass("lead");
    const list = await screen.findByRole("list", { name: "Gesprekken in deze groep" });
    const [first] = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.classList.contains("conversation-teaser"));
    expect(first).toHaveTextContent("Lees dit eerst");
    expect(within(first!).getByText("Vastgezet")).toBeInTheDocument();
    expect(within(first!).getByText("Gespreksleider")).toHaveClass("role-label");
    expect(within(first!).getByRole("link", { name: "Lees dit eerst" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/gesprekken/vermoeidheid/lees-dit-eerst/",
    );
    expect(await screen.findByRole("link", { name: "Log in om een gesprek te beginnen" })).toHaveAttribute(
      "href",
      "/inloggen?returnUrl=%2Fontmoet-elkaar%2Fgesprekken%2Fvermoeidheid%2Fnieuw%2F",
    );
    expect(screen.queryByRole("radio", { name: "Gesprekken die ik volg" })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("filters by the group's terms, keeps the filter in the address and says how many were found", async () => {
    group();
    api.on("GET /api/v1/groups/3/conversations/filterbyterms", {
      body: page([listItem({ Id: 2 })], { Total: 1, PageSize: 20 }),
    });
    const user = userEvent.setup();
    render(<GroupPage slug="vermoeidheid" search="" />);
    await user.click(await screen.findByRole("checkbox", { name: "Slaap" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("1 gesprek gevonden."));
    const request = api.requestsTo("GET /api/v1/groups/3/conversations/filterbyterms")[0]!;
    expect(request.query.getAll("groupTermIds")).toEqual(["12"]);
    expect(request.query.get("page_index")).toBe("0");
    expect(window.location.search).toBe("?onderwerp=12");
  });

  it("lets a participant follow the group and see only the conversations they follow", async () => {
    group({ user: true });
    api.on("GET /api/v1/groups/3/follows", { body: false });
    api.on("POST /api/v1/groups/3/follow", { body: true });
    api.on("GET /api/v1/groups/3/followedconversations", { body: page([], { PageSize: 20 }) });
    const user = userEvent.setup();
    render(<GroupPage slug="vermoeidheid" search="" />);
    const follow = await screen.findByRole("button", { name: "Volg deze groep" });
    await user.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute("aria-pressed", "true"));
    expect(follow).toHaveAccessibleName("Je volgt deze groep");
    expect(screen.getByRole("link", { name: "Start een nieuw gesprek" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/gesprekken/vermoeidheid/nieuw/",
    );
    await user.click(screen.getByRole("radio", { name: "Gesprekken die ik volg" }));
    expect(await screen.findByText("Je volgt nog geen gesprekken in deze groep.")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Slaap" })).not.toBeInTheDocument();
    expect(window.location.search).toBe("?weergave=gevolgd");
  });

  it("sends a conversation's slug to that conversation's own address", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    api.on("GET /api/v1/groups/slug/tips-voor-de-ochtendstijfheid", {
      status: 404,
      body: { status: 404, code: "GroupNotFound", message: "x" },
    });
    api.on("GET /api/v1/conversations/slug/tips-voor-de-ochtendstijfheid", { body: conversation() });
    render(<GroupPage slug="tips-voor-de-ochtendstijfheid" search="" />);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/ontmoet-elkaar/gesprekken/vermoeidheid/tips-voor-de-ochtendstijfheid/", {
        replace: true,
      }),
    );
  });

  it("turns a failed load into the shared Dutch notice (spec 001 §4, §9) and loads the group again on request", async () => {
    group();
    let failing = true;
    api.on("GET /api/v1/groups/slug/vermoeidheid", () => (failing ? { status: 500, body: {} } : { body: GROUP }));
    const user = userEvent.setup();
    render(<GroupPage slug="vermoeidheid" search="" />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Deze groep kon niet worden geladen" }),
    ).toBeInTheDocument();
    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent(
      "Er is geen verbinding met de server. We proberen het over 10 seconden opnieuw (poging 1 van 10).",
    );
    expect(await axeViolations()).toEqual([]);
    failing = false;
    await user.click(within(notice).getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByRole("heading", { level: 1, name: GROUP.Title })).toBeInTheDocument();
    expect(screen.queryByText("Deze groep kon niet worden geladen")).not.toBeInTheDocument();
  });

  it("hydrates the server's first view without a mismatch and without asking again, then follows the group", async () => {
    api.on("GET /api/v1/CustomUser", { body: USER });
    api.on("POST /api/v1/groups/3/follow", { body: true });
    const initial: GroupPageState = {
      path: "/ontmoet-elkaar/gesprekken/vermoeidheid/",
      group: GROUP,
      leaders: [author("Gespreksleider", { IsModerator: true, ModeratorKind: "group" })],
      terms: TERMS,
      filter: { followed: false, termIds: [], page: 1 },
      list: page([listItem({ Id: 2 })], { Total: 21, PageSize: 20 }),
      userId: USER.Id,
      following: false,
    };
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <GroupContent {...initial} listProblem={null} sessionKnown busy={false} message="" link={PlainLink} />,
    );
    document.body.appendChild(container);
    expect(container.querySelector("h1")).toHaveTextContent("Vermoeidheid");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <GroupPage slug="vermoeidheid" search="" initial={initial} />, {
        onRecoverableError: recoverable,
      });
    });
    const follow = within(container).getByRole("button", { name: "Volg deze groep" });
    expect(within(container).getByRole("link", { name: "Start een nieuw gesprek" })).toBeInTheDocument();
    expect(within(container).getByRole("navigation", { name: "Pagina's met gesprekken" })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await userEvent.setup().click(follow);
    await waitFor(() => expect(follow).toHaveAttribute("aria-pressed", "true"));
    for (const call of [
      "GET /api/v1/groups/slug/vermoeidheid",
      "GET /api/v1/groups/3/terms",
      "GET /api/v1/groups/3/moderators",
      "GET /api/v1/groups/3/conversations",
      "GET /api/v1/groups/3/follows",
    ]) {
      expect(api.requestsTo(call)).toHaveLength(0);
    }
    container.remove();
  });

  it("reads and writes its filter as address parameters", () => {
    expect(filterFromSearch("?onderwerp=12,11,x,12&pagina=3")).toEqual({ followed: false, termIds: [12, 11], page: 3 });
    expect(searchFromFilter({ followed: false, termIds: [12, 11], page: 3 })).toBe("?onderwerp=12,11&pagina=3");
    expect(searchFromFilter({ followed: true, termIds: [12], page: 1 })).toBe("?weergave=gevolgd");
  });
});
