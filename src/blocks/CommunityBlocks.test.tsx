import { render, screen, waitFor } from "@testing-library/react";
import { GROUP, listItem, page } from "../test-support/community-fixtures";
import { byEntitySet, odataActivity } from "../test-support/activity-fixtures";
import { installFetchRouter } from "../test-support/fetch-router";
import { Blocks } from "./registry";
import type { BlockData } from "./types";

const api = installFetchRouter();
const block = (data: Record<string, unknown>) => data as unknown as BlockData;
/** 1 June 2030, 10:00 in the Netherlands: an edition that is upcoming whenever the test runs. */
const JUNE_2030 = Date.UTC(2030, 5, 1, 8, 0);

describe("community blocks", () => {
  it("name the conversation with its group and last activity, linking to its own address", async () => {
    api.on("GET /api/v1/conversations/by-list-of-ids", { body: [listItem()] });
    render(
      <Blocks blocks={[block({ __typename: "paragraph__conversation", id: "c", field_conversation_id: "41" })]} />,
    );
    expect(await screen.findByRole("link", { name: "Tips voor de ochtendstijfheid" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/gesprekken/vermoeidheid/tips-voor-de-ochtendstijfheid/",
    );
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Gesprek in de community");
    expect(screen.getByText("In de groep Vermoeidheid")).toBeInTheDocument();
    expect(screen.getByText("Laatste activiteit:", { exact: false })).toHaveTextContent(
      "Laatste activiteit: 13 maart 2026 om 09:30",
    );
    expect(api.requestsTo("GET /api/v1/conversations/by-list-of-ids")[0]!.query.getAll("conversationIds")).toEqual([
      "41",
    ]);
  });

  it("say a participants-only conversation is for participants and link to the login, not to the conversation", async () => {
    api.on("GET /api/v1/conversations/by-list-of-ids", { body: [] });
    api.on("GET /api/v1/conversations/7", {
      status: 403,
      body: { code: "ParticipantsOnly", message: "Alleen voor deelnemers." },
    });
    render(<Blocks blocks={[block({ __typename: "paragraph__conversation", id: "c", field_conversation_id: "7" })]} />);
    expect(
      await screen.findByText("Dit gesprek is alleen te lezen voor deelnemers.", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in om het te lezen" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/inloggen\/?/),
    );
    expect(screen.queryByRole("link", { name: "Naar het gesprek" })).toBeNull();
  });

  it("say a conversation that is gone is not to be found, linking to all conversations", async () => {
    api.on("GET /api/v1/conversations/by-list-of-ids", { status: 204 });
    api.on("GET /api/v1/conversations/9", { status: 404, body: { code: "NotFound", message: "Niet gevonden." } });
    render(<Blocks blocks={[block({ __typename: "paragraph__conversation", id: "c", field_conversation_id: "9" })]} />);
    expect(
      await screen.findByText("Dit gesprek is niet meer te vinden in de community.", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar alle gesprekken" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/gesprekken/",
    );
  });

  it("name the group (by slug or id) with its number of conversations, from the groups list", async () => {
    api.on("GET /api/v1/groups/all", {
      body: page([{ Group: GROUP, ConversationCount: 12, LastActivity: null }], { PageSize: 40 }),
    });
    render(
      <Blocks
        blocks={[
          block({ __typename: "paragraph__link_naar_gespreksgroep", id: "g1", field_group_id: "vermoeidheid" }),
          block({ __typename: "paragraph__link_naar_gespreksgroep", id: "g2", field_group_id: "3" }),
          block({ __typename: "paragraph__link_naar_gespreksgroep", id: "g3", field_group_id: "bestaat-niet" }),
        ]}
      />,
    );
    const links = await screen.findAllByRole("link", { name: "Vermoeidheid" });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/ontmoet-elkaar/gesprekken/vermoeidheid/",
      "/ontmoet-elkaar/gesprekken/vermoeidheid/",
    ]);
    expect(screen.getAllByText("12 gesprekken")).toHaveLength(2);
    expect(await screen.findByText("Deze gespreksgroep is niet meer te vinden in de community.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar alle gespreksgroepen" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/gesprekken/",
    );
  });

  it("name the activity with its next date and place, the homepage's featured activity too", async () => {
    const walk = odataActivity(
      1,
      {
        title: "Wandelgroep Amersfoort",
        editions: [
          { days: 7, location: "Park Randenbroek" },
          { days: 0, location: "Park Randenbroek" },
        ],
      },
      JUNE_2030,
    );
    api.on("GET /api/v1/OData/GetQuery", (request) =>
      byEntitySet(request.query.get("slug") === "activiteit-1" ? [walk] : [])(request),
    );
    render(
      <Blocks
        blocks={[
          block({ __typename: "paragraph__link_naar_activity", id: "a", field_activity_id: "activiteit-1" }),
          block({
            __typename: "paragraph__homepage_featured_activity",
            id: "f",
            field_title: "Activiteit in de kijker",
            field_activity_id: "activiteit-1",
          }),
        ]}
      />,
    );
    const links = await screen.findAllByRole("link", { name: "Wandelgroep Amersfoort" });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/ontmoet-elkaar/activiteiten/activiteit-1/",
      "/ontmoet-elkaar/activiteiten/activiteit-1/",
    ]);
    expect(screen.getByRole("heading", { name: "Activiteit in de kijker" })).toBeInTheDocument();
    const facts = [...document.querySelectorAll(".community-teaser__facts")].map((list) => list.textContent);
    // The next date is the first upcoming edition's (1 June), not the first one listed (8 June).
    expect(facts).toEqual([
      "Volgendezaterdag 1 juni 2030WaarPark Randenbroek",
      "Volgendezaterdag 1 juni 2030WaarPark Randenbroek",
    ]);
  });

  it("say an activity that is no longer in the guide is gone, linking to the guide", async () => {
    api.on("GET /api/v1/OData/GetQuery", byEntitySet([]));
    render(
      <Blocks blocks={[block({ __typename: "paragraph__link_naar_activity", id: "a", field_activity_id: "weg" })]} />,
    );
    expect(await screen.findByText("Deze activiteit staat niet meer in de activiteitengids.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Naar de activiteitengids" })).toHaveAttribute(
        "href",
        "/ontmoet-elkaar/activiteiten/",
      ),
    );
  });
});
