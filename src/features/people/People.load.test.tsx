/** The people pages load through the shared hook: a failed first load retries (spec 001 §4, §9). */
import { render, screen } from "@testing-library/react";
import { ANNELIES_ID, memberCard, memberProfile } from "../../test-support/people-fixtures";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { installFetchRouter, type StubAnswer } from "../../test-support/fetch-router";
import { expectLoadRetried, flakyRoute, useRetryClock } from "../../test-support/load-retry";
import { ContactsList } from "./ContactsList";
import { MemberProfileView } from "./MemberProfileView";
import { MembersDirectory } from "./MembersDirectory";

jest.setTimeout(30_000);

const api = installFetchRouter();
const ME = { Id: "00000000-0000-4000-8000-000000000004", Username: "Bram", IsVolunteer: false };
const card = memberCard({ IsConversationLeader: false });

const flaky = (route: string, answer: StubAnswer) => flakyRoute(api, route, answer);

beforeEach(() => {
  forgetCurrentUser();
  useRetryClock();
});
afterEach(() => jest.useRealTimers());

it("the members directory (with its filters in the address) retries a failed load and keeps the filters", async () => {
  api.on("GET /api/v1/CustomUser", { body: ME });
  const filter = flaky("POST /api/v1/profiles/filter", {
    body: { Items: [card], Total: 1, PageIndex: 0, PageSize: 12 },
  });
  api.on("POST /api/v1/profiles/count", { body: 1 });
  render(<MembersDirectory search="?vorm=71001" />);
  await expectLoadRetried({
    attempts: () => api.requestsTo("POST /api/v1/profiles/filter").length,
    recover: () => (filter.up = true),
    loaded: () => screen.findByRole("heading", { name: "1 persoon gevonden" }),
  });
  expect(screen.getByRole("link", { name: "Annelies" })).toBeInTheDocument();
  expect(screen.getByLabelText("Vorm van reuma")).toHaveValue("71001");
  expect(
    api
      .requestsTo("POST /api/v1/profiles/filter")
      .every((request) => (request.body as { Forms: number[] }).Forms[0] === 71001),
  ).toBe(true);
});

it("my contacts (?mycontacts=show) retries a failed load", async () => {
  const list = flaky("GET /api/v1/CustomContactlink/mycontacts", {
    body: {
      Items: [
        {
          UserId: ANNELIES_ID,
          Username: "Annelies",
          PhotoUrl: null,
          Status: "accepted",
          Message: null,
          Seen: true,
          Created: "2026-11-20T10:00:00.000Z",
        },
      ],
      Total: 1,
      PageIndex: 0,
      PageSize: 12,
    },
  });
  render(<ContactsList />);
  await expectLoadRetried({
    attempts: () => api.requestsTo("GET /api/v1/CustomContactlink/mycontacts").length,
    recover: () => (list.up = true),
    loaded: () => screen.findByRole("link", { name: "Annelies" }),
  });
});

it("a member's profile retries a failed load", async () => {
  api.on("GET /api/v1/CustomUser", { body: ME });
  const profile = memberProfile();
  const load = flaky(`GET /api/v1/profiles/profile/${ANNELIES_ID}`, { body: profile });
  api.on(`GET /api/v1/profiles/profile/blogstats/${ANNELIES_ID}`, {
    body: { Blogs: 0, BlogPosts: 0, Followers: 0, BlogSlug: null },
  });
  render(<MemberProfileView id={ANNELIES_ID} />);
  await expectLoadRetried({
    attempts: () => api.requestsTo(`GET /api/v1/profiles/profile/${ANNELIES_ID}`).length,
    recover: () => (load.up = true),
    loaded: () => screen.findByRole("heading", { level: 1, name: "Annelies" }),
  });
  expect(screen.getByText("Ik wandel graag.")).toBeInTheDocument();
});
