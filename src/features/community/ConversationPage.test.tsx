import "../../test-support/editor-dom";
import "../../test-support/text-encoding";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter, type FetchRouter } from "../../test-support/fetch-router";
import type { ConversationPageState } from "./conversation-state";
import { ConversationPage } from "./ConversationPage";
import { ForumSlotContent } from "./ForumSlotContent";
import { author, conversation, page, reaction } from "../../test-support/community-fixtures";
import { expectLoadRetried, flakyRoute, useRetryClock } from "../../test-support/load-retry";

const api = installFetchRouter();
// Several rounds of answers and axe: slow on a busy two-core machine.
jest.setTimeout(30_000);
const PATH = "/ontmoet-elkaar/gesprekken/vermoeidheid/tips-voor-de-ochtendstijfheid/";
const CARLA = { Id: "00000000-0000-4000-8000-000000000005", Username: "Carla", IsVolunteer: false };

beforeEach(() => {
  forgetCurrentUser();
  window.localStorage.clear();
});

function state(
  extra: Parameters<typeof conversation>[0] = {},
  items = [
    reaction(90, "Bram", "Ik begin met een warme douche."),
    reaction(91, "Carla", "Ik rek eerst uit.", { IsOwn: true }),
  ],
): ConversationPageState {
  return { status: "ok", path: PATH, conversation: conversation(extra), reactions: page(items) };
}

function participant(router: FetchRouter, options: { moderator?: boolean; owner?: boolean } = {}) {
  router.on("GET /api/v1/CustomUser", { body: CARLA });
  router.on("GET /api/v1/conversations/41/follows", { body: false });
  router.on("GET /api/v1/conversations/41/likes", { body: false });
  router.on("GET /api/v1/conversations/41/user-is-owner", { body: Boolean(options.owner) });
  router.on("GET /api/v1/moderators-reactions/conversation/41/user-is-mod", { body: Boolean(options.moderator) });
}

function renderPage(initial: ConversationPageState) {
  return render(
    <ConversationPage
      groupSlug="vermoeidheid"
      conversationSlug="tips-voor-de-ochtendstijfheid"
      pathname={PATH}
      search=""
      initial={initial}
    />,
  );
}

describe("ConversationPage", () => {
  it("hydrates the server's HTML without a mismatch, then adds the controls", async () => {
    participant(api);
    const initial = state();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ForumSlotContent state={initial} />);
    document.body.appendChild(container);
    expect(container.querySelector("h1")).toHaveTextContent("Tips voor de ochtendstijfheid");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <ConversationPage
          groupSlug="vermoeidheid"
          conversationSlug="tips-voor-de-ochtendstijfheid"
          pathname={PATH}
          search=""
          initial={initial}
        />,
        {
          onRecoverableError: recoverable,
        },
      );
    });
    expect(await within(container).findByRole("button", { name: "Vind ik fijn" })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it("shows each reaction's author photo beside the name, or the default silhouette, as decoration", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    renderPage(
      state({}, [
        reaction(90, "Bram", "Met foto.", {
          User: author("Bram", { PhotoUrl: "https://reumanl.nl/storage/bram.jpg" }),
        }),
        reaction(92, "Dirk", "Zonder foto."),
      ]),
    );
    await screen.findByRole("heading", { name: "Praat mee" });
    const reactions = screen.getAllByRole("listitem").filter((item) => item.classList.contains("reaction"));
    const photo = reactions[0]!.querySelector("img.reaction__photo");
    expect(photo).toHaveAttribute("src", "https://reumanl.nl/storage/bram.jpg");
    expect(photo).toHaveAttribute("alt", "");
    expect(reactions[1]!.querySelector("svg.reaction__photo")).toHaveAttribute("aria-hidden", "true");
    expect(within(reactions[0]!).getByRole("article")).toHaveAccessibleName("Bram");
  });

  it("shows the Modified date only when it is 15 minutes or more after creation (spec 000 §4)", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    const { unmount } = renderPage(
      state({ Created: "2026-03-12T13:05:00.000Z", Modified: "2026-03-12T13:19:59.000Z" }),
    );
    await screen.findByRole("heading", { name: "Praat mee" });
    expect(screen.queryByText(/Bewerkt op/)).not.toBeInTheDocument();
    unmount();
    renderPage(
      state({ Created: "2026-03-12T13:05:00.000Z", Modified: "2026-03-12T15:20:00.000Z" }, [
        reaction(
          90,
          "Bram",
          "Eerste versie.",
          {},
          { Created: "2026-03-12T14:00:00.000Z", Modified: "0001-01-01T00:00:00.000Z" },
        ),
        reaction(
          92,
          "Dirk",
          "Later aangepast.",
          {},
          { Created: "2026-03-12T14:00:00.000Z", Modified: "2026-03-13T09:00:00.000Z" },
        ),
      ]),
    );
    expect(document.querySelector(".conversation__modified")).toHaveTextContent("Bewerkt op 12 maart 2026 om 16:20");
    const reactions = screen.getAllByRole("listitem").filter((item) => item.classList.contains("reaction"));
    expect(reactions[0]).not.toHaveTextContent("bewerkt");
    expect(reactions[1]).toHaveTextContent("(bewerkt op 13 maart 2026 om 10:00)");
    await screen.findByRole("heading", { name: "Praat mee" });
  });

  it("labels conversation leaders and moderators in words", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    renderPage(
      state({}, [
        reaction(90, "Moderator", "Welkom!", {
          User: author("Moderator", { IsModerator: true, ModeratorKind: "platform" }),
        }),
      ]),
    );
    expect(document.querySelector(".conversation__meta")).toHaveTextContent(
      "Gestart door Annelies Gespreksleider op 12 maart 2026 om 14:05",
    );
    expect(screen.getByText("Gespreksleider")).toHaveClass("role-label");
    expect(document.querySelector(".reaction__meta")).toHaveTextContent("Moderator Moderator 12 maart 2026 om 15:00");
    expect(document.querySelector(".reaction__meta .role-label")).toHaveTextContent("Moderator");
    await screen.findByRole("heading", { name: "Praat mee" });
  });

  it("invites visitors to log in or register, with no controls", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    renderPage(state());
    expect(await screen.findByRole("heading", { name: "Praat mee" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Inloggen" })).toHaveAttribute(
      "href",
      `/inloggen?returnUrl=${encodeURIComponent(PATH)}`,
    );
    expect(screen.queryByRole("button", { name: "Vind ik fijn" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Citeer/ })).not.toBeInTheDocument();
    expect(screen.getByText("3 deelnemers vinden dit fijn")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("likes and follows with pressed buttons and says so", async () => {
    participant(api);
    api.on("POST /api/v1/conversations/41/like", { body: true });
    api.on("POST /api/v1/conversations/41/follow", { body: true });
    const user = userEvent.setup();
    renderPage(state());
    const like = await screen.findByRole("button", { name: "Vind ik fijn" });
    expect(like).toHaveAttribute("aria-pressed", "false");
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute("aria-pressed", "true"));
    expect(like).toHaveAccessibleName("Je vindt dit fijn");
    expect(screen.queryByRole("button", { name: "Vind ik fijn" })).not.toBeInTheDocument();
    expect(screen.getByText("4 deelnemers vinden dit fijn")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole("status").some((el) => el.textContent === "Je vindt dit gesprek fijn.")).toBe(true),
    );
    const follow = screen.getByRole("button", { name: "Volg dit gesprek" });
    expect(follow).toHaveAttribute("aria-pressed", "false");
    await user.click(follow);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Je volgt dit gesprek" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(screen.queryByRole("button", { name: "Volg dit gesprek" })).not.toBeInTheDocument();
  });

  it("reports a reaction in a modal dialog (rest of the page inert) and thanks the reporter", async () => {
    participant(api);
    api.on("POST /api/v1/conversation-flag/41", { body: { Message: "Dank voor je melding.", AlreadyReported: false } });
    const user = userEvent.setup();
    renderPage(state());
    const report = await screen.findByRole("button", { name: "Meld de reactie van Bram" });
    expect(screen.queryByRole("button", { name: "Meld de reactie van Carla" })).not.toBeInTheDocument();
    await user.click(report);
    // The dialog's code loads when it is opened.
    const dialog = await screen.findByRole("dialog", { name: "Meld deze reactie" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const reason = within(dialog).getByRole("textbox", { name: "Waarom meld je dit? (niet verplicht)" });
    expect(reason).toHaveFocus();
    const main = document.body.firstElementChild!;
    expect(main).toHaveAttribute("inert");
    expect(await axeViolations(dialog)).toEqual([]);
    await user.type(reason, "Onjuist medisch advies");
    await user.click(within(dialog).getByRole("button", { name: "Melden" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(main).not.toHaveAttribute("inert");
    expect(report).toHaveFocus();
    expect(screen.getByText("Dank voor je melding.")).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/conversation-flag/41")[0]!.body).toEqual({
      ReactionId: 90,
      Reason: "Onjuist medisch advies",
    });
  });

  it("deletes an own reaction after confirming, and closing the dialog with Escape keeps it", async () => {
    participant(api);
    api.on("DELETE /api/v1/conversations/reaction", { status: 204 });
    const user = userEvent.setup();
    renderPage(state());
    const remove = await screen.findByRole("button", { name: "Verwijder je reactie" });
    await user.click(remove);
    expect(screen.getByRole("dialog", { name: "Reactie verwijderen?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Annuleren" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.requestsTo("DELETE /api/v1/conversations/reaction")).toHaveLength(0);
    await user.click(remove);
    await user.click(screen.getByRole("button", { name: "Ja, verwijder mijn reactie" }));
    await waitFor(() => expect(screen.queryByText("Ik rek eerst uit.")).not.toBeInTheDocument());
    expect(api.requestsTo("DELETE /api/v1/conversations/reaction")[0]!.body).toEqual({ Id: 91, ConversationId: 41 });
    expect(screen.getByRole("heading", { name: "Reacties (1)" })).toBeInTheDocument();
  });

  it("edits an own reaction in place", async () => {
    participant(api);
    api.on("POST /api/v1/conversations/reaction", ({ body }) => ({
      body: reaction(
        91,
        "Carla",
        "Ik rek eerst uit, daarna koffie.",
        { IsOwn: true },
        { Modified: "2026-03-13T09:00:00.000Z" },
      ),
      ...(body ? {} : { status: 400 }),
    }));
    const user = userEvent.setup();
    renderPage(state());
    await user.click(await screen.findByRole("button", { name: "Bewerk je reactie" }));
    const box = await screen.findByRole("textbox", { name: "Je reactie aanpassen" });
    await waitFor(() => expect(box).toHaveFocus(), { timeout: 5000 });
    await user.paste(", daarna koffie.");
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    expect(await screen.findByText("Ik rek eerst uit, daarna koffie.")).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/conversations/reaction")[0]!.body).toMatchObject({
      Id: 91,
      ConversationId: 41,
    });
    expect(screen.getByText("Je reactie is opgeslagen.")).toBeInTheDocument();
  });

  it("lets a moderator hide a reaction", async () => {
    participant(api, { moderator: true });
    api.on("GET /api/v1/groups/all", { body: page([]) });
    api.on("POST /api/v1/moderation/reactions/90", {
      body: reaction(90, "Bram", "Ik begin met een warme douche.", {}, { Hidden: true }),
    });
    const user = userEvent.setup();
    renderPage(state());
    await user.click(await screen.findByRole("button", { name: "Verberg de reactie van Bram" }));
    expect(await screen.findByRole("button", { name: "Toon weer de reactie van Bram" })).toBeInTheDocument();
    expect(screen.getByText("Verborgen voor deelnemers: alleen moderatoren zien deze tekst.")).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/moderation/reactions/90")[0]!.body).toEqual({ Hidden: true });
    expect(screen.getByRole("button", { name: "Vastzetten bovenaan" })).toBeInTheDocument();
  });

  it("shows the 403 offer for a participants-only conversation reached without a session", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    api.on("GET /api/v1/conversations/slug/alleen-voor-ons", {
      status: 403,
      body: { status: 403, code: "ParticipantsOnly", message: "Alleen voor deelnemers" },
    });
    render(
      <ConversationPage
        groupSlug="vermoeidheid"
        conversationSlug="alleen-voor-ons"
        pathname="/ontmoet-elkaar/gesprekken/vermoeidheid/alleen-voor-ons/"
        search=""
        initial={null}
      />,
    );
    expect(await screen.findByRole("heading", { name: "Alleen voor deelnemers" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Registreren" })).toHaveAttribute("href", "/registreren");
  });

  it("retries a failed load after a client-side navigation with the Dutch notice, then shows the conversation", async () => {
    useRetryClock();
    try {
      api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
      const load = flakyRoute(api, "GET /api/v1/conversations/slug/tips-voor-de-ochtendstijfheid", {
        body: conversation(),
      });
      api.on("GET /api/v1/conversations/41/reactions", {
        body: page([reaction(90, "Bram", "Ik begin met een warme douche.")]),
      });
      render(
        <ConversationPage
          groupSlug="vermoeidheid"
          conversationSlug="tips-voor-de-ochtendstijfheid"
          pathname={PATH}
          search=""
          initial={null}
        />,
      );
      await expectLoadRetried({
        attempts: () => api.requestsTo("GET /api/v1/conversations/slug/tips-voor-de-ochtendstijfheid").length,
        recover: () => (load.up = true),
        loaded: () => screen.findByText("Ik begin met een warme douche."),
      });
    } finally {
      jest.useRealTimers();
    }
  });
});
