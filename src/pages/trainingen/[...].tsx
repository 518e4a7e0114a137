/**
 * Client-only routes of the e-learning: /trainingen/{course}, /trainingen/{course}/{chapter}
 * (the player), /trainingen/docent and /trainingen/docent/{group} (the teacher's and checker's
 * view), /trainingen/instituut (an employee's institute). All data
 * comes from /api/v1/learning after hydration.
 */
import type { HeadFC, PageProps } from "gatsby";
import { useEffect, useState } from "react";
import { LearningLayout } from "../../shell/LearningLayout";
import { SeoHead } from "../../shell/SeoHead";
import { ChapterPlayer } from "../../features/elearning/ChapterPlayer";
import { CoursePage } from "../../features/elearning/CoursePage";
import { learningRouteOf } from "../../features/elearning/routes";
import { InstituteOverview } from "../../features/elearning/InstituteView";
import { GroupProgressView, TeacherGroups } from "../../features/elearning/TeacherView";
import elearning from "../../i18n/locales/nl/elearning.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ elearning });

export default function LearningRoutes({ location }: PageProps) {
  // One built shell for every path: the path is read after hydration (no mismatch).
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => setPathname(location.pathname), [location.pathname]);
  if (pathname === null)
    return (
      <LearningLayout>
        <div aria-busy="true" className="learning-loading" />
      </LearningLayout>
    );
  const route = learningRouteOf(pathname);
  return (
    <LearningLayout>
      {route.kind === "course" ? <CoursePage key={route.slug} slug={route.slug} /> : null}
      {route.kind === "chapter" ? (
        <ChapterPlayer key={route.chapterId} slug={route.slug} chapterId={route.chapterId} />
      ) : null}
      {route.kind === "teacher" ? <TeacherGroups /> : null}
      {route.kind === "group" ? <GroupProgressView key={route.groupId} groupId={route.groupId} /> : null}
      {route.kind === "institute" ? <InstituteOverview /> : null}
      {route.kind === "unknown" ? (
        <p className="alert alert--error" role="alert">
          {t("errors.courseNotFound")}
        </p>
      ) : null}
    </LearningLayout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("title")} path={location.pathname} noIndex />;
