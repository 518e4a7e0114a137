import { plainTextToRichText as doc } from "../../src/domain/rich-text/text";
import { presentConversation } from "./conversations/presenters";
import type { ConversationDetailRow } from "./conversations/queries";
import { pageOf, presentAuthor } from "./presenters";
import type { AuthorRow } from "./queries";
import { presentReaction } from "./reactions/presenters";
import type { ReactionRow } from "./reactions/queries";

const noPhoto = () => null;
const author: AuthorRow = {
  authorId: "00000000-0000-4000-8000-000000000003",
  authorUsername: "Annelies",
  authorCreatedAt: new Date("2025-01-01T10:00:00Z"),
  authorPlatformModerator: false,
  authorGroupModerator: true,
  authorPhotoPath: "avatars/a/b.jpg",
};

describe("presentAuthor", () => {
  it("shows a group moderator with the group kind and the photo URL", () => {
    expect(presentAuthor(author, (path) => (path ? `/api/v1/storage/${path}` : null))).toEqual({
      Id: author.authorId,
      Username: "Annelies",
      Created: "2025-01-01T10:00:00.000Z",
      IsModerator: true,
      ModeratorKind: "group",
      PhotoUrl: "/api/v1/storage/avatars/a/b.jpg",
    });
  });

  it("prefers the platform kind", () => {
    expect(presentAuthor({ ...author, authorPlatformModerator: true }, noPhoto).ModeratorKind).toBe("platform");
  });

  it("shows a deleted account as 'een deelnemer van ReumaNL' without anything that identifies it", () => {
    expect(presentAuthor({ ...author, authorId: null, authorUsername: null }, () => "/x.jpg")).toEqual({
      Id: null,
      Username: "een deelnemer van ReumaNL",
      Created: null,
      IsModerator: false,
      ModeratorKind: null,
      PhotoUrl: null,
    });
  });
});

const reaction: ReactionRow = {
  ...author,
  id: 7,
  conversationId: 3,
  createdAt: new Date("2026-01-01T10:00:00Z"),
  modifiedAt: new Date("2026-01-01T10:05:00Z"),
  quotedReactionId: 0,
  visible: true,
  body: doc("Hallo"),
  quoteId: null,
  quoteBody: null,
  quoteAuthorId: null,
  quoteUsername: null,
};

describe("presentReaction", () => {
  it("hides a Modified date under 15 minutes after Created, and shows a later one", () => {
    expect(presentReaction(reaction, null, noPhoto).Reaction.Modified).toBeNull();
    const later = presentReaction({ ...reaction, modifiedAt: new Date("2026-01-01T11:00:00Z") }, null, noPhoto);
    expect(later.Reaction.Modified).toBe("2026-01-01T11:00:00.000Z");
  });

  it("marks a hidden reaction without a body, and the caller's own", () => {
    const hidden = presentReaction({ ...reaction, visible: false, body: null }, author.authorId, noPhoto);
    expect(hidden.Reaction).toMatchObject({ Body: null, Hidden: true });
    expect(hidden.IsOwn).toBe(true);
  });

  it("shows a quote as a short excerpt under the quoted author's name", () => {
    const quoting = presentReaction(
      {
        ...reaction,
        quotedReactionId: 5,
        quoteId: 5,
        quoteBody: doc(`${"lang ".repeat(60)}einde`),
        quoteAuthorId: null,
        quoteUsername: null,
      },
      null,
      noPhoto,
    );
    expect(quoting.Reaction.QuotedReaction).toBe(5);
    expect(quoting.Quote!.Username).toBe("een deelnemer van ReumaNL");
    expect(Array.from(quoting.Quote!.Text).length).toBeLessThanOrEqual(200);
    expect(quoting.Quote!.Text.endsWith("…")).toBe(true);
  });
});

describe("presentConversation", () => {
  it("never sends an unreadable stored body as is", () => {
    const row: ConversationDetailRow = {
      ...author,
      id: 1,
      slug: "s",
      title: "T",
      description: "",
      visibility: "public",
      sticky: false,
      closed: false,
      hidden: false,
      createdAt: new Date("2026-01-01T10:00:00Z"),
      modifiedAt: null,
      lastActivityAt: new Date("2026-01-01T10:00:00Z"),
      reactionCount: 0,
      likeCount: 2,
      groupId: 4,
      groupSlug: "g",
      groupTitle: "G",
      body: "<script>alert(1)</script>",
    };
    const view = presentConversation(row, [{ id: 9, termNumber: 80101, name: "Pijn" }], noPhoto);
    expect(view.Body).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
    expect(view.Terms).toEqual([{ TermId: 9, TermNumber: 80101, Name: "Pijn" }]);
    expect(view.TotalLikes).toBe(2);
    expect(Object.keys(view)).not.toContain("authorId");
  });
});

describe("pageOf", () => {
  it("answers the spec's paged shape (PageIndex, NumPages, Items) beside Total and PageSize", () => {
    expect(pageOf(["a", "b"], 41, 1, 20)).toEqual({
      Items: ["a", "b"],
      Total: 41,
      PageIndex: 1,
      PageSize: 20,
      NumPages: 3,
    });
    expect(pageOf(["a"], 40, 1, 20).NumPages).toBe(2);
    expect(pageOf([], 0, 0, 20).NumPages).toBe(0);
  });
});
