import "../../test-support/editor-dom";
import { render, screen } from "@testing-library/react";
import { plainTextToRichText } from "../../domain/rich-text/text";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { installFetchRouter } from "../../test-support/fetch-router";
import { expectLoadRetried, flakyRoute, useRetryClock } from "../../test-support/load-retry";
import { ConversationView } from "./ConversationView";

const api = installFetchRouter();
jest.setTimeout(30_000);
const USER = { Id: "00000000-0000-4000-8000-000000000005", Username: "Carla", IsVolunteer: false };
const OTHER = "00000000-0000-4000-8000-000000000003";
const CONVERSATION = {
  UserId: OTHER,
  Username: "Annelies",
  PhotoUrl: null,
  CanSend: true,
  HasOlder: false,
  Messages: [
    {
      Id: 1,
      Created: "2026-11-24T08:00:00.000Z",
      Body: plainTextToRichText("Hoe gaat het met je?"),
      Mine: false,
      Seen: true,
    },
  ],
};

beforeEach(() => forgetCurrentUser());
afterEach(() => jest.useRealTimers());

describe("ConversationView (spec 000 §8; load states spec 001 §4, §9)", () => {
  it("retries a failed load with the Dutch notice, and shows the messages after it", async () => {
    useRetryClock();
    api.on("GET /api/v1/CustomUser", { body: USER });
    const load = flakyRoute(api, `GET /api/v1/inbox/inbox/${OTHER}`, { body: CONVERSATION });
    render(<ConversationView otherId={OTHER} />);
    await expectLoadRetried({
      attempts: () => api.requestsTo(`GET /api/v1/inbox/inbox/${OTHER}`).length,
      recover: () => (load.up = true),
      loaded: () => screen.findByText("Hoe gaat het met je?"),
    });
    expect(screen.getByRole("heading", { name: /Annelies/ })).toBeInTheDocument();
  });

  it("says at once that a refused conversation cannot be loaded (not a contact)", async () => {
    api.on("GET /api/v1/CustomUser", { body: USER });
    api.on(`GET /api/v1/inbox/inbox/${OTHER}`, { status: 403, body: { code: "NotAContact", message: "x" } });
    render(<ConversationView otherId={OTHER} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Deze conversatie kon niet worden geladen.");
    expect(api.requestsTo(`GET /api/v1/inbox/inbox/${OTHER}`)).toHaveLength(1);
  });
});
