import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { ActivityDetail } from "./ActivityDetail";
import { expectLoadRetried, flakyRoute, useRetryClock } from "../../test-support/load-retry";
import { byEntitySet, odataActivity, odataOnlineActivity } from "../../test-support/activity-fixtures";

const api = installFetchRouter();
jest.setTimeout(30_000);
const USER = { Id: "00000000-0000-4000-8000-000000000014", Username: "Lotte", IsVolunteer: false };

beforeEach(() => forgetCurrentUser());

function walk(now = Date.now()) {
  return odataActivity(
    7,
    {
      title: "Wandelen in de duinen",
      editions: [
        { days: 30, url: "www.example.org/aanmelden", location: "Later" },
        { days: -10, url: "https://example.org/oud", location: "Vorige maand" },
        { days: 3, url: "https://example.org/eerst", location: "Eerst", stepFree: true },
        { days: -40, url: null, location: "Lang geleden" },
      ],
    },
    now,
  );
}

describe("ActivityDetail", () => {
  it("shows upcoming editions by start, hides past ones behind a toggle, newest first; sign-up only for upcoming editions, in a new tab", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: {} });
    api.on("GET /api/v1/OData/GetQuery", { body: { value: [walk()] } });
    const user = userEvent.setup();
    render(<ActivityDetail slug="activiteit-7" initial={walk()} builtAt={Date.now()} />);

    expect(screen.getByRole("heading", { level: 1, name: "Wandelen in de duinen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Terug naar de activiteitengids/ })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/activiteiten/",
    );
    expect(screen.getByText("Meld je aan via de website.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Georganiseerd door" })).toBeInTheDocument();

    const next = screen.getByRole("region", { name: "Volgende edities" });
    const cards = within(next).getAllByRole("article");
    expect(cards.map((card) => within(card).getByText(/^(Eerst|Later)$/).textContent)).toEqual(["Eerst", "Later"]);
    const links = within(next).getAllByRole("link", { name: /^Aanmelden/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://example.org/eerst",
      "//www.example.org/aanmelden",
    ]);
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]).toHaveAccessibleName(/opent in een nieuw tabblad/);
    expect(within(cards[0]!).getByText("Drempelvrij toegankelijk")).toBeInTheDocument();

    const toggle = screen.getByRole("button", { name: "Toon eerdere edities (2)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("heading", { name: "Eerdere edities" })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Verberg eerdere edities" })).toHaveAttribute("aria-expanded", "true");
    const past = screen.getByRole("heading", { name: "Eerdere edities" }).parentElement!;
    const pastCards = within(past).getAllByRole("article");
    expect(pastCards.map((card) => within(card).getByText(/^(Vorige maand|Lang geleden)$/).textContent)).toEqual([
      "Vorige maand",
      "Lang geleden",
    ]);
    expect(within(past).queryByRole("link", { name: /^Aanmelden/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("refreshes the activity from the API, and says so when it is no longer published", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: {} });
    api.on("GET /api/v1/OData/GetQuery", { body: { value: [] } });
    render(<ActivityDetail slug="activiteit-7" initial={walk()} builtAt={Date.now()} />);
    expect(
      await screen.findByText("Deze activiteit bestaat niet (meer) of is nog niet gepubliceerd."),
    ).toBeInTheDocument();
    expect(api.requestsTo("GET /api/v1/OData/GetQuery")[0]!.query.get("slug")).toBe("activiteit-7");
  });

  it("loads an activity the build did not know (the fallback page)", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: {} });
    api.on("GET /api/v1/OData/GetQuery", { body: { value: [walk()] } });
    render(<ActivityDetail slug="activiteit-7" initial={null} builtAt={0} setTitle />);
    expect(screen.getByText("De activiteit wordt geladen…")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Wandelen in de duinen" })).toBeInTheDocument();
    expect(document.title).toBe("Wandelen in de duinen | ReumaNL");
  });

  it("lets a community member like the activity; others see no like button", async () => {
    api.on("GET /api/v1/CustomUser", { body: USER });
    api.on("GET /api/v1/OData/GetQuery", { body: { value: [walk()] } });
    const id = walk().Id;
    api.on(`GET /api/v1/CustomUser/AccessRoles/${USER.Id}`, { body: { Community: "Approved" } });
    api.on(`GET /api/v1/gids/activity/${id}/likes`, { body: false });
    api.on(`GET /api/v1/gids/activity/${id}/number_of_likes`, { body: 2 });
    api.on(`POST /api/v1/gids/activity/${id}/like`, { body: { Liked: true, NumberOfLikes: 3 } });
    const user = userEvent.setup();
    render(<ActivityDetail slug="activiteit-7" initial={walk()} builtAt={Date.now()} />);
    const like = await screen.findByRole("button", { name: "Vind ik leuk" });
    expect(like).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("2 deelnemers vinden dit leuk")).toBeInTheDocument();
    await user.click(like);
    expect(await screen.findByText("3 deelnemers vinden dit leuk")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Vind ik leuk" })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows no like button without community access", async () => {
    api.on("GET /api/v1/CustomUser", { body: USER });
    api.on("GET /api/v1/OData/GetQuery", { body: { value: [walk()] } });
    api.on(`GET /api/v1/CustomUser/AccessRoles/${USER.Id}`, { body: { Community: "None" } });
    render(<ActivityDetail slug="activiteit-7" initial={walk()} builtAt={Date.now()} />);
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(api.requestsTo(`GET /api/v1/CustomUser/AccessRoles/${USER.Id}`)).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Vind ik leuk" })).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.path.includes("/likes"))).toBe(false);
  });

  it("ends with the fixed preview block: a picture, a text and a video that waits for consent, without a call of its own", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: {} });
    api.on("GET /api/v1/OData/GetQuery", { body: { value: [walk()] } });
    const { container } = render(<ActivityDetail slug="activiteit-7" initial={walk()} builtAt={Date.now()} />);
    const preview = screen.getByRole("complementary", { name: "Bewegen met reuma" });
    expect(preview.querySelector("img")).toHaveAttribute("src", "/images/activiteiten/samen-bewegen.svg");
    expect(within(preview).getByText(/^Bewegen helpt tegen stijve gewrichten en vermoeidheid/)).toBeInTheDocument();
    expect(within(preview).getByRole("button", { name: "Cookies accepteren en video tonen" })).toBeInTheDocument();
    expect(preview.querySelector("iframe")).toBeNull();
    await waitFor(() => expect(api.requestsTo("GET /api/v1/OData/GetQuery")).toHaveLength(1));
    expect(api.requests.map((request) => request.path).filter((path) => !/CustomUser|OData/.test(path))).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows a physical activity's images, each with its alt text (spec 001 §3.4)", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: {} });
    const withImages = {
      ...walk(),
      Images: [
        { Url: "/images/activiteiten/duinen.jpg", Alt: "Wandelaars op een pad door de duinen" },
        { Url: "https://example.org/groep.jpg", Alt: "De groep bij het strandpaviljoen" },
      ],
    };
    api.on("GET /api/v1/OData/GetQuery", { body: { value: [withImages] } });
    render(<ActivityDetail slug="activiteit-7" initial={withImages} builtAt={Date.now()} />);
    const images = screen.getByRole("list", { name: "Afbeeldingen" });
    expect(within(images).getByRole("img", { name: "Wandelaars op een pad door de duinen" })).toHaveAttribute(
      "src",
      "/images/activiteiten/duinen.jpg",
    );
    expect(within(images).getByRole("img", { name: "De groep bij het strandpaviljoen" })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo("GET /api/v1/OData/GetQuery")).toHaveLength(1));
    expect(within(screen.getByRole("list", { name: "Afbeeldingen" })).getAllByRole("img")).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows an online activity: its platform, link, images and status; a participant says they are interested; the organiser sees who", async () => {
    api.on("GET /api/v1/CustomUser", { body: USER });
    const webinar = odataOnlineActivity(3, {
      title: "Webinar over vermoeidheid",
      edition: { days: 4, platform: "Zoom" },
    });
    api.on("GET /api/v1/OData/GetQuery", byEntitySet([], [webinar]));
    let interested = false;
    api.on(`GET /api/v1/gids/online-activity/${webinar.Id}/interest`, () => ({ body: { Interested: interested } }));
    api.on(
      `POST /api/v1/gids/online-activity/${webinar.Id}/interest`,
      () => ((interested = true), { body: { Interested: true } }),
    );
    api.on(
      `POST /api/v1/gids/online-activity/${webinar.Id}/no-interest`,
      () => ((interested = false), { body: { Interested: false } }),
    );
    api.on(`GET /api/v1/gids/online-activity/${webinar.Id}/interested`, () => ({
      body: interested ? [{ Username: "Lotte", Since: "2026-11-20T10:00:00Z" }] : [],
    }));
    const user = userEvent.setup();
    render(<ActivityDetail slug={webinar.Slug} initial={webinar} builtAt={Date.now()} />);

    expect(screen.getByText("Webinar · Online activiteit")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Naar de online activiteit/ })).toHaveAttribute(
      "href",
      "https://example.org/webinar",
    );
    expect(screen.getByRole("img", { name: "Mensen die thuis naar een scherm kijken" })).toBeInTheDocument();
    const edition = screen.getAllByRole("article")[1]!;
    expect(within(edition).getByText("Zoom")).toBeInTheDocument();
    expect(within(edition).getByRole("link", { name: /Aanmelden/ })).toHaveAttribute("href", "//example.org/aanmelden");

    const button = await screen.findByRole("button", { name: "Ik heb interesse" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("heading", { name: "Deelnemers met interesse" })).toBeInTheDocument();
    expect(screen.getByText("Nog niemand heeft interesse doorgegeven.")).toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText("De organisator weet dat je interesse hebt.")).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-pressed", "true");
    // The list shows one's own interest at once, with its count, without a reload of the page.
    const list = screen.getByRole("region", { name: "Deelnemers met interesse" });
    expect(await within(list).findByText("1 deelnemer heeft interesse doorgegeven.")).toBeInTheDocument();
    expect(within(list).getByRole("listitem")).toHaveTextContent("Lotte");
    expect(await axeViolations()).toEqual([]);

    await user.click(button);
    expect(await screen.findByText("Laat de organisator weten dat je interesse hebt.")).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(await within(list).findByText("Nog niemand heeft interesse doorgegeven.")).toBeInTheDocument();
    expect(within(list).queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("says when an online edition is full and offers no sign-up; visitors are asked to log in to show interest", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: {} });
    const full = odataOnlineActivity(4, {
      title: "Volle ontmoeting",
      type: "Meeting",
      edition: { days: 6, status: "Full" },
    });
    api.on("GET /api/v1/OData/GetQuery", byEntitySet([], [full]));
    render(<ActivityDetail slug={full.Slug} initial={full} builtAt={Date.now()} />);
    expect(screen.getByText("Vol")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Aanmelden/ })).not.toBeInTheDocument();
    expect(
      await screen.findByText("Log in om de organisator te laten weten dat je interesse hebt."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ik heb interesse" })).not.toBeInTheDocument();
  });
});

describe("ActivityDetail load states (spec 001 §4, §9)", () => {
  afterEach(() => jest.useRealTimers());

  it("on the fallback page retries a failed load with the Dutch notice, then shows the activity", async () => {
    useRetryClock();
    api.on("GET /api/v1/CustomUser", { status: 401, body: {} });
    const load = flakyRoute(api, "GET /api/v1/OData/GetQuery", { body: { value: [walk()] } });
    render(<ActivityDetail slug="activiteit-7" initial={null} builtAt={Date.now()} />);
    await expectLoadRetried({
      attempts: () => api.requestsTo("GET /api/v1/OData/GetQuery").length,
      recover: () => (load.up = true),
      loaded: () => screen.findByRole("heading", { level: 1, name: "Wandelen in de duinen" }),
    });
  });

  it("keeps the built activity without a notice when reading it again fails", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: {} });
    api.on("GET /api/v1/OData/GetQuery", { status: 503, body: {} });
    render(<ActivityDetail slug="activiteit-7" initial={walk()} builtAt={Date.now()} />);
    await waitFor(() => expect(api.requestsTo("GET /api/v1/OData/GetQuery")).toHaveLength(1));
    expect(screen.getByRole("heading", { level: 1, name: "Wandelen in de duinen" })).toBeInTheDocument();
    expect(screen.queryByText(/Er is geen verbinding/)).not.toBeInTheDocument();
  });
});
