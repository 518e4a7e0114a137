/**
 * The guide's island as a chunk of its own (issue 24): the overview page's first files carry only
 * the shell and the page's header; this chunk (the guide, its filters and cards, react-i18next with
 * i18next) loads right after hydration (components/islands/Deferred.tsx: the island is in view at
 * once), so index and filter work never run in the page's first task. Until then the build's HTML
 * holds the guide's reserved space (GuideSkeleton).
 */
import { useTranslation } from "react-i18next";
import { ActivityGuide } from "./ActivityGuide";

export function GuideIsland() {
  // "account" too: the location filter's field errors (forms/FieldError) use its texts, and they
  // appear only after a click, so the page must carry them from the start (src/i18n/page-texts.ts).
  useTranslation(["activities", "account"]);
  return <ActivityGuide />;
}
