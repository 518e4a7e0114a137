import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { PopularQueriesReview } from "./PopularQueriesReview";

const api = installFetchRouter();
const MODERATOR = { Id: "00000000-0000-4000-8000-000000000001", Username: "Moderator", IsVolunteer: false };
const PENDING = {
  Status: "pending",
  Items: [{ Query: "ik ben bram", People: 5, FirstSeen: "2026-12-06", LastSeen: "2026-12-06", Status: "pending" }],
};

describe("PopularQueriesReview", () => {
  it("lets a platform moderator allow a common query as a suggestion", async () => {
    api.on("GET /api/v1/CustomUser", { body: MODERATOR });
    api.on("GET /api/v1/Search/popular", { body: PENDING });
    api.on("POST /api/v1/Search/popular", { status: 204 });
    const user = userEvent.setup();
    render(<PopularQueriesReview />);
    const item = (await screen.findByText("ik ben bram")).closest("li")!;
    expect(within(item).getByText("5 mensen, laatst op 6 december 2026")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(item).getByRole("button", { name: '"ik ben bram" weigeren als zoeksuggestie' }));
    expect(await screen.findByText("Er zijn geen zoekopdrachten die op je besluit wachten.")).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/Search/popular")[0]!.body).toEqual({ Query: "ik ben bram", Allowed: false });
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent('"ik ben bram" wordt nooit een zoeksuggestie.'),
    );
  });

  it("shows the server's Dutch message when a decision fails, and keeps the query", async () => {
    api.on("GET /api/v1/CustomUser", { body: MODERATOR });
    api.on("GET /api/v1/Search/popular", { body: PENDING });
    api.on("POST /api/v1/Search/popular", {
      status: 404,
      body: { status: 404, code: "PopularQueryNotFound", message: "Deze zoekopdracht bestaat niet (meer)." },
    });
    const user = userEvent.setup();
    render(<PopularQueriesReview />);
    await user.click(await screen.findByRole("button", { name: '"ik ben bram" toestaan als zoeksuggestie' }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Deze zoekopdracht bestaat niet (meer).");
    expect(screen.getByText("ik ben bram")).toBeInTheDocument();
  });

  it("shows nothing to a participant who is no platform moderator", async () => {
    api.on("GET /api/v1/CustomUser", { body: { ...MODERATOR, Username: "Carla" } });
    api.on("GET /api/v1/Search/popular", {
      status: 403,
      body: { status: 403, code: "Forbidden", message: "Geen toegang" },
    });
    const { container } = render(<PopularQueriesReview />);
    await waitFor(() => expect(api.requestsTo("GET /api/v1/Search/popular")).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
