/**
 * Where a page shows the recommended articles: nothing for a visitor (the build's page is theirs,
 * unchanged) and, once the session says it is a participant, the list, whose code loads only then.
 * Pages place it below their static content, so nothing above it moves (CLS stays 0).
 */
import { lazy, Suspense } from "react";
import { useCurrentUser } from "../../platform/session/useCurrentUser";

const RecommendedArticles = lazy(() =>
  import("./RecommendedArticles").then((module) => ({ default: module.RecommendedArticles })),
);

export function RecommendedIsland() {
  const session = useCurrentUser();
  if (session.status !== "user") return null;
  return (
    <Suspense fallback={null}>
      <RecommendedArticles />
    </Suspense>
  );
}
