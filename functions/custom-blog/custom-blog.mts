/**
 * /api/v1/CustomBlog (spec 000 §7 "Stories (blogs)"): the stories overview (all or followed), the
 * latest stories, blogs and their stories by slug or id, teasers and slugs, by-list-of-ids for the
 * content blocks, follows of a blog, likes of a story, writing (PUT BlogPost, with Slug), deleting
 * (DELETE BlogPost{slug}), the blog's title and description (PUT /{Id}) and reactions with quotes.
 * Visitors read public stories (a participants-only one answers 403); writes need a session (401).
 * POST /postimage (multipart, field `image`) loads the image library only for that call.
 */
import type { Config } from "@netlify/functions";
import type { Context } from "hono";
import { handle } from "hono/netlify";
import { z } from "zod";
import {
  blogBodySchema,
  editStoryReactionBodySchema,
  storiesByIdsBodySchema,
  storyBodySchema,
  storyReactionBodySchema,
} from "../../src/domain/stories/bodies";
import { STORY_IMAGE_MAX_BYTES } from "../../src/domain/stories";
import { createStorage } from "../_shared/storage";
import { readUpload } from "../_shared/upload";
import { validate } from "../_shared/validate";
import { requireParticipant } from "../_shared/caller";
import { communityApp, pageIndexOf, pathId, textBoolean, type CommunityEnv } from "../_community/context";
import { refOf } from "../_community/stories/access";
import * as engagement from "../_community/stories/engagement";
import { moderateStory } from "../_community/stories/moderation";
import * as stories from "../_community/stories/service";
import { pageParameter } from "../_community/parameters";

// Paths match in any letter case: the routes are written in lower case.
const app = communityApp("/api/v1/CustomBlog", { lowerCasePaths: true });

const ID = ":id{[0-9]+}";
const REF = ":ref{[a-z0-9-]+}";
const ref = (c: Context<CommunityEnv>, name = "ref") => refOf(c.req.param(name) ?? "");
const pageSizeOf = (c: Context<CommunityEnv>) => pageParameter(c.req.query("page_size"), 0) || undefined;
const deleted = (c: Context<CommunityEnv>) => c.body(null, 204);
const moderateBodySchema = z.object({ Hidden: z.boolean({ error: "moderation.invalid" }) });

// The overview and the latest stories
app.get("/count", async (c) => c.json(await stories.countStories(c.var.deps, c.var.caller)));
app.get("/", async (c) =>
  c.json(
    await stories.listStories(c.var.deps, c.var.caller, {
      pageIndex: pageIndexOf(c),
      pageSize: pageSizeOf(c),
      following: c.req.query("filter_by_following")?.toLowerCase() === "true",
    }),
  ),
);
app.get("/blogposts/latest", async (c) => c.json(await stories.latestStories(c.var.deps, c.var.caller)));
app.post("/by-list-of-ids", validate(storiesByIdsBodySchema, "stories"), async (c) =>
  c.json(await stories.storiesByIds(c.var.deps, c.var.caller, c.var.body)),
);

// Story images: the image library is loaded only for this call.
app.post("/postimage", async (c) => {
  const images = await import("../_community/stories/images");
  requireParticipant(c.var.caller);
  const bytes = await readUpload(c, {
    field: "image",
    maxBytes: STORY_IMAGE_MAX_BYTES,
    notAFile: images.notAnImage,
    tooLarge: images.imageTooLarge,
  });
  return c.json(await images.uploadStoryImage(createStorage(), c.var.caller, bytes));
});

// Teasers and slugs
app.get(`/blogpostteaser/${ID}`, async (c) => c.json(await stories.storyTeaser(c.var.deps, c.var.caller, pathId(c))));
app.get(`/blogteaser/${ID}`, async (c) => c.json(await stories.getBlog(c.var.deps, c.var.caller, { id: pathId(c) })));
app.get(`/blogpost/${ID}/slug`, async (c) => c.text(await stories.storySlug(c.var.deps, c.var.caller, pathId(c))));
app.get(`/blogpost/${REF}`, async (c) => c.json(await stories.getStory(c.var.deps, c.var.caller, ref(c))));

// Writing and moderating stories
app.put("/blogpost", validate(storyBodySchema, "stories"), async (c) =>
  c.json(await stories.saveStory(c.var.deps, c.var.caller, c.var.body)),
);
app.put("/blogpost/", validate(storyBodySchema, "stories"), async (c) =>
  c.json(await stories.saveStory(c.var.deps, c.var.caller, c.var.body)),
);
app.delete(`/blogpost/${REF}`, async (c) => {
  await stories.deleteStory(c.var.deps, c.var.caller, ref(c));
  return deleted(c);
});
app.delete("/:slug{blogpost[a-z0-9-]+}", async (c) => {
  await stories.deleteStory(c.var.deps, c.var.caller, refOf((c.req.param("slug") ?? "").slice("blogpost".length)));
  return deleted(c);
});
app.put(`/blogpost/${ID}/hidden`, validate(moderateBodySchema, "stories"), async (c) =>
  c.json(await moderateStory(c.var.deps, c.var.caller, pathId(c), c.var.body.Hidden)),
);

// Likes
app.get(`/blogpost/${ID}/likes`, async (c) =>
  textBoolean(c, await engagement.likeStatus(c.var.deps, c.var.caller, pathId(c))),
);
app.post(`/blogpost/${ID}/likes`, async (c) =>
  textBoolean(c, await engagement.setLiking(c.var.deps, c.var.caller, pathId(c), "toggle")),
);
app.post(`/blogpost/${ID}/like`, async (c) =>
  textBoolean(c, await engagement.setLiking(c.var.deps, c.var.caller, pathId(c), true)),
);
app.post(`/blogpost/${ID}/dislike`, async (c) =>
  textBoolean(c, await engagement.setLiking(c.var.deps, c.var.caller, pathId(c), false)),
);

// Reactions
app.get(`/blogpost/${ID}/reactions`, async (c) =>
  c.json(await engagement.storyReactions(c.var.deps, c.var.caller, pathId(c), pageIndexOf(c))),
);
app.post(`/blogpost/${ID}/reactions`, validate(storyReactionBodySchema, "stories"), async (c) =>
  c.json(await engagement.reactToStory(c.var.deps, c.var.caller, pathId(c), c.var.body)),
);
app.put(`/blogpost/${ID}/reactions/:reactionid{[0-9]+}`, validate(editStoryReactionBodySchema, "stories"), async (c) =>
  c.json(
    await engagement.editStoryReaction(c.var.deps, c.var.caller, pathId(c), pathId(c, "reactionid"), c.var.body.Body),
  ),
);
app.delete(`/blogpost/${ID}/reactions/:reactionid{[0-9]+}`, async (c) => {
  await engagement.deleteStoryReaction(c.var.deps, c.var.caller, pathId(c), pathId(c, "reactionid"));
  return deleted(c);
});

// A blog: follows, its stories, slug, count, title and description
app.get(`/${ID}/follows`, async (c) =>
  textBoolean(c, await engagement.followStatus(c.var.deps, c.var.caller, pathId(c))),
);
app.post(`/${ID}/follow`, async (c) =>
  textBoolean(c, await engagement.setFollowing(c.var.deps, c.var.caller, pathId(c), true)),
);
app.post(`/${ID}/unfollow`, async (c) =>
  textBoolean(c, await engagement.setFollowing(c.var.deps, c.var.caller, pathId(c), false)),
);
app.get(`/${ID}/count`, async (c) => c.json(await stories.blogStoryCount(c.var.deps, c.var.caller, pathId(c))));
app.get(`/${ID}/slug`, async (c) => c.text(await stories.blogSlug(c.var.deps, c.var.caller, pathId(c))));
app.get(`/${REF}/blog_blogposts`, async (c) =>
  c.json(await stories.blogStories(c.var.deps, c.var.caller, ref(c), pageIndexOf(c), pageSizeOf(c))),
);
app.get(`/${REF}/blog_blogposts/:post{[a-z0-9-]+}`, async (c) =>
  c.json(await stories.blogStory(c.var.deps, c.var.caller, ref(c), ref(c, "post"))),
);
app.put(`/${ID}`, validate(blogBodySchema, "stories"), async (c) =>
  c.json(await stories.editBlog(c.var.deps, c.var.caller, pathId(c), c.var.body)),
);
app.get(`/${REF}`, async (c) => c.json(await stories.getBlog(c.var.deps, c.var.caller, ref(c))));

export default handle(app);

export const config: Config = {
  path: ["/api/v1/CustomBlog", "/api/v1/CustomBlog/*", "/api/v1/customblog", "/api/v1/customblog/*"],
};
