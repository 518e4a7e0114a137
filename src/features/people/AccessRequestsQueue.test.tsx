import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { AccessRequestsQueue } from "./AccessRequestsQueue";

const api = installFetchRouter();
const LIST = "GET /api/v1/profiles/access-requests";
const request = (Id: number, Username: string, Motivation: string) => ({
  Id,
  UserId: `u${Id}`,
  Username,
  Status: "pending",
  Motivation,
  Created: "2026-11-20T09:30:00.000Z",
  Decided: null,
});

describe("AccessRequestsQueue", () => {
  it("lists the open requests with the member's own words, as text", async () => {
    api.on(LIST, { body: [request(1, "Mirjam", "Ik heb sinds kort <b>artrose</b>."), request(2, "Kees", "")] });
    const { container } = render(<AccessRequestsQueue />);
    expect(
      await screen.findByRole("heading", { name: "Aanvragen voor toegang tot de community (2)" }),
    ).toBeInTheDocument();
    const mirjam = screen.getByRole("article", { name: "Mirjam" });
    expect(within(mirjam).getByText("Ik heb sinds kort <b>artrose</b>.")).toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "Kees" })).getByText("Geen toelichting gegeven."),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("approves one and denies another; each leaves the list and is announced", async () => {
    api.on(LIST, { body: [request(1, "Mirjam", "Graag."), request(2, "Kees", "")] });
    api.on("POST /api/v1/profiles/access-requests/1/approve", { status: 204 });
    api.on("POST /api/v1/profiles/access-requests/2/deny", { status: 204 });
    const user = userEvent.setup();
    render(<AccessRequestsQueue />);
    const mirjam = await screen.findByRole("group", { name: "Aanvraag van Mirjam" });
    await user.click(within(mirjam).getByRole("button", { name: "Toegang geven" }));
    expect(await screen.findByText("Mirjam heeft nu toegang tot de community.")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Mirjam" })).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole("group", { name: "Aanvraag van Kees" })).getByRole("button", { name: "Afwijzen" }),
    );
    expect(await screen.findByText("De aanvraag van Kees is afgewezen.")).toBeInTheDocument();
    expect(screen.getByText("Er zijn geen open aanvragen.")).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/profiles/access-requests/1/approve")).toHaveLength(1);
    expect(api.requestsTo("POST /api/v1/profiles/access-requests/2/deny")).toHaveLength(1);
  });

  it("shows nothing to someone who may not decide requests", async () => {
    api.on(LIST, { status: 403, body: { status: 403, code: "Forbidden", message: "Dit mag alleen een moderator." } });
    const { container } = render(<AccessRequestsQueue />);
    await waitFor(() => expect(api.requestsTo(LIST)).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it("shows the server's text when a decision fails", async () => {
    api.on(LIST, { body: [request(3, "Ria", "")] });
    api.on("POST /api/v1/profiles/access-requests/3/approve", {
      status: 500,
      body: { status: 500, code: "ServerError", message: "Er ging iets mis op de server." },
    });
    const user = userEvent.setup();
    render(<AccessRequestsQueue />);
    await user.click(await screen.findByRole("button", { name: "Toegang geven" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Er ging iets mis op de server.");
    expect(screen.getByRole("article", { name: "Ria" })).toBeInTheDocument();
  });
});
