/** A story as the stories calls answer it, for component and page tests. */
import type { BlogPostView } from "../domain/stories";
import { author } from "./community-fixtures";

export function story(extra: Partial<BlogPostView> = {}): BlogPostView {
  return {
    Id: 7,
    Slug: "fietsen-met-reuma",
    Title: "Fietsen met reuma",
    Description: "Van de racefiets naar een e-bike.",
    Visibility: "public",
    Published: true,
    Created: "2026-03-12T13:05:00.000Z",
    Modified: null,
    ReactionCount: 1,
    TotalLikes: 2,
    Image: {
      Src: "/api/v1/storage/story-images/a/b-960.jpg",
      Srcset: "/api/v1/storage/story-images/a/b-480.jpg 480w",
      Alt: "Een groene fiets",
    },
    Blog: { Id: 3, Slug: "bram", Title: "Bram beweegt" },
    Author: author("Bram"),
    Body: {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Ik fiets weer." }] },
        {
          type: "storyImage",
          attrs: {
            path: "x",
            alt: "Een groene fiets",
            src: "/api/v1/storage/story-images/a/b-960.jpg",
            srcset: "/api/v1/storage/story-images/a/b-480.jpg 480w",
          },
        },
        { type: "storyImage", attrs: { path: "y", alt: "Kwaadaardig", src: "javascript:alert(1)" } },
      ],
    },
    Hidden: false,
    IsOwn: false,
    ...extra,
  };
}
