import "../../test-support/editor-dom";
import "../../test-support/text-encoding";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RichTextDoc } from "../../domain/rich-text/text";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { page, reaction } from "../../test-support/community-fixtures";
import { story } from "../../test-support/story-fixtures";
import { StoryPage } from "./StoryPage";

const api = installFetchRouter();
jest.setTimeout(30_000);
const CARLA = { Id: "00000000-0000-4000-8000-000000000005", Username: "Carla", IsVolunteer: false };

beforeEach(() => {
  forgetCurrentUser();
  window.localStorage.clear();
});

// Issue 37, row 8: own story reactions can be edited with the conversations' edit form.
describe("editing one's own story reaction", () => {
  it("refuses an empty text at the field, then saves the new text and shows it", async () => {
    api.on("GET /api/v1/CustomUser", { body: CARLA });
    api.on(`GET /api/v1/profiles/ismod/${CARLA.Id}`, { body: "false" });
    api.on("GET /api/v1/CustomBlog/bram/Blog_BlogPosts/fietsen-met-reuma", { body: story() });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/reactions", {
      body: page([reaction(95, "Carla", "Mijn reactie.", { IsOwn: true }), reaction(96, "Dirk", "Mooi!")], {
        PageSize: 25,
      }),
    });
    api.on("GET /api/v1/CustomBlog/BlogPost/7/likes", { body: "false" });
    api.on("GET /api/v1/CustomBlog/3/follows", { body: "false" });
    api.on("PUT /api/v1/CustomBlog/BlogPost/7/reactions/95", (request) => ({
      body: reaction(
        95,
        "Carla",
        "Mijn nieuwe reactie.",
        { IsOwn: true },
        {
          Body: (request.body as { Body: RichTextDoc }).Body,
          Modified: "2026-03-13T10:00:00.000Z",
        },
      ),
    }));
    const user = userEvent.setup();
    render(
      <StoryPage blog="bram" post="fietsen-met-reuma" pathname="/ontmoet-elkaar/verhalen/bram/fietsen-met-reuma/" />,
    );
    // Only one's own reaction has the edit button.
    const edits = await screen.findAllByRole("button", { name: "Bewerk je reactie" }, { timeout: 10_000 });
    expect(edits).toHaveLength(1);
    await user.click(edits[0]!);
    const box = await screen.findByRole("textbox", { name: /Je reactie aanpassen/ });
    await waitFor(() => expect(box).toHaveFocus());
    await user.clear(box);
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining("Schrijf eerst je reactie.")));
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(api.requestsTo("PUT /api/v1/CustomBlog/BlogPost/7/reactions/95")).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    await user.type(box, "Mijn nieuwe reactie.");
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    const item = await screen.findByText("Mijn nieuwe reactie.", { selector: ".reaction__body *" });
    const saved = item.closest("li")!;
    expect(within(saved).getByText("Je reactie is opgeslagen.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Je reactie aanpassen/ })).not.toBeInTheDocument();
    const sent = api.requestsTo("PUT /api/v1/CustomBlog/BlogPost/7/reactions/95");
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0]!.body)).toContain("Mijn nieuwe reactie.");
    expect(screen.getByRole("button", { name: "Bewerk je reactie" })).toBeInTheDocument();
  });
});
