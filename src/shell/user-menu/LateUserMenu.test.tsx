import { render, screen } from "@testing-library/react";
import { serverHtml } from "../../test-support/server-html";
import { installFetchRouter } from "../../test-support/fetch-router";
import { LateUserMenu } from "./LateUserMenu";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";

const api = installFetchRouter();
beforeEach(() => api.on("GET /api/v1/inbox/unread", { body: { Count: 0, UnseenMessages: 0, UnreadNotifications: 0 } }));
const CURRENT_USER = "GET /api/v1/CustomUser";

beforeEach(() => forgetCurrentUser());

/** Hydrates the build's HTML of the corner, as the page the browser opens does. */
function hydrateCorner() {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = serverHtml(<LateUserMenu />);
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const result = render(<LateUserMenu />, { container, hydrate: true });
  return { ...result, errors, initialHtml: container.innerHTML };
}

describe("LateUserMenu", () => {
  it("is an empty box of the corner's height in the build's HTML", () => {
    expect(serverHtml(<LateUserMenu />)).toBe('<div class="user-menu user-menu--loading" aria-hidden="true"></div>');
  });

  it("hydrates without a mismatch and then shows login and registering to visitors", async () => {
    api.on(CURRENT_USER, { status: 401, body: { code: "Unauthorized" } });
    const { errors } = hydrateCorner();
    expect(await screen.findByRole("link", { name: "Inloggen" })).toHaveAttribute("href", "/inloggen");
    expect(screen.getByRole("link", { name: "Registreren" })).toHaveAttribute("href", "/registreren");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("shows the account menu to a logged-in participant, asking for the session once", async () => {
    api.on(CURRENT_USER, { body: { Id: "u1", Username: "Jan1958", IsVolunteer: false } });
    const { errors } = hydrateCorner();
    expect(await screen.findByRole("button", { name: "Menu van Jan1958" })).toHaveAttribute("aria-expanded", "false");
    expect(api.requestsTo(CURRENT_USER)).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
