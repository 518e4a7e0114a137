import "../../test-support/editor-dom";
import "../../test-support/text-encoding";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Page, BlogPostListItem } from "../../domain/stories";
import { plainTextToRichText } from "../../domain/rich-text/text";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { page as pageWith, reaction } from "../../test-support/community-fixtures";
import { story } from "../../test-support/story-fixtures";
import { StoriesOverview } from "./StoriesOverview";
import { StoryPage } from "./StoryPage";
import { expectLoadRetried, flakyRoute, useRetryClock } from "../../test-support/load-retry";

const api = installFetchRouter();
jest.setTimeout(30_000);
const CARLA = { Id: "00000000-0000-4000-8000-000000000005", Username: "Carla", IsVolunteer: false };

const page = <T,>(items: T[], pageSize = 10): Page<T> => pageWith(items, { PageSize: pageSize });

beforeEach(() => {
  forgetCurrentUser();
  window.localStorage.clear();
});

describe("StoriesOverview", () => {
  it("shows visitors all stories with tabs, and the login link on the followed tab", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    api.on("GET /api/v1/CustomBlog", (request) => {
      expect(request.query.toString()).toBe("page_index=0&page_size=10&filter_by_following=false");
      return { body: page<BlogPostListItem>([{ BlogPost: story(), LastActivity: "2026-03-12T13:05:00.000Z" }]) };
    });
    const { unmount } = render(<StoriesOverview search="" />);
    const link = await screen.findByRole("link", { name: "Fietsen met reuma" });
    expect(link).toHaveAttribute("href", "/ontmoet-elkaar/verhalen/bram/fietsen-met-reuma/");
    expect(screen.getByRole("img", { name: "Een groene fiets" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Alle verhalen" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByText("1 verhaal")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Schrijf een verhaal" })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    unmount();

    render(<StoriesOverview search="?tab=gevolgd" />);
    expect(
      await screen.findByRole("link", { name: "Log in om de verhalen te zien van schrijvers die je volgt." }),
    ).toHaveAttribute("href", expect.stringContaining("/inloggen"));
    expect(screen.getByRole("link", { name: "Gevolgd" })).toHaveAttribute("aria-current", "page");
  });

  it("asks followed stories for a participant and says when there are none", async () => {
    api.on("GET /api/v1/CustomUser", { body: CARLA });
    api.on("GET /api/v1/CustomBlog", (request) => {
      expect(request.query.get("filter_by_following")).toBe("true");
      expect(request.query.get("page_index")).toBe("1");
      return { body: { ...page([]), PageIndex: 1 } };
    });
    render(<StoriesOverview search="?tab=gevolgd&pagina=2" />);
    expect(await screen.findByText(/Je volgt nog geen schrijvers/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Schrijf een verhaal" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/verhalen/nieuw/",
    );
  });

  it("turns a failed load into the shared Dutch notice (spec 001 §4, §9) and loads the stories again on request", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    let failing = true;
    api.on("GET /api/v1/CustomBlog", () =>
      failing
        ? { status: 503, body: {} }
        : { body: page<BlogPostListItem>([{ BlogPost: story(), LastActivity: "2026-03-12T13:05:00.000Z" }]) },
    );
    const user = userEvent.setup();
    render(<StoriesOverview search="" />);
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent(
      "Er is geen verbinding met de server. We proberen het over 10 seconden opnieuw (poging 1 van 10).",
    );
    expect(await axeViolations()).toEqual([]);
    failing = false;
    await user.click(within(notice).getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByRole("link", { name: "Fietsen met reuma" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks a participant whose session ended on the followed tab to log in again", async () => {
    api.on("GET /api/v1/CustomUser", { body: CARLA });
    api.on("GET /api/v1/CustomBlog", { status: 401, body: { code: "Unauthorized" } });
    render(<StoriesOverview search="?tab=gevolgd" />);
    expect(
      await screen.findByRole("link", { name: "Log in om de verhalen te zien van schrijvers die je volgt." }),
    ).toHaveAttribute("href", expect.stringContaining("/inloggen"));
    expect(api.requestsTo("GET /api/v1/CustomBlog")).toHaveLength(1);
  });
});

describe("StoryPage", () => {
  it("shows a visitor the story with its photo (never an unsafe address) and invitations to log in", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    api.on("GET /api/v1/CustomBlog/bram/Blog_BlogPosts/fietsen-met-reuma", { body: story() });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/reactions", { body: page([reaction(90, "Carla", "Mooi verhaal!")], 25) });
    render(
      <StoryPage blog="bram" post="fietsen-met-reuma" pathname="/ontmoet-elkaar/verhalen/bram/fietsen-met-reuma/" />,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Fietsen met reuma" })).toBeInTheDocument();
    const images = within(screen.getByRole("article", { name: "Fietsen met reuma" })).getAllByRole("img");
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute("alt", "Een groene fiets");
    expect(screen.getByText("2 keer leuk gevonden")).toBeInTheDocument();
    expect(await screen.findByText("Mooi verhaal!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Reacties (1)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in om dit verhaal leuk te vinden." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in om Bram te volgen." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in om te reageren op dit verhaal." })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("gives a visitor the 403 offer on a participants-only story", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    api.on("GET /api/v1/CustomBlog/bram/Blog_BlogPosts/alleen-voor-jullie", {
      status: 403,
      body: { code: "ParticipantsOnly", message: "Dit verhaal is alleen voor deelnemers." },
    });
    render(
      <StoryPage blog="bram" post="alleen-voor-jullie" pathname="/ontmoet-elkaar/verhalen/bram/alleen-voor-jullie/" />,
    );
    expect(await screen.findByRole("link", { name: /Inloggen/i })).toHaveAttribute(
      "href",
      expect.stringContaining("returnUrl=%2Fontmoet-elkaar%2Fverhalen%2Fbram%2Falleen-voor-jullie%2F"),
    );
  });

  it("lets a participant like, follow and react with a quote; a refused reaction keeps its text", async () => {
    api.on("GET /api/v1/CustomUser", { body: CARLA });
    api.on(`GET /api/v1/profiles/ismod/${CARLA.Id}`, { body: "false" });
    api.on("GET /api/v1/CustomBlog/bram/Blog_BlogPosts/fietsen-met-reuma", { body: story() });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/reactions", {
      body: page([reaction(90, "Dirk", "Ik fiets ook weer.")], 25),
    });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/likes", { body: "false" });
    api.on("GET /api/v1/CustomBlog/3/follows", { body: "false" });
    api.on("POST /api/v1/CustomBlog/BlogPost/7/like", { body: "true" });
    api.on("POST /api/v1/CustomBlog/3/follow", { body: "true" });
    let attempt = 0;
    const sent: unknown[] = [];
    api.on("POST /api/v1/CustomBlog/BlogPost/7/reactions", (request) => {
      attempt += 1;
      sent.push(request.body);
      if (attempt === 1)
        return { status: 429, body: { code: "RateLimited", message: "Je plaatst nu veel berichten kort na elkaar." } };
      return {
        body: reaction(
          91,
          "Carla",
          "Ik ook!",
          { IsOwn: true, Quote: { Id: 90, Username: "Dirk", Text: "Ik fiets ook weer." } },
          { QuotedReaction: 90 },
        ),
      };
    });
    const user = userEvent.setup();
    render(
      <StoryPage blog="bram" post="fietsen-met-reuma" pathname="/ontmoet-elkaar/verhalen/bram/fietsen-met-reuma/" />,
    );

    const like = await screen.findByRole("button", { name: "Vind ik leuk" }, { timeout: 10_000 });
    expect(like).toHaveAttribute("aria-pressed", "false");
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute("aria-pressed", "true"));
    expect(screen.getByText("3 keer leuk gevonden")).toBeInTheDocument();

    const follow = await screen.findByRole("button", { name: "Volg Bram" });
    await user.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute("aria-pressed", "true"));

    await user.click(await screen.findByRole("button", { name: "Citeer de reactie van Dirk" }));
    const editor = await screen.findByRole("textbox", { name: /Je reactie/ }, { timeout: 10_000 });
    await user.click(editor);
    await user.paste("Ik ook!");
    await user.click(screen.getByRole("button", { name: "Plaats reactie" }));
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent(
      "Je plaatst nu veel berichten kort na elkaar.",
    );
    expect(editor).toHaveTextContent("Ik ook!");
    await user.click(screen.getByRole("button", { name: "Plaats reactie" }));
    expect(await screen.findByText("Je reactie is geplaatst.", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ QuoteReactionId: 90, Body: { type: "doc" } });
  });

  it("offers the author edit and delete, not like or follow", async () => {
    api.on("GET /api/v1/CustomUser", { body: CARLA });
    api.on(`GET /api/v1/profiles/ismod/${CARLA.Id}`, { body: "false" });
    api.on("GET /api/v1/CustomBlog/BlogPost/7", {
      body: story({ IsOwn: true, Body: plainTextToRichText("Mijn verhaal.") }),
    });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/reactions", { body: page([], 25) });
    render(<StoryPage blog={null} post="7" pathname="/ontmoet-elkaar/verhalen/7/" />);
    expect(await screen.findByRole("link", { name: "Bewerken" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/verhalen/nieuw/?verhaal=7",
    );
    expect(screen.getByRole("button", { name: "Verwijderen" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Vind ik leuk" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Volg Bram" })).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe("/ontmoet-elkaar/verhalen/bram/fietsen-met-reuma/"));
  });
});

describe("StoryPage refusals that keep moderation evidence (decision 310)", () => {
  it("says in the dialog why a hidden story cannot be deleted", async () => {
    const HIDDEN = "Een moderator heeft dit verhaal verborgen. Zolang het verborgen is, kun je het niet verwijderen.";
    api.on("GET /api/v1/CustomUser", { body: CARLA });
    api.on(`GET /api/v1/profiles/ismod/${CARLA.Id}`, { body: "false" });
    api.on("GET /api/v1/CustomBlog/BlogPost/7", {
      body: story({ IsOwn: true, Hidden: true, Body: plainTextToRichText("Mijn verhaal.") }),
    });
    api.on("DELETE /api/v1/CustomBlog/BlogPostfietsen-met-reuma", {
      status: 403,
      body: { status: 403, code: "Forbidden", message: HIDDEN },
    });
    const user = userEvent.setup();
    render(<StoryPage blog={null} post="7" pathname="/ontmoet-elkaar/verhalen/7/" />);
    await user.click(await screen.findByRole("button", { name: "Verwijderen" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Ja, verwijder het verhaal" }));
    expect(await within(dialog).findByText(HIDDEN)).toBeInTheDocument();
    expect(screen.getByText("Mijn verhaal.")).toBeInTheDocument();
  });

  it("says in the dialog why a reported reaction cannot be deleted, and keeps it", async () => {
    const REPORTED = "Een moderator bekijkt deze reactie. Je kunt haar nu niet verwijderen.";
    api.on("GET /api/v1/CustomUser", { body: CARLA });
    api.on(`GET /api/v1/profiles/ismod/${CARLA.Id}`, { body: "false" });
    api.on("GET /api/v1/CustomBlog/bram/Blog_BlogPosts/fietsen-met-reuma", { body: story() });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/reactions", {
      body: page([reaction(95, "Carla", "Mijn reactie.", { IsOwn: true })], 25),
    });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/likes", { body: "false" });
    api.on("GET /api/v1/CustomBlog/3/follows", { body: "false" });
    api.on("DELETE /api/v1/CustomBlog/BlogPost/7/reactions/95", {
      status: 409,
      body: { status: 409, code: "ReactionReported", message: REPORTED },
    });
    const user = userEvent.setup();
    render(
      <StoryPage blog="bram" post="fietsen-met-reuma" pathname="/ontmoet-elkaar/verhalen/bram/fietsen-met-reuma/" />,
    );
    await user.click(await screen.findByRole("button", { name: "Verwijder je reactie" }, { timeout: 10_000 }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Verwijder" }));
    expect(await within(dialog).findByText(REPORTED)).toBeInTheDocument();
    expect(screen.getByText("Mijn reactie.")).toBeInTheDocument();
  });
});

describe("StoryPage for a platform moderator", () => {
  it("hides the story and a reaction, and shows them again", async () => {
    api.on("GET /api/v1/CustomUser", { body: CARLA });
    api.on(`GET /api/v1/profiles/ismod/${CARLA.Id}`, { body: "true" });
    api.on("GET /api/v1/CustomBlog/bram/Blog_BlogPosts/fietsen-met-reuma", { body: story() });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/reactions", {
      body: page([reaction(90, "Dirk", "Koop mijn pillen!")], 25),
    });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/likes", { body: "false" });
    api.on("GET /api/v1/CustomBlog/3/follows", { body: "false" });
    api.on("POST /api/v1/moderation/stories/reactions/90", (request) => ({
      body: reaction(90, "Dirk", "Koop mijn pillen!", {}, { Hidden: (request.body as { Hidden: boolean }).Hidden }),
    }));
    api.on("PUT /api/v1/CustomBlog/BlogPost/7/hidden", (request) => ({
      body: story({ Hidden: (request.body as { Hidden: boolean }).Hidden }),
    }));
    const user = userEvent.setup();
    render(
      <StoryPage blog="bram" post="fietsen-met-reuma" pathname="/ontmoet-elkaar/verhalen/bram/fietsen-met-reuma/" />,
    );

    await user.click(await screen.findByRole("button", { name: "Verbergen (moderator): de reactie van Dirk" }));
    expect(api.requestsTo("POST /api/v1/moderation/stories/reactions/90")[0]!.body).toEqual({ Hidden: true });
    expect(await screen.findByText("De reactie is verborgen.", { selector: ".action-notice" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Weer tonen (moderator): de reactie van Dirk" }));
    expect(api.requestsTo("POST /api/v1/moderation/stories/reactions/90")[1]!.body).toEqual({ Hidden: false });

    await user.click(screen.getByRole("button", { name: "Verbergen (moderator)" }));
    expect(api.requestsTo("PUT /api/v1/CustomBlog/BlogPost/7/hidden")[0]!.body).toEqual({ Hidden: true });
    expect(
      await screen.findByText("Een moderator heeft dit verhaal verborgen. Alleen jij en de moderatoren zien het."),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "Het verhaal is verborgen. Alleen de schrijver en de moderatoren zien het nog.",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Weer tonen (moderator)" }));
    expect(api.requestsTo("PUT /api/v1/CustomBlog/BlogPost/7/hidden")[1]!.body).toEqual({ Hidden: false });
    expect(await screen.findByRole("button", { name: "Verbergen (moderator)" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("offers a participant who is no moderator no hide buttons", async () => {
    api.on("GET /api/v1/CustomUser", { body: CARLA });
    api.on(`GET /api/v1/profiles/ismod/${CARLA.Id}`, { body: "false" });
    api.on("GET /api/v1/CustomBlog/bram/Blog_BlogPosts/fietsen-met-reuma", { body: story() });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/reactions", { body: page([reaction(90, "Dirk", "Mooi!")], 25) });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/likes", { body: "false" });
    api.on("GET /api/v1/CustomBlog/3/follows", { body: "false" });
    render(
      <StoryPage blog="bram" post="fietsen-met-reuma" pathname="/ontmoet-elkaar/verhalen/bram/fietsen-met-reuma/" />,
    );
    expect(await screen.findByRole("button", { name: "Meld de reactie van Dirk" })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo(`GET /api/v1/profiles/ismod/${CARLA.Id}`)).toHaveLength(1));
    expect(screen.queryByRole("button", { name: /moderator/ })).not.toBeInTheDocument();
  });
});

describe("StoryPage hydrating the server's HTML", () => {
  it("takes over functions/story-page's HTML without a mismatch, then adds the controls", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const { act } = await import("react");
    const { StorySlotContent } = await import("./StoryView");
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/reactions", { body: page([reaction(90, "Carla", "Mooi verhaal!")], 25) });
    const state = {
      status: "ok" as const,
      path: "/ontmoet-elkaar/verhalen/bram/fietsen-met-reuma/",
      story: story(),
      reactions: page([reaction(90, "Carla", "Mooi verhaal!")], 25),
    };
    const slot = document.createElement("div");
    slot.innerHTML = renderToString(<StorySlotContent state={state} />);
    document.body.appendChild(slot);
    // The server's HTML holds the first reactions already.
    expect(within(slot).getByText("Mooi verhaal!")).toBeInTheDocument();
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(slot, <StoryPage blog="bram" post="fietsen-met-reuma" pathname={state.path} initial={state} />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(within(slot).getByRole("heading", { level: 1, name: "Fietsen met reuma" })).toBeInTheDocument();
    expect(await within(slot).findByText("Mooi verhaal!")).toBeInTheDocument();
    expect(
      await within(slot).findByRole("link", { name: "Log in om dit verhaal leuk te vinden." }),
    ).toBeInTheDocument();
    expect(api.requestsTo("GET /api/v1/CustomBlog/bram/Blog_BlogPosts/fietsen-met-reuma")).toHaveLength(0);
    // The embedded first page is shown as it is: not asked for again.
    expect(api.requestsTo("GET /api/v1/CustomBlog/BlogPost/7/reactions")).toHaveLength(0);
    slot.remove();
  });
});

describe("StoryPage load states (spec 001 §4, §9)", () => {
  afterEach(() => jest.useRealTimers());

  it("retries a failed first load with the Dutch notice, and shows the story after it", async () => {
    useRetryClock();
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    const load = flakyRoute(api, "GET /api/v1/CustomBlog/bram/Blog_BlogPosts/fietsen-met-reuma", { body: story() });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/reactions", { body: page([], 25) });
    render(
      <StoryPage blog="bram" post="fietsen-met-reuma" pathname="/ontmoet-elkaar/verhalen/bram/fietsen-met-reuma/" />,
    );
    await expectLoadRetried({
      attempts: () => api.requestsTo("GET /api/v1/CustomBlog/bram/Blog_BlogPosts/fietsen-met-reuma").length,
      recover: () => (load.up = true),
      loaded: () => screen.findByRole("heading", { level: 1, name: "Fietsen met reuma" }),
    });
  });
});
