import "../../../test-support/editor-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { plainTextToRichText } from "../../../domain/rich-text/text";
import { installFetchRouter } from "../../../test-support/fetch-router";
import { story } from "../../../test-support/story-fixtures";
import StoryForm from "./StoryForm";

const api = installFetchRouter();
const USER = "00000000-0000-4000-8000-000000000005";
const HIDDEN = "Een moderator heeft dit verhaal verborgen. Zolang het verborgen is, kun je het niet bewerken.";

beforeEach(() => window.localStorage.clear());

describe("StoryForm", () => {
  // Decision 310: a hidden story keeps its text until a moderator shows it again.
  it("shows the refusal to change a hidden story at its text, and keeps what the author typed", async () => {
    api.on("PUT /api/v1/CustomBlog/BlogPost/", {
      status: 409,
      body: { status: 409, code: "StoryHidden", message: HIDDEN, errors: { Body: [HIDDEN] } },
    });
    const user = userEvent.setup();
    const onSaved = jest.fn();
    render(
      <StoryForm
        userId={USER}
        story={story({ IsOwn: true, Hidden: true, Body: plainTextToRichText("Mijn eerste versie.") })}
        onSaved={onSaved}
        cancelHref="/ontmoet-elkaar/verhalen/"
      />,
    );
    const title = screen.getByRole("textbox", { name: /Titel/ });
    await user.clear(title);
    await user.type(title, "Een andere titel");
    const box = await screen.findByRole("textbox", { name: /Je verhaal/ });
    await user.click(box);
    await user.paste(" Nog een zin.");
    await user.click(screen.getByRole("button", { name: "Wijzigingen opslaan" }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining(HIDDEN)));
    expect(screen.getByRole("link", { name: HIDDEN })).toBeInTheDocument();
    expect(title).toHaveValue("Een andere titel");
    expect(box).toHaveTextContent("Nog een zin.");
    expect(onSaved).not.toHaveBeenCalled();
  });
});
