import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { BookmarkButton } from "./BookmarkButton";
import { BookmarkPlaceholder } from "./BookmarkPlaceholder";

const api = installFetchRouter();
const CURRENT_USER = "GET /api/v1/CustomUser";
const ARTICLE = {
  drupalId: "1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b",
  slug: "/over-reuma/jicht",
  title: "Jicht",
  description: "Over jicht",
};

beforeEach(() => forgetCurrentUser());

describe("BookmarkButton", () => {
  it("has its name while the session loads and as the island's placeholder (axe button-name)", async () => {
    api.on(CURRENT_USER, { status: 401, body: { code: "Unauthorized" } });
    const { container, unmount } = render(<BookmarkButton {...ARTICLE} />);
    const loading = screen.getByRole("button", { name: "Bewaar dit artikel" });
    expect(loading).toHaveAttribute("aria-disabled", "true"); // the session has not answered yet
    expect(await axeViolations(container)).toEqual([]);
    await waitFor(() => expect(loading).not.toHaveAttribute("aria-disabled")); // no update after unmount
    unmount();
    const placeholder = render(<BookmarkPlaceholder />);
    expect(screen.getByRole("button", { name: "Bewaar dit artikel" })).toHaveAttribute("aria-disabled", "true");
    expect(await axeViolations(placeholder.container)).toEqual([]);
  });

  it("opens the login/register dialog for visitors; Escape closes it and returns focus", async () => {
    api.on(CURRENT_USER, { status: 401, body: { code: "Unauthorized" } });
    const user = userEvent.setup();
    render(<BookmarkButton {...ARTICLE} />);
    const button = await screen.findByRole("button", { name: "Bewaar dit artikel" });
    await waitFor(() => expect(button).not.toHaveAttribute("aria-disabled")); // session answered
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Log in om artikelen te bewaren" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("link", { name: "Inloggen" })).toHaveAttribute(
      "href",
      "/inloggen?returnUrl=%2Fover-reuma%2Fjicht",
    );
    expect(screen.getByRole("link", { name: "Inloggen" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "Registreren" })).toHaveAttribute("href", "/registreren");
    expect(document.body).toHaveClass("has-modal");
    expect(await axeViolations()).toEqual([]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass("has-modal");
    expect(button).toHaveFocus();
    expect(api.requests.filter((r) => r.path.startsWith("/api/v1/bookmarks"))).toHaveLength(0);
  });

  it("saves and removes the bookmark of a logged-in participant", async () => {
    api.on(CURRENT_USER, { body: { Id: "u1", Username: "Jan1958", IsVolunteer: false } });
    api.on("GET /api/v1/bookmarks", { body: [] });
    api.on("POST /api/v1/bookmarks", {
      body: {
        DrupalId: ARTICLE.drupalId,
        Slug: ARTICLE.slug,
        Title: "Jicht",
        Description: "Over jicht",
        CreatedDate: "2026-11-22T00:00:00.000Z",
      },
    });
    api.on(`DELETE /api/v1/bookmarks/${ARTICLE.drupalId}`, { status: 204 });
    const user = userEvent.setup();
    render(<BookmarkButton {...ARTICLE} />);
    const button = await screen.findByRole("button", { name: "Bewaar dit artikel" });
    await waitFor(() => expect(button).not.toHaveAttribute("aria-disabled")); // session answered
    await user.click(button);
    expect(await screen.findByRole("button", { name: "Niet meer bewaren" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "bewaarde artikelen" })).toHaveAttribute("href", "/account/artikelen");
    expect(api.requestsTo("POST /api/v1/bookmarks")[0]!.body).toEqual({
      DrupalId: ARTICLE.drupalId,
      Slug: ARTICLE.slug,
      Title: "Jicht",
      Description: "Over jicht",
    });
    await user.click(screen.getByRole("button", { name: "Niet meer bewaren" }));
    expect(await screen.findByRole("button", { name: "Bewaar dit artikel" })).toBeInTheDocument();
    expect(api.requestsTo(`DELETE /api/v1/bookmarks/${ARTICLE.drupalId}`)).toHaveLength(1);
  });
});

describe("BookmarkButton pressed before the session has answered", () => {
  it("opens the login/register dialog for a visitor once the answer is there", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    api.on(CURRENT_USER, () => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<BookmarkButton {...ARTICLE} />);
    const button = await screen.findByRole("button", { name: "Bewaar dit artikel" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.click(button);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    answer({ status: 401, body: { code: "Unauthorized" } });
    expect(await screen.findByRole("dialog", { name: "Log in om artikelen te bewaren" })).toBeInTheDocument();
  });

  it("saves for a participant once the session and the saved state are known, and never removes", async () => {
    let answer: (value: { status?: number; body: unknown }) => void = () => undefined;
    api.on(CURRENT_USER, () => new Promise((resolve) => (answer = resolve)));
    api.on("GET /api/v1/bookmarks", { body: [] });
    api.on("POST /api/v1/bookmarks", {
      body: {
        DrupalId: ARTICLE.drupalId,
        Slug: ARTICLE.slug,
        Title: "Jicht",
        Description: "Over jicht",
        CreatedDate: "2026-11-22T00:00:00.000Z",
      },
    });
    const user = userEvent.setup();
    render(<BookmarkButton {...ARTICLE} />);
    await user.click(await screen.findByRole("button", { name: "Bewaar dit artikel" }));
    answer({ body: { Id: "u1", Username: "Jan1958", IsVolunteer: false } });
    expect(await screen.findByRole("button", { name: "Niet meer bewaren" })).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/bookmarks")).toHaveLength(1);
  });

  it("leaves an article that was saved already as it is", async () => {
    let answer: (value: { status?: number; body: unknown }) => void = () => undefined;
    api.on(CURRENT_USER, () => new Promise((resolve) => (answer = resolve)));
    api.on("GET /api/v1/bookmarks", {
      body: [
        {
          DrupalId: ARTICLE.drupalId,
          Slug: ARTICLE.slug,
          Title: "Jicht",
          Description: "Over jicht",
          CreatedDate: "2026-11-22T00:00:00.000Z",
        },
      ],
    });
    const user = userEvent.setup();
    render(<BookmarkButton {...ARTICLE} />);
    await user.click(await screen.findByRole("button", { name: "Bewaar dit artikel" }));
    answer({ body: { Id: "u1", Username: "Jan1958", IsVolunteer: false } });
    expect(await screen.findByRole("button", { name: "Niet meer bewaren" })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== "GET")).toHaveLength(0);
  });
});
