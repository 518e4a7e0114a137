/**
 * Spec 001 §3.4 "Terms and categories" in the database (decision 391): a term's description, notes
 * and created date; categories (Id, CreatedDate, Code, Name, Source) linked to terms. Readers see
 * terms and categories; the editors' notes stay with the service role.
 */
import { anonymous, createDb, serviceRole, withTransaction, type Db } from "../_shared/db";
import { sqlState } from "../_shared/test-support/database";

let db: Db;

beforeAll(() => {
  db = createDb(process.env.DATABASE_URL);
});

afterAll(async () => {
  await db.end({ timeout: 5 });
});

describe("terms and categories", () => {
  it("puts every term in the category of its vocabulary, readable by visitors", async () => {
    const categories = await withTransaction(
      db,
      anonymous,
      (tx) => tx`select code, name, source, created_at from public.categories order by code`,
    );
    expect(categories.map((c) => [c.code, c.name])).toEqual(
      expect.arrayContaining([
        ["relationship_with", "Relatie tot reuma"],
        ["topics", "Onderwerpen"],
        ["treatments", "Diagnoses"],
      ]),
    );
    expect(categories.every((c) => c.source === "ReumaNL" && c.createdAt instanceof Date)).toBe(true);

    const unlinked = await withTransaction(
      db,
      anonymous,
      (tx) => tx`
      select t.term_number from public.terms t
      where not exists (select 1 from public.term_categories l join public.categories c on c.id = l.category_id where l.term_number = t.term_number and c.code = t.vocabulary)`,
    );
    expect(unlinked).toEqual([]);
    const [bewegen] = await withTransaction(
      db,
      anonymous,
      (tx) => tx`
      select c.code from public.term_categories l join public.categories c on c.id = l.category_id where l.term_number = 72003`,
    );
    expect(bewegen?.code).toBe("topics");
  });

  it("gives terms a description and a created date for everyone, and notes for the editors only", async () => {
    const [term] = await withTransaction(
      db,
      anonymous,
      (tx) => tx`select term_number, name, description, created_at from public.terms where term_number = 72003`,
    );
    expect(term).toMatchObject({ termNumber: 72003, name: "Bewegen", description: "" });
    expect(term!.createdAt).toBeInstanceOf(Date);
    expect(
      await sqlState(() => withTransaction(db, anonymous, (tx) => tx`select notes from public.terms limit 1`)),
    ).toBe("42501");
    const [withNotes] = await withTransaction(
      db,
      serviceRole,
      (tx) => tx`select notes from public.terms where term_number = 72003`,
    );
    expect(withNotes?.notes).toBe("");
  });

  it("refuses visitors writing categories or their links", async () => {
    expect(
      await sqlState(() =>
        withTransaction(db, anonymous, (tx) => tx`insert into public.categories (code, name) values ('nep', 'Nep')`),
      ),
    ).toBe("42501");
    expect(await sqlState(() => withTransaction(db, anonymous, (tx) => tx`delete from public.term_categories`))).toBe(
      "42501",
    );
  });
});
