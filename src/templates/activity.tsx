/**
 * /ontmoet-elkaar/activiteiten/{slug}: one activity (spec 001 §2.4), built from the database at
 * build time (src/build/activity-pages.ts), so the HTML carries its content for search engines.
 * The page refreshes the activity from the API once it runs in the browser.
 */
import type { HeadProps, PageProps } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { activityEvents, jsonLd } from "../domain/activities/structured-data";
import type { AnyODataActivity } from "../domain/activities/types";
import { richTextToPlainText, readStoredRichText } from "../domain/rich-text/text";
import { ActivityDetail } from "../features/activities/ActivityDetail";

export interface ActivityPageContext {
  activity: AnyODataActivity;
  /** When the build read the activity (epoch ms): "now" for the first render. */
  builtAt: number;
  /** The site's address, for the structured data's absolute URLs. */
  siteUrl?: string;
}

export default function ActivityTemplate({ pageContext }: PageProps<object, ActivityPageContext>) {
  return (
    <Layout>
      <ActivityDetail slug={pageContext.activity.Slug} initial={pageContext.activity} builtAt={pageContext.builtAt} />
    </Layout>
  );
}

export function Head({ pageContext, location }: HeadProps<object, ActivityPageContext>) {
  const { activity } = pageContext;
  const signUp = readStoredRichText(activity.SignupText);
  const description =
    activity.Description || (signUp ? richTextToPlainText(signUp).replace(/\s+/g, " ").slice(0, 200) : null);
  const events = activityEvents(activity, pageContext.builtAt, `${pageContext.siteUrl ?? ""}${location.pathname}`);
  return (
    <>
      <SeoHead title={activity.Title} description={description} path={location.pathname} />
      {events.length ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(events) }} />
      ) : null}
    </>
  );
}
