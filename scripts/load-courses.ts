/**
 * Courses are authored as files in the repository (content/courses/*.json, decision 192) and
 * written into Postgres by this loader: checked against courseFileSchema, then upserted by slug
 * (course), code (chapter) and key (activity), so ids, attempts and completions survive a reload;
 * answers are replaced; chapters and activities no longer in a file are removed.
 *
 *   npm run courses                       (reads DATABASE_URL; a role that bypasses RLS)
 *   import { loadCourses } from "./load-courses";   await loadCourses(sql)
 *
 * `npm run seed` (and so `npm start`) runs it before the demo data, which links courses by slug.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { courseFileSchema, type CourseFile } from "../src/domain/learning";

export const DEFAULT_COURSE_DIR = path.resolve(__dirname, "..", "content", "courses");

/** Every course file of `dir`, checked (throws with the file's name and the problem). */
export function readCourseFiles(dir = DEFAULT_COURSE_DIR): CourseFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const parsed = courseFileSchema.safeParse(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
      if (!parsed.success)
        throw new Error(
          `${file}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
        );
      if (`${parsed.data.slug}.json` !== file)
        throw new Error(`${file}: the file is named after its slug (${parsed.data.slug}.json)`);
      return parsed.data;
    });
}

type Sql = postgres.Sql | postgres.TransactionSql;

async function loadCourse(tx: Sql, course: CourseFile): Promise<void> {
  const [row] = await tx<{ id: number }[]>`
    insert into public.courses (slug, name, description, item_order_number, image_number, study_time_minutes, open_to_everyone)
    values (${course.slug}, ${course.name}, ${course.description}, ${course.itemOrderNumber}, ${course.imageNumber ?? null}, ${course.studyTimeMinutes}, ${course.openToEveryone})
    on conflict (slug) do update set name = excluded.name, description = excluded.description, item_order_number = excluded.item_order_number,
      image_number = excluded.image_number, study_time_minutes = excluded.study_time_minutes, open_to_everyone = excluded.open_to_everyone
    returning id`;
  const courseId = row!.id;
  await linkInfos(tx, courseId, course.developments, "development");
  await linkInfos(tx, courseId, course.skills, "skill");
  await tx`delete from public.chapters where course_id = ${courseId} and code not in (select jsonb_array_elements_text(${JSON.stringify(course.chapters.map((chapter) => chapter.code))}::text::jsonb))`;
  for (const chapter of course.chapters) {
    const [chapterRow] = await tx<{ id: number }[]>`
      insert into public.chapters (course_id, code, title, description, published, image, item_order_number, hide_activity)
      values (${courseId}, ${chapter.code}, ${chapter.title}, ${chapter.description}, ${chapter.published}, ${chapter.image ?? null}, ${chapter.itemOrderNumber}, ${chapter.hideActivity})
      on conflict (course_id, code) do update set title = excluded.title, description = excluded.description, published = excluded.published,
        image = excluded.image, item_order_number = excluded.item_order_number, hide_activity = excluded.hide_activity
      returning id`;
    const chapterId = chapterRow!.id;
    await tx`delete from public.learning_activities where chapter_id = ${chapterId} and key not in (select jsonb_array_elements_text(${JSON.stringify(chapter.activities.map((activity) => activity.key))}::text::jsonb))`;
    for (const activity of chapter.activities) {
      const [activityRow] = await tx<{ id: number }[]>`
        insert into public.learning_activities (chapter_id, key, kind, item_order_number, title, content, should_drag_answer, hide_activity)
        values (${chapterId}, ${activity.key}, ${activity.kind}, ${activity.itemOrderNumber}, ${activity.title}, ${activity.content}, ${activity.shouldDragAnswer}, ${activity.hideActivity})
        on conflict (chapter_id, key) do update set kind = excluded.kind, item_order_number = excluded.item_order_number, title = excluded.title,
          content = excluded.content, should_drag_answer = excluded.should_drag_answer, hide_activity = excluded.hide_activity
        returning id`;
      const activityId = activityRow!.id;
      await tx`delete from public.learning_answers where activity_id = ${activityId}`;
      for (const [index, answer] of activity.answers.entries()) {
        await tx`
          insert into public.learning_answers (activity_id, item_order_number, content, is_correct, text_when_error, image, image_label, back_image)
          values (${activityId}, ${index + 1}, ${answer.content}, ${answer.isCorrect}, ${answer.textWhenError ?? null}, ${answer.image ?? null},
                  ${answer.imageLabel ?? null}, ${answer.backImage ?? null})`;
      }
    }
  }
}

/** Development and Skills: one row per Info text, linked to the course in the file's order. */
async function linkInfos(tx: Sql, courseId: number, infos: string[], kind: "development" | "skill"): Promise<void> {
  const [table, links, column] =
    kind === "development"
      ? ["learning_developments", "course_developments", "development_id"]
      : ["learning_skills", "course_skills", "skill_id"];
  await tx`delete from ${tx("public." + links)} where course_id = ${courseId}`;
  for (const [index, info] of infos.entries()) {
    const [row] = await tx<{ id: number }[]>`
      insert into ${tx("public." + table)} (info) values (${info}) on conflict (info) do update set info = excluded.info returning id`;
    await tx`insert into ${tx("public." + links)} (course_id, ${tx(column)}, item_order_number) values (${courseId}, ${row!.id}, ${index + 1})`;
  }
}

/** Loads every course file in one transaction; answers the slugs loaded. */
export async function loadCourses(sql: postgres.Sql, dir = DEFAULT_COURSE_DIR): Promise<string[]> {
  const courses = readCourseFiles(dir);
  await sql.begin(async (tx) => {
    for (const course of courses) await loadCourse(tx, course);
  });
  return courses.map((course) => course.slug);
}

if (require.main === module) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is not set");
    process.exit(1);
  }
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => undefined });
  loadCourses(sql)
    .then((slugs) => console.log(`courses loaded: ${slugs.join(", ")}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(() => sql.end({ timeout: 5 }));
}
