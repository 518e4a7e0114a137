import { render, screen } from "@testing-library/react";
import { installFetchRouter } from "../test-support/fetch-router";
import { forgetCurrentUser } from "../platform/session/useCurrentUser";
import { Navbar } from "./Navbar";

const api = installFetchRouter();
const CURRENT_USER = "GET /api/v1/CustomUser";
const MENU = [{ id: "nieuws", title: "Nieuws", url: "/nieuws", external: false, children: [] }];

beforeEach(() => forgetCurrentUser());

describe("the volunteer menu entry", () => {
  it("is appended to the main navigation for a volunteer", async () => {
    api.on(CURRENT_USER, { body: { Id: "u1", Username: "Vera", IsVolunteer: true } });
    render(<Navbar items={MENU} />);
    const entry = await screen.findByRole("link", { name: "Ervaringsdeskundigen" });
    expect(entry).toHaveAttribute("href", "/ervaringsdeskundigen/");
    const links = screen.getAllByRole("link").map((link) => link.textContent);
    expect(links).toEqual(["Nieuws", "Ervaringsdeskundigen"]);
  });

  it("is not there for a participant who is not a volunteer, nor for a visitor", async () => {
    api.on(CURRENT_USER, { body: { Id: "u2", Username: "Piet", IsVolunteer: false } });
    const { unmount } = render(<Navbar items={MENU} />);
    await screen.findByRole("link", { name: "Nieuws" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requestsTo(CURRENT_USER).length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: "Ervaringsdeskundigen" })).not.toBeInTheDocument();
    unmount();

    forgetCurrentUser();
    api.on(CURRENT_USER, {
      status: 401,
      body: { status: 401, code: "Unauthorized", message: "Je bent niet ingelogd." },
    });
    render(<Navbar items={MENU} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("link", { name: "Ervaringsdeskundigen" })).not.toBeInTheDocument();
  });
});
