import { render, screen, waitFor } from "@testing-library/react";
import { pageNavigation } from "../browser";
import { installFetchRouter } from "../../test-support/fetch-router";
import { hadSession, rememberSession } from "./session-seen";
import { useRequireSession } from "./useRequireSession";

const api = installFetchRouter();
const CURRENT_USER = "GET /api/v1/CustomUser";

function Probe() {
  const session = useRequireSession();
  return <p>{session.status === "user" ? `Hallo ${session.user.Username}` : "bezig"}</p>;
}

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(pageNavigation, "assign").mockImplementation(() => undefined);
  window.history.pushState({}, "", "/account/instellingen?tab=1");
});
afterEach(() => {
  assign.mockRestore();
  window.localStorage.clear();
});

const LOGIN = `/inloggen?sessionTimeout=true&returnUrl=${encodeURIComponent("/account/instellingen?tab=1")}`;
const LOGIN_WITHOUT_TIMEOUT = `/inloggen?returnUrl=${encodeURIComponent("/account/instellingen?tab=1")}`;

describe("useRequireSession", () => {
  it("answers the user when GET /CustomUser is ok with an Id, and stays on the page", async () => {
    api.on(CURRENT_USER, { body: { Id: "u1", Username: "Jan1958", IsVolunteer: false } });
    render(<Probe />);
    expect(await screen.findByText("Hallo Jan1958")).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(hadSession()).toBe(true);
  });

  it.each([
    ["401", { status: 401, body: { code: "Unauthorized" } }],
    ["403", { status: 403, body: { code: "Forbidden" } }],
    ["500", { status: 500, body: { code: "ServerError" } }],
    ["an answer without Id", { body: { Username: "Jan1958", IsVolunteer: false } }],
  ])(
    "sends a browser that had a session to the login page with the session-timeout flag and this page on %s",
    async (_, answer) => {
      rememberSession();
      api.on(CURRENT_USER, answer);
      render(<Probe />);
      await waitFor(() => expect(assign).toHaveBeenCalledWith(LOGIN));
      expect(screen.getByText("bezig")).toBeInTheDocument();
      // Said once: the next refusal in this browser no longer claims a time-out.
      expect(hadSession()).toBe(false);
    },
  );

  it("sends a visitor who never logged in to the login page without the time-out notice", async () => {
    api.on(CURRENT_USER, { status: 204 });
    render(<Probe />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LOGIN_WITHOUT_TIMEOUT));
  });
});
