import "../../../test-support/editor-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { plainTextToRichText } from "../../../domain/rich-text/text";
import { conversation, reaction } from "../../../test-support/community-fixtures";
import { installFetchRouter } from "../../../test-support/fetch-router";
import EditConversationForm from "./EditConversationForm";
import EditReactionForm from "../../../components/community/EditReactionForm";
import { editReaction } from "../api";

const api = installFetchRouter();
const REACTION_REPORTED = "Een moderator bekijkt deze reactie. Je kunt haar nu niet wijzigen.";
const CONVERSATION_REPORTED = "Een moderator bekijkt dit gesprek. Je kunt het nu niet wijzigen.";

// A reported item keeps its text until a moderator decides (decision 310): the refusal shows at the
// editor, and what the author typed stays there.
describe("editing a reported contribution", () => {
  it("shows the refusal of a reported reaction at the editor and keeps the new text", async () => {
    api.on("POST /api/v1/conversations/reaction", {
      status: 409,
      body: {
        status: 409,
        code: "ReactionReported",
        message: REACTION_REPORTED,
        errors: { Body: [REACTION_REPORTED] },
      },
    });
    const user = userEvent.setup();
    const onSaved = jest.fn();
    render(
      <EditReactionForm
        item={reaction(92, "Carla", "Eerste versie.", { IsOwn: true })}
        save={(Body) => editReaction({ Id: 92, ConversationId: 41, Body })}
        onSaved={onSaved}
        onCancel={() => undefined}
      />,
    );
    const box = await screen.findByRole("textbox", { name: /Je reactie/ });
    await user.click(box);
    await user.paste(" Met een aanvulling.");
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining(REACTION_REPORTED)));
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveTextContent("Met een aanvulling.");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the refusal of a reported conversation at its text and keeps title and text", async () => {
    api.on("POST /api/v1/conversations", {
      status: 409,
      body: {
        status: 409,
        code: "ConversationReported",
        message: CONVERSATION_REPORTED,
        errors: { Body: [CONVERSATION_REPORTED] },
      },
    });
    const user = userEvent.setup();
    render(
      <EditConversationForm
        conversation={conversation({ Body: plainTextToRichText("De oude tekst.") })}
        onSaved={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const title = screen.getByRole("textbox", { name: /Titel/ });
    await user.clear(title);
    await user.type(title, "Een nieuwe titel");
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    const box = await screen.findByRole("textbox", { name: /Je bericht/ });
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining(CONVERSATION_REPORTED)));
    expect(title).toHaveValue("Een nieuwe titel");
    expect(box).toHaveTextContent("De oude tekst.");
  });
});
