import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { pageNavigation } from "../platform/browser";
import { forgetCurrentUser } from "../platform/session/useCurrentUser";
import { axeViolations } from "../test-support/axe";
import { installFetchRouter } from "../test-support/fetch-router";
import { LearningLayout } from "./LearningLayout";

const api = installFetchRouter();
let reload: jest.SpyInstance;
beforeEach(() => {
  forgetCurrentUser();
  reload = jest.spyOn(pageNavigation, "reload").mockImplementation(() => undefined);
});
afterEach(() => reload.mockRestore());

describe("LearningLayout's account corner (issue 38)", () => {
  it("gives a participant the account link and 'Uitloggen' without leaving /trainingen; logging out reloads the page", async () => {
    api.on("GET /api/v1/CustomUser", { body: { Id: "u1", Username: "Student1", IsVolunteer: false } });
    api.on("POST /api/v1/authentication/logout", { status: 204 });
    const user = userEvent.setup();
    const { container } = render(<LearningLayout>cursus</LearningLayout>);
    const header = container.querySelector("header")!;
    const logOut = await within(header).findByRole("button", { name: "Uitloggen" });
    expect(within(header).getByRole("link", { name: "Mijn account" })).toHaveAttribute("href", "/account/");
    expect(await axeViolations(container)).toEqual([]);
    await user.click(logOut);
    expect(api.requestsTo("POST /api/v1/authentication/logout")).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("says so when logging out fails, and stays logged in", async () => {
    api.on("GET /api/v1/CustomUser", { body: { Id: "u1", Username: "Student1", IsVolunteer: false } });
    api.on("POST /api/v1/authentication/logout", { status: 500, body: {} });
    const user = userEvent.setup();
    render(<LearningLayout>cursus</LearningLayout>);
    await user.click(await screen.findByRole("button", { name: "Uitloggen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Uitloggen is niet gelukt. Probeer het opnieuw.");
    expect(reload).not.toHaveBeenCalled();
  });

  it("shows a visitor no account link and no log-out", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: {} });
    render(<LearningLayout>cursus</LearningLayout>);
    expect(await screen.findByRole("link", { name: "Alle trainingen" })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo("GET /api/v1/CustomUser")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Uitloggen" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Mijn account" })).not.toBeInTheDocument();
  });
});
