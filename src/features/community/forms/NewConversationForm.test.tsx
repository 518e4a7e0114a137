import "../../../test-support/editor-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../../test-support/axe";
import { installFetchRouter } from "../../../test-support/fetch-router";
import { conversation, TERMS } from "../../../test-support/community-fixtures";
import NewConversationForm from "./NewConversationForm";

const api = installFetchRouter();
const CREATE = "POST /api/v1/conversations/3";
const USER = "00000000-0000-4000-8000-000000000003";
const TITLE_TOO_LONG = "De titel mag niet langer zijn dan 130 tekens.";

beforeEach(() => window.localStorage.clear());

function setup() {
  const user = userEvent.setup();
  const onCreated = jest.fn();
  const view = render(
    <NewConversationForm
      groupId={3}
      userId={USER}
      terms={TERMS}
      cancelHref="/ontmoet-elkaar/gesprekken/vermoeidheid/"
      onCreated={onCreated}
    />,
  );
  return { user, onCreated, view };
}

async function fill(user: ReturnType<typeof userEvent.setup>, title: string, text: string) {
  await user.click(screen.getByLabelText("Titel"));
  await user.paste(title);
  const body = await screen.findByRole("textbox", { name: "Je bericht" });
  await user.click(body);
  await user.paste(text);
}

describe("NewConversationForm", () => {
  it("refuses a 131-character title at the field with the spec's text, without sending", async () => {
    const { user } = setup();
    await fill(user, "t".repeat(131), "Wie herkent dit?");
    expect(screen.getByText("131 van 130 tekens: 1 te veel")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Plaats gesprek" }));
    const title = screen.getByLabelText("Titel");
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAccessibleDescription(expect.stringContaining(TITLE_TOO_LONG));
    expect(screen.getByRole("alert")).toHaveTextContent(TITLE_TOO_LONG);
    expect(screen.getByRole("alert")).toHaveFocus();
    expect(api.requestsTo(CREATE)).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it("asks for a text before sending", async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText("Titel"));
    await user.paste("Een vraag");
    await screen.findByRole("textbox", { name: "Je bericht" });
    await user.click(screen.getByRole("button", { name: "Plaats gesprek" }));
    expect(screen.getByRole("textbox", { name: "Je bericht" })).toHaveAccessibleDescription(
      expect.stringContaining("Schrijf eerst de tekst van je gesprek."),
    );
  });

  it("keeps everything with the server's text at its field when the server refuses, also after a reload", async () => {
    api.on(CREATE, {
      status: 400,
      body: { status: 400, code: "ValidationFailed", message: TITLE_TOO_LONG, errors: { Title: [TITLE_TOO_LONG] } },
    });
    const { user, view } = setup();
    await fill(user, "Moe na het werk", "Herkennen jullie dat?");
    await user.click(screen.getByRole("radio", { name: "Alleen deelnemers" }));
    await user.click(screen.getByRole("checkbox", { name: "Slaap" }));
    await user.click(screen.getByRole("button", { name: "Plaats gesprek" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Titel")).toHaveAccessibleDescription(expect.stringContaining(TITLE_TOO_LONG)),
    );
    expect(screen.getByLabelText("Titel")).toHaveValue("Moe na het werk");
    expect(screen.getByRole("textbox", { name: "Je bericht" })).toHaveTextContent("Herkennen jullie dat?");

    view.unmount();
    setup();
    expect(screen.getByText("We hebben je tekst teruggezet die nog niet geplaatst was.")).toBeInTheDocument();
    expect(screen.getByLabelText("Titel")).toHaveValue("Moe na het werk");
    expect(await screen.findByRole("textbox", { name: "Je bericht" })).toHaveTextContent("Herkennen jullie dat?");
    expect(screen.getByRole("radio", { name: "Alleen deelnemers" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Slaap" })).toBeChecked();
  });

  it("sends the conversation as the contract says and then forgets the draft", async () => {
    api.on(CREATE, { body: conversation({ Slug: "moe-na-het-werk", Title: "Moe na het werk" }) });
    const { user, onCreated } = setup();
    await fill(user, "  Moe na het werk ", "Herkennen jullie dat?");
    await user.click(screen.getByRole("checkbox", { name: "Slaap" }));
    await user.click(screen.getByRole("button", { name: "Plaats gesprek" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ Slug: "moe-na-het-werk" })));
    expect(api.requestsTo(CREATE)[0]!.body).toEqual({
      Title: "  Moe na het werk ",
      Description: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "Herkennen jullie dat?" }] }],
      },
      Visibility: "public",
      GroupTermIds: [12],
      FollowConversation: true,
    });
    expect(window.localStorage.length).toBe(0);
  });
});
