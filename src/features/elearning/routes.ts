/** The client-only paths under /trainingen/ (the list itself is a static page). */
export type LearningRoute =
  | { kind: "course"; slug: string }
  | { kind: "chapter"; slug: string; chapterId: number }
  | { kind: "teacher" }
  | { kind: "group"; groupId: number }
  | { kind: "institute" }
  | { kind: "unknown" };

/** Teachers' and checkers' progress pages (decision 196). */
export const TEACHER_PATH = "/trainingen/docent/";
/** An employee's institute: licences, groups, teachers (decision 197). */
export const INSTITUTE_PATH = "/trainingen/instituut/";
export const coursePath = (slug: string) => `/trainingen/${slug}/`;
export const chapterPath = (slug: string, chapterId: number) => `/trainingen/${slug}/${chapterId}/`;
export const groupPath = (groupId: number) => `${TEACHER_PATH}${groupId}/`;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ID = /^[1-9][0-9]{0,8}$/;

export function learningRouteOf(pathname: string): LearningRoute {
  const parts = pathname
    .replace(/^\/trainingen\/?/, "")
    .split("/")
    .filter(Boolean);
  const [first, second] = parts;
  if (parts.length === 1 && first === "docent") return { kind: "teacher" };
  if (parts.length === 1 && first === "instituut") return { kind: "institute" };
  if (parts.length === 2 && first === "docent" && ID.test(second!)) return { kind: "group", groupId: Number(second) };
  if (parts.length === 1 && SLUG.test(first!)) return { kind: "course", slug: first! };
  if (parts.length === 2 && SLUG.test(first!) && ID.test(second!))
    return { kind: "chapter", slug: first!, chapterId: Number(second) };
  return { kind: "unknown" };
}
