/**
 * Drafts leave with the person (issue 20, item 14): logout, logout everywhere, the deletion request
 * and the deletion confirmation remove every draft this browser keeps; other data stays, and a
 * failed call keeps the drafts (the person is still logged in).
 */
import { installFetchRouter } from "./test-support/fetch-router";
import { logout } from "./features/auth/api";
import { confirmAccountDeletion, requestAccountDeletion } from "./features/deletion/api";
import { logoutEverywhere } from "./features/settings/api";
import { draftKey, loadDraft, saveDraft } from "./platform/drafts";

const api = installFetchRouter();
const STORY = draftKey("user-1", { kind: "story", postId: 0 });
const REACTION = draftKey("user-2", { kind: "reaction", conversationId: 7 });

function seedDrafts() {
  saveDraft(STORY, { title: "Mijn verhaal", body: "over mijn knieën" });
  saveDraft(REACTION, "Sterkte!");
  window.localStorage.setItem("other-setting", "kept");
}

function expectNoDrafts() {
  expect(loadDraft(STORY)).toBeNull();
  expect(loadDraft(REACTION)).toBeNull();
  expect(Object.keys(window.localStorage).filter((key) => key.startsWith("reumanl:draft:"))).toEqual([]);
  expect(window.localStorage.getItem("other-setting")).toBe("kept");
}

beforeEach(() => window.localStorage.clear());

describe("drafts leave with the person", () => {
  it("at logout", async () => {
    seedDrafts();
    api.on("POST /api/v1/authentication/logout", { status: 204 });
    await logout();
    expectNoDrafts();
  });

  it("at logout on every device", async () => {
    seedDrafts();
    api.on("POST /api/v1/CustomUser/logout-everywhere", { status: 204 });
    await logoutEverywhere();
    expectNoDrafts();
  });

  it("at the deletion request (the confirmation link may open in another browser)", async () => {
    seedDrafts();
    api.on("POST /api/v1/delete-user/request", { status: 204 });
    await requestAccountDeletion({ Password: "ReumaDemo2026" });
    expectNoDrafts();
  });

  it("at the deletion confirmation", async () => {
    seedDrafts();
    api.on("POST /api/v1/delete-user/confirm", { status: 204 });
    await confirmAccountDeletion({ Token: "A".repeat(43) });
    expectNoDrafts();
  });

  it("not when the logout fails: the person is still logged in and keeps the text", async () => {
    seedDrafts();
    api.on("POST /api/v1/authentication/logout", { status: 500, body: { code: "Internal" } });
    await expect(logout()).rejects.toBeTruthy();
    expect(loadDraft(STORY)).toEqual({ title: "Mijn verhaal", body: "over mijn knieën" });
  });
});
