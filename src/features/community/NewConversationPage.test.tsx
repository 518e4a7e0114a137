import { render, screen } from "@testing-library/react";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { installFetchRouter } from "../../test-support/fetch-router";
import { GROUP, TERMS } from "../../test-support/community-fixtures";
import { NewConversationPage } from "./NewConversationPage";

const api = installFetchRouter();
const USER = { Id: "00000000-0000-4000-8000-000000000005", Username: "Carla", IsVolunteer: false };

beforeEach(() => {
  forgetCurrentUser();
  api.on("GET /api/v1/CustomUser", { body: USER });
  api.on("GET /api/v1/groups/3/terms", { body: TERMS });
});

describe("NewConversationPage", () => {
  it("finds the group by the slug in its address", async () => {
    api.on("GET /api/v1/groups/slug/vermoeidheid", { body: GROUP });
    render(<NewConversationPage group="vermoeidheid" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Nieuw gesprek in Vermoeidheid" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Terug naar Vermoeidheid" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/gesprekken/vermoeidheid/",
    );
  });

  it("still finds the group by its number (older links)", async () => {
    api.on("GET /api/v1/groups/3", { body: GROUP });
    render(<NewConversationPage group="3" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Nieuw gesprek in Vermoeidheid" })).toBeInTheDocument();
  });

  it("says the group does not exist for an unknown slug", async () => {
    api.on("GET /api/v1/groups/slug/bestaat-niet", {
      status: 404,
      body: { code: "NotFound", message: "Niet gevonden" },
    });
    render(<NewConversationPage group="bestaat-niet" />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Deze groep bestaat niet (meer)" }),
    ).toBeInTheDocument();
  });
});
