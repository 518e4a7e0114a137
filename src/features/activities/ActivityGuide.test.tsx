import "../../test-support/text-encoding";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { ActivityGuide } from "./ActivityGuide";
import { byEntitySet, odataActivity, odataOnlineActivity } from "../../test-support/activity-fixtures";

const api = installFetchRouter();
// axe and many user events in jsdom take a while on a busy machine.
jest.setTimeout(30_000);
const USER = { Id: "00000000-0000-4000-8000-000000000014", Username: "Lotte", IsVolunteer: false };

function anonymous() {
  api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
}

beforeEach(() => {
  forgetCurrentUser();
  window.history.replaceState(null, "", "/ontmoet-elkaar/activiteiten/");
  window.matchMedia = ((query: string) => ({
    matches: query.includes("min-width"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

const typeGroup = () => screen.getByRole("group", { name: "Soort activiteit" });

const UTRECHT = { lat: 52.0907, long: 5.1214 };
const GRONINGEN = { lat: 53.2194, long: 6.5665 };

function guideData() {
  return [
    odataActivity(1, { type: "Move", title: "Wandelen in Utrecht", editions: [{ days: 2, ...UTRECHT }] }),
    odataActivity(2, {
      type: "Lecture",
      title: "Lezing in Groningen",
      terms: [72006],
      editions: [{ days: 3, ...GRONINGEN }],
    }),
    odataActivity(3, { type: "Move", title: "Fietsen in Groningen", editions: [{ days: 4, ...GRONINGEN }] }),
    odataActivity(4, { type: "Meeting", title: "Afgelopen ontmoeting", editions: [{ days: -30 }] }),
  ];
}

describe("ActivityGuide", () => {
  it("lists the activities that are not over with the title count, and filters by type into the address", async () => {
    anonymous();
    api.on("GET /api/v1/OData/GetQuery", byEntitySet(guideData()));
    const user = userEvent.setup();
    render(<ActivityGuide />);
    expect(await screen.findByRole("heading", { name: "3 activiteiten in de gids" })).toBeInTheDocument();
    expect(screen.queryByText("Afgelopen ontmoeting")).not.toBeInTheDocument();
    expect(api.requestsTo("GET /api/v1/OData/GetQuery")[0]!.query.get("query")).toBe("PhysicalActivity");

    await user.click(within(typeGroup()).getByRole("checkbox", { name: "Lezing" }));
    expect(screen.getByRole("heading", { name: "1 activiteit in de gids" })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe("?type=Lecture"));
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole("link", { name: /^Bekijk activiteit ?: Lezing in Groningen$/ })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/activiteiten/activiteit-2/",
    );

    await user.click(screen.getByRole("button", { name: "Alle filters wissen" }));
    expect(screen.getByRole("heading", { name: "3 activiteiten in de gids" })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(""));
    expect(await axeViolations()).toEqual([]);
  });

  it("reads the filters from the address and follows back and forward", async () => {
    anonymous();
    api.on("GET /api/v1/OData/GetQuery", byEntitySet(guideData()));
    window.history.replaceState(null, "", "/ontmoet-elkaar/activiteiten/?type=Move");
    render(<ActivityGuide />);
    expect(await screen.findByRole("heading", { name: "2 activiteiten in de gids" })).toBeInTheDocument();
    expect(within(typeGroup()).getByRole("checkbox", { name: "Bewegen" })).toBeChecked();

    window.history.pushState(null, "", "/ontmoet-elkaar/activiteiten/?type=Lecture");
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByRole("heading", { name: "1 activiteit in de gids" })).toBeInTheDocument();
    expect(within(typeGroup()).getByRole("checkbox", { name: "Lezing" })).toBeChecked();
    expect(within(typeGroup()).getByRole("checkbox", { name: "Bewegen" })).not.toBeChecked();
  });

  it("refuses a malformed postcode with the guide's text and asks nothing; locates a valid one and filters by distance", async () => {
    anonymous();
    api.on("GET /api/v1/OData/GetQuery", byEntitySet(guideData()));
    api.on("GET /api/v1/postcodenl/3511LX/12", { body: { Lat: UTRECHT.lat, Long: UTRECHT.long } });
    const user = userEvent.setup();
    render(<ActivityGuide />);
    await screen.findByRole("heading", { name: "3 activiteiten in de gids" });

    await user.type(screen.getByLabelText(/^Postcode/), "0123 AB");
    await user.type(screen.getByLabelText("Huisnummer"), "12");
    await user.click(screen.getByRole("button", { name: "Zoek in de buurt" }));
    expect(screen.getByText("Vul een geldige postcode in, bijvoorbeeld 1234 AB.")).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith("/api/v1/postcodenl"))).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Postcode/));
    await user.type(screen.getByLabelText(/^Postcode/), "3511 lx");
    // Without a distance the distance field says what is missing, and nothing is located.
    await user.click(screen.getByRole("button", { name: "Zoek in de buurt" }));
    expect(screen.getByLabelText("Afstand")).toHaveAccessibleDescription(
      "Fout: Kies ook een afstand: dan zoeken we activiteiten binnen die afstand van je adres.",
    );
    expect(screen.getByLabelText("Afstand")).toHaveAttribute("aria-invalid", "true");
    expect(api.requests.filter((r) => r.path.startsWith("/api/v1/postcodenl"))).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText("Afstand"), "Binnen 10 km");
    await user.click(screen.getByRole("button", { name: "Zoek in de buurt" }));
    expect(await screen.findByRole("heading", { name: "1 activiteit in de gids" })).toBeInTheDocument();
    expect(screen.getByText("Wandelen in Utrecht")).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("distance")).toBe("10"));
    expect(new URLSearchParams(window.location.search).get("postcode")).toBe("3511LX");

    // Once located, another distance applies at once, like the other filters (no button press).
    const lookUps = api.requests.filter((r) => r.path.startsWith("/api/v1/postcodenl")).length;
    await user.selectOptions(screen.getByLabelText("Afstand"), "Alle afstanden");
    expect(await screen.findByRole("heading", { name: "3 activiteiten in de gids" })).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("distance")).toBeNull());
    await user.selectOptions(screen.getByLabelText("Afstand"), "Binnen 10 km");
    expect(await screen.findByRole("heading", { name: "1 activiteit in de gids" })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith("/api/v1/postcodenl"))).toHaveLength(lookUps);

    // Changing the house number resets the distance to "all".
    await user.type(screen.getByLabelText("Huisnummer"), "3");
    expect(screen.getByLabelText("Afstand")).toHaveValue("0");
    expect(await screen.findByRole("heading", { name: "3 activiteiten in de gids" })).toBeInTheDocument();
  });

  it("explains a 'Tot en met' before 'Vanaf' at the field", async () => {
    anonymous();
    api.on("GET /api/v1/OData/GetQuery", byEntitySet(guideData()));
    window.history.replaceState(null, "", "/ontmoet-elkaar/activiteiten/?fromDate=2026-06-10&toDate=2026-06-01");
    render(<ActivityGuide />);
    const text = "‘Tot en met’ ligt vóór ‘Vanaf’. Kies bij ‘Tot en met’ dezelfde of een latere datum.";
    expect(await screen.findByText(text)).toBeInTheDocument();
    const to = screen.getByLabelText("Tot en met");
    expect(to).toHaveAttribute("aria-invalid", "true");
    expect(to).toHaveAccessibleDescription(expect.stringContaining(text));
    fireEvent.change(to, { target: { value: "2026-06-20" } });
    await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
    expect(screen.getByLabelText("Tot en met")).not.toHaveAttribute("aria-invalid");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows 'Geen resultaten' when nothing matches, and the prompt to log in for visitors", async () => {
    anonymous();
    api.on("GET /api/v1/OData/GetQuery", byEntitySet(guideData()));
    window.history.replaceState(null, "", "/ontmoet-elkaar/activiteiten/?type=Webinar");
    render(<ActivityGuide />);
    expect(await screen.findByRole("heading", { name: "0 activiteiten in de gids" })).toBeInTheDocument();
    expect(screen.getByText("Geen resultaten")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      expect.stringContaining("/inloggen/?returnUrl="),
    );
    expect(screen.queryByRole("button", { name: "Aanbevolen voor jou" })).not.toBeInTheDocument();
  });

  it("pages by 12 with the paginator, and a page outside the range is ignored", async () => {
    anonymous();
    api.on(
      "GET /api/v1/OData/GetQuery",
      byEntitySet(Array.from({ length: 14 }, (_, i) => odataActivity(i + 1, { editions: [{ days: i + 1 }] }))),
    );
    window.history.replaceState(null, "", "/ontmoet-elkaar/activiteiten/?page=9");
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = jest.fn();
    render(<ActivityGuide />);
    expect(await screen.findByRole("heading", { name: "14 activiteiten in de gids" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(12);
    const nav = screen.getByRole("navigation", { name: "Paginering" });
    expect(within(nav).getByRole("link", { name: "Pagina 1" })).toHaveAttribute("aria-current", "page");
    await user.click(within(nav).getByRole("link", { name: "Volgende pagina" }));
    expect(screen.getAllByRole("article")).toHaveLength(2);
    await waitFor(() => expect(window.location.search).toBe("?page=2"));
    expect(within(nav).getByRole("link", { name: "Pagina 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { name: "14 activiteiten in de gids" })).toHaveFocus();
  });

  it("lets a participant switch to recommended activities, by the profile's terms, highest share first", async () => {
    api.on("GET /api/v1/CustomUser", { body: USER });
    api.on(
      "GET /api/v1/OData/GetQuery",
      byEntitySet([
        odataActivity(1, { title: "Half passend", terms: [72003, 72006], editions: [{ days: 2 }] }),
        odataActivity(2, { title: "Helemaal passend", terms: [72003], editions: [{ days: 5 }] }),
        odataActivity(3, { title: "Niet passend", terms: [72006], editions: [{ days: 1 }] }),
      ]),
    );
    api.on(`GET /api/v1/profiles/terms/${USER.Id}`, { body: { Terms: [{ TermNumber: 72003, Name: "Bewegen" }] } });
    const user = userEvent.setup();
    render(<ActivityGuide />);
    await screen.findByRole("heading", { name: "3 activiteiten in de gids" });
    expect(api.requestsTo(`GET /api/v1/profiles/terms/${USER.Id}`)).toHaveLength(0);

    await user.click(await screen.findByRole("button", { name: "Aanbevolen voor jou" }));
    expect(
      await screen.findByRole("heading", { name: "Er zijn 2 activiteiten die we jou aanbevelen" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe("?mode=suggestedActivities"));
    expect(
      within(screen.getByRole("list", { name: /aanbevelen/ }))
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Helemaal passend", "Half passend"]);
    expect(screen.getByText("Past 100% bij je profiel")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Aanbevolen voor jou" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Alle activiteiten" }));
    await user.click(screen.getByRole("button", { name: "Aanbevolen voor jou" }));
    expect(api.requestsTo(`GET /api/v1/profiles/terms/${USER.Id}`)).toHaveLength(1);
  });

  it("gives a participant without matching terms the tip to fill in the profile", async () => {
    api.on("GET /api/v1/CustomUser", { body: USER });
    api.on("GET /api/v1/OData/GetQuery", byEntitySet(guideData()));
    api.on(`GET /api/v1/profiles/terms/${USER.Id}`, { body: { Terms: [] } });
    window.history.replaceState(null, "", "/ontmoet-elkaar/activiteiten/?mode=suggestedActivities");
    render(<ActivityGuide />);
    expect(
      await screen.findByRole("heading", { name: "Er zijn geen activiteiten die we jou aanbevelen" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar je profiel" })).toHaveAttribute("href", "/account/profiel/");
    expect(await axeViolations()).toEqual([]);
  });

  it("turns a failed load into the shared connection notice (spec 001 §4, §9) and tries again on request", async () => {
    anonymous();
    let failing = true;
    api.on("GET /api/v1/OData/GetQuery", (request) =>
      failing ? { status: 503, body: {} } : byEntitySet(guideData())(request),
    );
    const user = userEvent.setup();
    render(<ActivityGuide />);
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent(
      "Er is geen verbinding met de server. We proberen het over 10 seconden opnieuw (poging 1 van 10).",
    );
    // The notice takes the list's place: no grey blocks under it.
    expect(document.querySelector(".guide-skeleton__list, .skeleton__list")).toBeNull();
    expect(await axeViolations()).toEqual([]);
    failing = false;
    await user.click(within(notice).getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByRole("heading", { name: "3 activiteiten in de gids" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says at once that the activities could not be loaded when the answer is a refusal that trying again cannot change", async () => {
    anonymous();
    let refusing = true;
    api.on("GET /api/v1/OData/GetQuery", (request) =>
      refusing ? { status: 404, body: {} } : byEntitySet(guideData())(request),
    );
    const user = userEvent.setup();
    render(<ActivityGuide />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "De activiteiten konden niet worden geladen. Probeer het later opnieuw.",
    );
    refusing = false;
    await user.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByRole("heading", { name: "3 activiteiten in de gids" })).toBeInTheDocument();
  });
  it("hydrates the build's HTML without a Suspense boundary, which updates arriving early would make React throw away", async () => {
    anonymous();
    api.on("GET /api/v1/OData/GetQuery", byEntitySet(guideData()));
    window.history.replaceState(null, "", "/ontmoet-elkaar/activiteiten/?type=Move");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ActivityGuide />);
    // React marks a boundary in its HTML with <!--$-->; one there would hydrate after the rest.
    expect(container.innerHTML).not.toContain("<!--$");
    expect(container).toHaveTextContent("De activiteiten worden geladen…");
    document.body.appendChild(container);
    const serverStatus = container.querySelector("p[role=status]");
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <ActivityGuide />, { onRecoverableError: recoverable });
    });
    expect(await within(container).findByRole("heading", { name: "2 activiteiten in de gids" })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(serverStatus?.isConnected).toBe(false);
    container.remove();
  });

  it("shows online activities beside the physical ones with their own card texts, filters them with 'Online' and keeps them with a distance", async () => {
    anonymous();
    const online = [
      odataOnlineActivity(1, { title: "Webinar over vermoeidheid", edition: { days: 5, platform: "Zoom" } }),
      odataOnlineActivity(2, {
        title: "Online stoelgym",
        type: "Workout",
        edition: { days: 6, plain: true, platform: "Microsoft Teams" },
      }),
      odataOnlineActivity(3, {
        title: "Online cursus pijn",
        type: "Other",
        startDirectly: true,
        edition: { days: null, platform: "Leeromgeving" },
      }),
      odataOnlineActivity(4, { title: "Volle ontmoeting", type: "Meeting", edition: { days: 7, status: "Full" } }),
    ];
    api.on("GET /api/v1/OData/GetQuery", byEntitySet(guideData(), online));
    const user = userEvent.setup();
    render(<ActivityGuide />);
    expect(await screen.findByRole("heading", { name: "7 activiteiten in de gids" })).toBeInTheDocument();
    expect(
      api
        .requestsTo("GET /api/v1/OData/GetQuery")
        .map((request) => request.query.get("query"))
        .sort(),
    ).toEqual(["OnlineActivity", "PhysicalActivity"]);

    await user.click(within(typeGroup()).getByRole("checkbox", { name: "Online" }));
    expect(screen.getByRole("heading", { name: "4 activiteiten in de gids" })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe("?type=Online"));
    const card = (title: string) => screen.getByRole("heading", { level: 3, name: title }).closest("article")!;
    const webinar = within(card("Webinar over vermoeidheid"));
    expect(webinar.getByText("Webinar")).toBeInTheDocument();
    expect(webinar.getByText("Waar")).toBeInTheDocument();
    expect(webinar.getByText("Online via Zoom")).toBeInTheDocument();
    expect(webinar.queryByText("Adres")).not.toBeInTheDocument();
    expect(webinar.getByText("Tijd")).toBeInTheDocument();
    // A plain date is a day: no time.
    expect(within(card("Online stoelgym")).queryByText("Tijd")).not.toBeInTheDocument();
    expect(within(card("Online stoelgym")).getByText("Online via Microsoft Teams")).toBeInTheDocument();
    expect(within(card("Online cursus pijn")).getByText("Direct te starten")).toBeInTheDocument();
    expect(within(card("Volle ontmoeting")).getByText("Vol")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    // "Online" together with "Lezing": any selected type.
    await user.click(within(typeGroup()).getByRole("checkbox", { name: "Lezing" }));
    expect(screen.getByRole("heading", { name: "5 activiteiten in de gids" })).toBeInTheDocument();
  });
});
