/** SQL over public.terms (lookup vocabularies). */
import type { Queryable } from "../_shared/db";

export type TermRow = { termNumber: number; name: string };

export async function findTermsByVocabulary(sql: Queryable, vocabulary: string): Promise<TermRow[]> {
  return sql<
    TermRow[]
  >`select term_number, name from public.terms where vocabulary = ${vocabulary} order by weight, term_number`;
}

/** Terms whose name is one of `names`, ignoring case. */
export async function findTermsByNames(sql: Queryable, names: string[]): Promise<TermRow[]> {
  if (names.length === 0) return [];
  return sql<TermRow[]>`
    select term_number, name from public.terms
    where lower(name) in (select lower(n) from jsonb_array_elements_text(${sql.json(names)}::jsonb) as n)
    order by vocabulary, weight, term_number`;
}
