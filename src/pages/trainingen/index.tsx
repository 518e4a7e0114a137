/** /trainingen (elearning, spec 001 §2.1): the courses, in the learning shell without navbar or footer. */
import type { HeadFC } from "gatsby";
import { LearningLayout } from "../../shell/LearningLayout";
import { SeoHead } from "../../shell/SeoHead";
import { CourseList } from "../../features/elearning/CourseList";
import elearning from "../../i18n/locales/nl/elearning.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ elearning });

export default function CoursesPage() {
  return (
    <LearningLayout>
      <CourseList />
    </LearningLayout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("list.title")} path={location.pathname} />;
