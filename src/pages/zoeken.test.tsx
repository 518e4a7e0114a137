import { act, render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import type { SearchAnswer } from "../domain/search";
import { RETRY_INTERVAL_MS } from "../platform/loading/useLoad";
import { axeViolations } from "../test-support/axe";
import { installFetchRouter } from "../test-support/fetch-router";
import { expectLoadRetried, flakyRoute, useRetryClock } from "../test-support/load-retry";
import SearchPage from "./zoeken";

const api = installFetchRouter();
// axe in jsdom takes a while on a busy machine.
jest.setTimeout(30_000);
beforeEach(() => api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } }));
afterEach(() => jest.useRealTimers());

const answer = (over: Partial<SearchAnswer> = {}): SearchAnswer => ({
  Query: "reumatoide artritis",
  DidYouMean: null,
  Synonyms: ["RA"],
  Counts: { all: 3, library: 2, conversations: 1, stories: 0, news: 0, activities: 0 },
  CountsCapped: [],
  PageIndex: 0,
  PageSize: 10,
  NumPages: 1,
  Results: [
    {
      DocType: "dossier",
      Id: "d1",
      Title: "Reumatoïde artritis",
      Introduction: "Reumatoïde artritis (RA) is een ontsteking van de gewrichten.",
      Data: {
        Path: "/over-reuma/reumatoide-artritis",
        Public: true,
        ParentName: "Over reuma",
        ParentPath: "/over-reuma/",
        ConversationLastActivity: null,
        Date: null,
      },
    },
    {
      DocType: "conversation",
      Id: "7",
      Title: "Net de diagnose artritis",
      Introduction: null,
      Data: {
        Path: "/ontmoet-elkaar/gesprekken/kennismaken/net-de-diagnose/",
        Public: false,
        ParentName: "Kennismaken",
        ParentPath: "/ontmoet-elkaar/gesprekken/kennismaken/",
        ConversationLastActivity: "2026-11-20T10:00:00.000Z",
        Date: "2026-11-01T10:00:00.000Z",
      },
    },
  ],
  ...over,
});

const page = (search: string) => (
  <SearchPage {...({ location: { pathname: "/zoeken/", search } } as unknown as PageProps)} />
);

describe("the search page", () => {
  it("asks for a word when there is no query, with a plain GET form to /zoeken", () => {
    render(page(""));
    expect(screen.getByRole("heading", { level: 1, name: "Zoeken" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Typ een woord of een vraag. Je vindt dan artikelen, gesprekken, verhalen, nieuws en activiteiten.",
      ),
    ).toBeInTheDocument();
    const form = within(screen.getByRole("main")).getByRole("search");
    expect(form).toHaveAttribute("action", "/zoeken/");
    expect(form).toHaveAttribute("method", "get");
    expect(within(form).getByRole("combobox", { name: "Zoek op ReumaNL" })).toHaveAttribute("name", "query");
    expect(api.requests).toHaveLength(0);
  });

  it("shows tabs with counts, results with type, parent and date, marked words and the synonyms", async () => {
    api.on("GET /api/v1/Search", { body: answer() });
    render(page("?query=reumatoide+artritis"));
    expect(await screen.findByText('Resultaten voor "reumatoide artritis": 3')).toBeInTheDocument();
    expect(api.requests[0]!.query.get("query")).toBe("reumatoide artritis");
    expect(api.requests[0]!.query.get("pillar")).toBeNull();

    const tabs = screen.getByRole("navigation", { name: "Soort resultaten" });
    const tabNames = within(tabs)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(tabNames).toEqual([
      "Alles (3)",
      "Bibliotheek (2)",
      "Gesprekken (1)",
      "Verhalen (0)",
      "Nieuws (0)",
      "Activiteiten (0)",
    ]);
    expect(within(tabs).getByRole("link", { name: "Alles (3)" })).toHaveAttribute("aria-current", "page");
    expect(within(tabs).getByRole("link", { name: "Gesprekken (1)" })).toHaveAttribute(
      "href",
      "/zoeken/?query=reumatoide+artritis&tab=gesprekken",
    );

    const [dossier, conversation] = screen
      .getAllByRole("listitem")
      .filter((li) => li.classList.contains("search-result"));
    expect(within(dossier!).getByText("Dossier")).toBeInTheDocument();
    expect(within(dossier!).getByRole("link", { name: "in Over reuma" })).toHaveAttribute("href", "/over-reuma/");
    expect(within(dossier!).getByRole("link", { name: "Reumatoïde artritis" })).toHaveAttribute(
      "href",
      "/over-reuma/reumatoide-artritis",
    );
    expect([...dossier!.querySelectorAll("mark")].map((m) => m.textContent)).toEqual([
      "Reumatoïde",
      "artritis",
      "Reumatoïde",
      "artritis",
      "RA",
    ]);
    expect(within(conversation!).getByText("Gesprek")).toBeInTheDocument();
    expect(within(conversation!).getByText("Alleen voor deelnemers")).toBeInTheDocument();
    expect(within(conversation!).getByText(/laatste reactie 20 november 2026/)).toBeInTheDocument();

    expect(screen.getByText("Ook gezocht op:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "RA" })).toHaveAttribute("href", "/zoeken/?query=RA");
    expect(await axeViolations()).toEqual([]);
  });

  it('asks the API for one tab and offers "bedoelde je …?"', async () => {
    api.on("GET /api/v1/Search", { body: answer({ Query: "artritus", DidYouMean: "artritis", Synonyms: [] }) });
    render(page("?query=artritus&tab=bibliotheek"));
    expect(await screen.findByText(/Bedoelde je/)).toHaveTextContent("Bedoelde je artritis?");
    expect(screen.getByRole("link", { name: "artritis" })).toHaveAttribute(
      "href",
      "/zoeken/?query=artritis&tab=bibliotheek",
    );
    expect(api.requests[0]!.query.get("pillar")).toBe("library");
    expect(screen.getByRole("link", { name: "Bibliotheek (2)" })).toHaveAttribute("aria-current", "page");
  });

  it('shows "100+" for a tab with more matches than the search reads, and pages through those', async () => {
    api.on("GET /api/v1/Search", {
      body: answer({
        Counts: { all: 101, library: 100, conversations: 1, stories: 0, news: 0, activities: 0 },
        CountsCapped: ["all", "library"],
      }),
    });
    render(page("?query=reumatoide+artritis&tab=bibliotheek"));
    expect(await screen.findByText('Resultaten voor "reumatoide artritis": 101+')).toBeInTheDocument();
    const tabs = screen.getByRole("navigation", { name: "Soort resultaten" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Alles (101+)",
      "Bibliotheek (100+)",
      "Gesprekken (1)",
      "Verhalen (0)",
      "Nieuws (0)",
      "Activiteiten (0)",
    ]);
  });

  it("has an empty state with links onwards", async () => {
    api.on("GET /api/v1/Search", {
      body: answer({
        Query: "xyzzy",
        Synonyms: [],
        Results: [],
        Counts: { all: 0, library: 0, conversations: 0, stories: 0, news: 0, activities: 0 },
      }),
    });
    render(page("?query=xyzzy"));
    expect(await screen.findByRole("heading", { level: 2, name: 'Geen resultaten voor "xyzzy"' })).toBeInTheDocument();
    expect(screen.getByText("Probeer een ander of korter woord, of kijk bij deze onderwerpen:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Over reuma" })).toHaveAttribute("href", "/over-reuma");
    expect(await axeViolations()).toEqual([]);
  });

  it("never shows the previous answer while the next tab's loads", async () => {
    api.on("GET /api/v1/Search", (request) =>
      request.query.get("pillar") === "library"
        ? { body: answer({ Results: answer().Results.slice(0, 1) }) }
        : { body: answer({ Results: answer().Results.slice(1) }) },
    );
    const { rerender } = render(page("?query=artritis"));
    expect(await screen.findByRole("link", { name: "Net de diagnose artritis" })).toBeInTheDocument();
    rerender(page("?query=artritis&tab=bibliotheek"));
    expect(screen.queryByRole("link", { name: "Net de diagnose artritis" })).not.toBeInTheDocument();
    expect(screen.getByText("Zoeken…")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Reumatoïde artritis" })).toBeInTheDocument();
    expect(api.requestsTo("GET /api/v1/Search").map((request) => request.query.get("pillar"))).toEqual([
      null,
      "library",
    ]);
  });

  it("says when there is no connection, tries again by itself after 10 s, and searches again at once on request (spec 001 §4, §9)", async () => {
    useRetryClock();
    const search = flakyRoute(api, "GET /api/v1/Search", { body: answer() });
    render(page("?query=reumatoide+artritis"));
    await expectLoadRetried({
      attempts: () => api.requestsTo("GET /api/v1/Search").length,
      recover: () => (search.up = true),
      loaded: () => screen.findByText('Resultaten voor "reumatoide artritis": 3'),
    });
  });

  it("says so when the server refuses the search, without trying again by itself", async () => {
    useRetryClock();
    api.on("GET /api/v1/Search", {
      status: 400,
      body: { code: "ValidationError", message: "Ongeldige zoekopdracht." },
    });
    render(page("?query=jicht"));
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("Zoeken lukt nu niet. Probeer het later nog eens.");
    expect(within(notice).getByRole("button", { name: "Opnieuw proberen" })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(3 * RETRY_INTERVAL_MS);
    });
    expect(api.requestsTo("GET /api/v1/Search")).toHaveLength(1);
  });
});
