import { render, screen, waitFor } from "@testing-library/react";
import type { BlogPostSummary } from "../domain/stories";
import { author } from "../test-support/community-fixtures";
import { installFetchRouter } from "../test-support/fetch-router";
import { Blocks } from "./registry";
import type { BlockData } from "./types";

const api = installFetchRouter();

function summary(id: number, title: string, extra: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    Id: id,
    Slug: title.toLowerCase().replace(/ /g, "-"),
    Title: title,
    Description: "Van de racefiets naar een e-bike.",
    Visibility: "public",
    Published: true,
    Created: "2026-03-12T13:05:00.000Z",
    Modified: null,
    ReactionCount: 2,
    TotalLikes: 1,
    Image: null,
    Blog: { Id: 2, Slug: "bram", Title: "Bram beweegt" },
    Author: author("Bram"),
    ...extra,
  };
}

const block = (data: Record<string, unknown>) => data as unknown as BlockData;

describe("story blocks", () => {
  it("show the current teaser of the story a blogpost block names, fetched by its id", async () => {
    api.on("POST /api/v1/CustomBlog/by-list-of-ids", {
      body: { BlogPosts: [summary(4, "Fietsen met Bechterew")], Blogs: [] },
    });
    render(<Blocks blocks={[block({ __typename: "paragraph__blogpost", id: "b", field_blogpost_id: "4" })]} />);
    expect(await screen.findByRole("link", { name: "Fietsen met Bechterew" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/verhalen/bram/fietsen-met-bechterew/",
    );
    expect(screen.getByRole("heading", { name: "Verhaal van een deelnemer" })).toBeInTheDocument();
    expect(screen.getByText("Door Bram", { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/2 reacties/)).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/CustomBlog/by-list-of-ids")[0]!.body).toEqual({ BlogPostIds: [4] });
  });

  it("keep the link to the story's page when it cannot be read (participants only, hidden)", async () => {
    api.on("POST /api/v1/CustomBlog/by-list-of-ids", { body: { BlogPosts: [], Blogs: [] } });
    render(<Blocks blocks={[block({ __typename: "paragraph__blogpost", id: "b", field_blogpost_id: "3" })]} />);
    await waitFor(() => expect(api.requestsTo("POST /api/v1/CustomBlog/by-list-of-ids")).toHaveLength(1));
    expect(screen.getByRole("link", { name: "Lees het verhaal" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/verhalen/3/",
    );
  });

  it("show the latest stories in a blogs block, and a bundle's stories in the order named", async () => {
    api.on("GET /api/v1/CustomBlog/BlogPosts/Latest", {
      body: [{ BlogPost: summary(6, "Moe maar niet verslagen"), LastActivity: "2026-03-12T13:05:00.000Z" }],
    });
    api.on("POST /api/v1/CustomBlog/by-list-of-ids", {
      body: { BlogPosts: [summary(1, "Tien jaar met RA"), summary(4, "Fietsen met Bechterew")], Blogs: [] },
    });
    render(
      <Blocks
        blocks={[
          block({ __typename: "paragraph__blogs", id: "l", field_title: "Verhalen van deelnemers" }),
          block({
            __typename: "paragraph__homepage_featured_story_bundle",
            id: "f",
            field_title: "Meer verhalen",
            field_blogpost_ids: ["1", "4", "geen-id"],
          }),
        ]}
      />,
    );
    expect(await screen.findByRole("link", { name: "Moe maar niet verslagen" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Tien jaar met RA" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Moe maar niet verslagen",
      "Tien jaar met RA",
      "Fietsen met Bechterew",
    ]);
    expect(api.requestsTo("POST /api/v1/CustomBlog/by-list-of-ids")[0]!.body).toEqual({ BlogPostIds: [1, 4] });
    expect(screen.getAllByRole("link", { name: "Lees de verhalen" })[0]).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/verhalen/",
    );
  });

  it("link a block whose field holds no story id to the stories overview, without asking the server", async () => {
    render(
      <Blocks
        blocks={[
          block({
            __typename: "paragraph__homepage_featured_story",
            id: "s",
            field_title: null,
            field_blogpost_id: "mijn-eerste-jaar",
          }),
        ]}
      />,
    );
    expect(await screen.findByRole("link", { name: "Lees het verhaal" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/verhalen",
    );
    expect(api.requestsTo("POST /api/v1/CustomBlog/by-list-of-ids")).toHaveLength(0);
  });
});
