/** Arranging volunteers and opportunities for the volunteer area's integration tests. */
import type postgres from "postgres";
import type { MailSink } from "../mail/sink";
import { loggedInAccount, type TestAccount } from "./accounts";
import { Browser } from "./api";
import { unique } from "./database";

export type Person = TestAccount & { browser: Browser };

/** A logged-in participant (not a volunteer). */
export async function person(sink: MailSink, prefix = "Lid"): Promise<Person> {
  const browser = new Browser();
  const account = await loggedInAccount(sink, browser, prefix);
  return { ...account, browser };
}

/** A logged-in volunteer with a completed sign-up (written straight into the database). */
export async function volunteer(
  sink: MailSink,
  sql: postgres.Sql,
  options: { abilityIds?: number[]; region?: number | null } = {},
): Promise<Person> {
  const who = await person(sink, "Vrijw");
  await sql`insert into public.volunteers (profile_id, has_own_transport, is_travelling_by_public_transport, is_able_to_travel_independently, birth_year, region, completed_at)
            values (${who.Id}, true, false, true, 1970, ${options.region ?? null}, now())`;
  for (const id of options.abilityIds ?? [101])
    await sql`insert into public.volunteer_ability_choices values (${who.Id}, ${id})`;
  await sql`insert into public.volunteer_interest_choices values (${who.Id}, 1)`;
  await sql`insert into public.volunteer_form_choices values (${who.Id}, 71001)`;
  await sql`update public.profiles set is_volunteer = true, role = 'volunteer' where id = ${who.Id}`;
  return who;
}

export async function organiser(sink: MailSink, sql: postgres.Sql): Promise<Person> {
  const who = await person(sink, "Coord");
  await sql`insert into public.volunteer_organisers (profile_id) values (${who.Id})`;
  return who;
}

export type TestOpportunity = { id: number; slug: string; title: string };

export async function opportunity(
  sql: postgres.Sql,
  options: {
    status?: "open" | "closed" | "inactive";
    region?: number | null;
    abilityIds?: number[];
    title?: string;
    openedDaysAgo?: number;
  } = {},
): Promise<TestOpportunity> {
  const slug = `vraag-${unique()}`;
  const title = options.title ?? `Gastles ${slug}`;
  const [row] = await sql<{ id: number }[]>`
    insert into public.opportunities (slug, title, summary, description, location, region, starts_on, ends_on, status, opened_at)
    values (${slug}, ${title}, 'Vertel over je ervaring.', 'Een gastles van een uur.', 'Utrecht', ${options.region ?? null},
            current_date + 10, current_date + 10, ${options.status ?? "open"}, now() - make_interval(days => ${options.openedDaysAgo ?? 1}))
    returning id`;
  for (const id of options.abilityIds ?? [102])
    await sql`insert into public.opportunity_abilities values (${row!.id}, ${id})`;
  return { id: row!.id, slug, title };
}
