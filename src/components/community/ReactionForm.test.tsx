import "../../test-support/editor-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { reaction } from "../../test-support/community-fixtures";
import type { ReactionListItem } from "../../domain/community";
import { apiRequest } from "../../platform/http";
import ReactionForm, { type ReactionFormProps } from "./ReactionForm";

const api = installFetchRouter();
const POST = "POST /api/v1/conversations/41/reactions";
const USER = "00000000-0000-4000-8000-000000000005";
const TOO_LONG = "Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens";

beforeEach(() => window.localStorage.clear());

/** As the conversation page sends a reaction (src/features/community/api.ts createReaction). */
const conversationTarget: ReactionFormProps["target"] = {
  send: (body) => apiRequest<ReactionListItem>("/conversations/41/reactions", { method: "POST", body }),
  scope: { kind: "reaction", conversationId: 41 },
};

function setup(props: Partial<ReactionFormProps> = {}) {
  const user = userEvent.setup();
  const onPosted = jest.fn();
  const view = render(
    <ReactionForm
      conversationId={41}
      userId={USER}
      following={false}
      quoteRequest={null}
      onPosted={onPosted}
      target={conversationTarget}
      {...props}
    />,
  );
  return { user, onPosted, view };
}

async function write(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = await screen.findByRole("textbox", { name: "Je reactie" });
  await user.click(box);
  await user.paste(text);
  return box;
}

describe("ReactionForm", () => {
  it("refuses 4,001 characters with the spec's text at the field, without sending, and keeps the text", async () => {
    const { user } = setup();
    const box = await write(user, "x".repeat(4001));
    expect(screen.getByText("4.001 van 4.000 tekens: 1 te veel")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Plaats reactie" }));
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(expect.stringContaining(TOO_LONG));
    expect(screen.getByText(TOO_LONG)).toBeInTheDocument();
    expect(box.textContent).toHaveLength(4001);
    expect(api.requestsTo(POST)).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the server's refusal at the field and keeps the text", async () => {
    api.on(POST, {
      status: 400,
      body: { status: 400, code: "ValidationFailed", message: TOO_LONG, errors: { Body: [TOO_LONG] } },
    });
    const { user } = setup();
    const box = await write(user, "Mijn ervaring is anders.");
    await user.click(screen.getByRole("button", { name: "Plaats reactie" }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining(TOO_LONG)));
    expect(box).toHaveTextContent("Mijn ervaring is anders.");
    // Tiptap focuses in an animation frame: allow for a busy machine.
    await waitFor(() => expect(box).toHaveFocus(), { timeout: 5000 });
  });

  it("after a session that ended, offers logging in again and coming back here, and keeps the text", async () => {
    window.history.pushState({}, "", "/ontmoet-elkaar/gesprekken/pijn/41/");
    api.on(POST, {
      status: 401,
      body: { status: 401, code: "Unauthorized", message: "Je bent niet ingelogd. Log in om verder te gaan." },
    });
    const { user } = setup();
    const box = await write(user, "Dit wil ik nog kwijt.");
    await user.click(screen.getByRole("button", { name: "Plaats reactie" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Je bent niet ingelogd. Log in om verder te gaan.");
    expect(screen.getByRole("link", { name: "Log opnieuw in" })).toHaveAttribute(
      "href",
      `/inloggen?sessionTimeout=true&returnUrl=${encodeURIComponent("/ontmoet-elkaar/gesprekken/pijn/41/")}`,
    );
    expect(box).toHaveTextContent("Dit wil ik nog kwijt.");
    window.history.pushState({}, "", "/");
  });

  it("keeps an unsent reaction across a failed send and a reload, and forgets it once placed", async () => {
    api.on(POST, {
      status: 500,
      body: { status: 500, code: "ServerError", message: "Er was een probleem met de server." },
    });
    const first = setup();
    await write(first.user, "Warm water helpt mij.");
    await first.user.click(screen.getByRole("button", { name: "Plaats reactie" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Er was een probleem met de server.");
    first.view.unmount();

    const placed = reaction(95, "Carla", "Warm water helpt mij.", { IsOwn: true });
    api.on(POST, { body: placed });
    const second = setup();
    expect(screen.getByText("We hebben je reactie teruggezet die nog niet geplaatst was.")).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: "Je reactie" })).toHaveTextContent("Warm water helpt mij.");
    await second.user.click(screen.getByRole("checkbox", { name: /Volg dit gesprek/ }));
    await second.user.click(screen.getByRole("button", { name: "Plaats reactie" }));
    await waitFor(() => expect(second.onPosted).toHaveBeenCalledWith(placed, true));
    expect(api.requestsTo(POST).at(-1)!.body).toEqual({
      Body: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "Warm water helpt mij." }] }],
      },
      QuoteReactionId: 0,
      FollowConversation: true,
    });
    expect(window.localStorage.length).toBe(0);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Je reactie" })).toHaveTextContent(""));
  });

  it("quotes a reaction, sends its id, and lets the quote go again", async () => {
    api.on(POST, { body: reaction(96, "Carla", "Dank je!", { IsOwn: true }) });
    const quoted = { quote: { Id: 90, Username: "Bram", Text: "Ik begin met een warme douche." }, request: 1 };
    const { user, onPosted } = setup({ quoteRequest: quoted, following: true });
    expect(screen.getByText("Je citeert Bram:")).toBeInTheDocument();
    expect(screen.getByText("Ik begin met een warme douche.")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /Volg dit gesprek/ })).not.toBeInTheDocument();
    const box = await screen.findByRole("textbox", { name: "Je reactie" });
    // Tiptap focuses in an animation frame once the editor exists: allow for a busy machine.
    await waitFor(() => expect(box).toHaveFocus(), { timeout: 5000 });
    await user.paste("Dank je!");
    await user.click(screen.getByRole("button", { name: "Plaats reactie" }));
    await waitFor(() => expect(onPosted).toHaveBeenCalled());
    expect(api.requestsTo(POST)[0]!.body).toMatchObject({ QuoteReactionId: 90, FollowConversation: false });
  });
});
