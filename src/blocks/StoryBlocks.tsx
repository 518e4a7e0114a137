/**
 * The story paragraphs (spec 001 §2.6 blogs and blogpost; the homepage's featured story and story
 * bundle). The build's HTML is a calm teaser from the Drupal fields that links to a page that exists
 * (a story's own page when the field holds its id, otherwise the stories overview). In the browser
 * they are islands (INTERACTIVE_TYPES in registry.tsx): near the reader they show the current
 * teasers of those stories (POST /CustomBlog/by-list-of-ids) or of the latest ones
 * (/CustomBlog/BlogPosts/Latest), as the reader may read them (features/stories/LiveStories.tsx).
 */
import { graphql } from "gatsby";
import { storyPaths } from "../domain/stories";
import { LiveStories, storyIdsOf } from "../features/stories/LiveStories";
import { COMMUNITY_PATHS, Teaser } from "./CommunityBlocks";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library });

export interface BlogsBlockData {
  __typename: "paragraph__blogs";
  id: string;
  field_title: string | null;
}
export const Blogs = ({ block }: { block: BlogsBlockData }) => {
  const title = block.field_title || t("blocks.blogpost.title");
  return (
    <LiveStories
      source={{ latest: true }}
      variant="blogs"
      title={title}
      link={t("blocks.blogs.link")}
      fallback={
        <Teaser
          variant="blogs"
          title={title}
          text={t("blocks.blogs.text")}
          href={COMMUNITY_PATHS.stories}
          link={t("blocks.blogs.link")}
        />
      }
    />
  );
};

/** A story's own page when the field holds its id ("12"); otherwise the stories overview. */
const storyHref = (value: string | null) => {
  const [id] = storyIdsOf([value]);
  return id === undefined ? COMMUNITY_PATHS.stories : storyPaths.postById(id);
};

export interface BlogpostBlockData {
  __typename: "paragraph__blogpost";
  id: string;
  field_blogpost_id: string | null;
}
export const Blogpost = ({ block }: { block: BlogpostBlockData }) => (
  <LiveStories
    source={{ ids: storyIdsOf([block.field_blogpost_id]) }}
    variant="blogpost"
    title={t("blocks.blogpost.title")}
    link={t("blocks.blogs.link")}
    fallback={
      <Teaser
        variant="blogpost"
        title={t("blocks.blogpost.title")}
        href={storyHref(block.field_blogpost_id)}
        link={t("blocks.blogpost.link")}
      />
    }
  />
);

export interface FeaturedStoryBlockData {
  __typename: "paragraph__homepage_featured_story";
  id: string;
  field_title: string | null;
  field_blogpost_id: string | null;
}
export const FeaturedStory = ({ block }: { block: FeaturedStoryBlockData }) => {
  const title = block.field_title || t("blocks.blogpost.title");
  return (
    <LiveStories
      source={{ ids: storyIdsOf([block.field_blogpost_id]) }}
      variant="featured-story"
      title={title}
      link={t("blocks.blogs.link")}
      fallback={
        <Teaser
          variant="featured-story"
          title={title}
          href={storyHref(block.field_blogpost_id)}
          link={t("blocks.blogpost.link")}
        />
      }
    />
  );
};

export interface FeaturedStoryBundleBlockData {
  __typename: "paragraph__homepage_featured_story_bundle";
  id: string;
  field_title: string | null;
  field_blogpost_ids: Array<string | null> | null;
}
export const FeaturedStoryBundle = ({ block }: { block: FeaturedStoryBundleBlockData }) => {
  const title = block.field_title || t("blocks.blogpost.title");
  return (
    <LiveStories
      source={{ ids: storyIdsOf(block.field_blogpost_ids ?? []) }}
      variant="featured-stories"
      title={title}
      link={t("blocks.storyBundle")}
      fallback={
        <Teaser
          variant="featured-stories"
          title={title}
          text={t("blocks.blogs.text")}
          href={COMMUNITY_PATHS.stories}
          link={t("blocks.storyBundle")}
        />
      }
    />
  );
};

export const fragment = graphql`
  fragment BlogsBlock on paragraph__blogs {
    field_title
  }
  fragment BlogpostBlock on paragraph__blogpost {
    field_blogpost_id
  }
  fragment FeaturedStoryBlock on paragraph__homepage_featured_story {
    field_title
    field_blogpost_id
  }
  fragment FeaturedStoryBundleBlock on paragraph__homepage_featured_story_bundle {
    field_title
    field_blogpost_ids
  }
`;
