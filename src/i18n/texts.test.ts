/**
 * The one text lookup of the browser code (src/i18n/texts.ts, docs/decisions/008): how it finds a
 * text, that every key the code writes out has one, and that no second way comes back (a wrapper
 * of its own, a shared bound lookup, i18next, translate() in browser code).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { resources } from "./resources";
import { findText } from "./text-lookup";
import { textsOf } from "./texts";

const src = path.resolve(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const files = sourceFiles(src).map((file) => ({ file: path.relative(src, file), text: readFileSync(file, "utf8") }));
/** Code that runs in the browser (or renders for it): everything but the build's own helpers and this folder. */
const browserCode = files.filter(
  ({ file }) => !file.startsWith(`build${path.sep}`) && !file.startsWith(`i18n${path.sep}`),
);

describe("textsOf", () => {
  const community = {
    reactions: { count_one: "{{count}} reactie", count_other: "{{count}} reacties", title: "Reacties" },
    plain: "Gewoon",
  };
  const forms = { errorPrefix: "Fout:" };
  const t = textsOf({ community, forms });

  it("finds dotted keys in the first namespace, and in another one by its name", () => {
    expect(t("reactions.title")).toBe("Reacties");
    expect(t("forms:errorPrefix")).toBe("Fout:");
    expect(t("plain", { count: 2 })).toBe("Gewoon");
  });

  it("picks the plural form by count and fills in the values", () => {
    expect(t("reactions.count", { count: 0 })).toBe("0 reacties");
    expect(t("reactions.count", { count: 1 })).toBe("1 reactie");
    expect(t("reactions.count", { count: 4 })).toBe("4 reacties");
  });

  it("answers the key itself for a missing text, and says which keys it has", () => {
    expect(t("reactions.none")).toBe("reactions.none");
    expect(t("people:title")).toBe("people:title");
    expect(t.has("reactions.title")).toBe(true);
    expect(t.has("forms:errorPrefix")).toBe(true);
    expect(t.has("reactions")).toBe(false);
    expect(findText(undefined, "plain")).toBeUndefined();
  });
});

describe("the texts the code writes out", () => {
  it("all exist in the namespaces its lookup was given", () => {
    const all = resources.nl as unknown as Record<string, object>;
    const missing: string[] = [];
    let checked = 0;
    for (const { file, text } of browserCode) {
      const declaration = /const t = textsOf\(\{([^}]*)\}\);/.exec(text);
      if (!declaration) continue;
      // { community, forms: formsTexts } -> the namespaces community and forms, in that order.
      const names = declaration[1]!
        .split(",")
        .map((entry) => entry.split(":")[0]!.trim())
        .filter(Boolean);
      const t = textsOf(Object.fromEntries(names.map((name) => [name, all[name] ?? {}])));
      for (const call of text.matchAll(/\bt\(\s*"([^"]+)"/g)) {
        checked += 1;
        if (!t.has(call[1]!) && !t.has(`${call[1]}_one`)) missing.push(`${file}: ${call[1]}`);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(missing).toEqual([]);
  });
});

/** A function whose parameter goes straight into a lookup as the key: `(key) => t(key…)`, `function x(key) { return t(key…`. */
function wrappersIn(text: string): string[] {
  const wrapper =
    /(?:function\s+\w+\s*|(?:const|let)\s+\w+\s*=\s*)\(\s*(\w+)\s*(?::\s*[^,)]+)?(?:,[^)]*)?\)[^{=]*(?:=>|\{)[^;]{0,120}?\b(?:t|translate|findText)\(\s*\1\s*[,)]/g;
  return [...text.matchAll(wrapper)].map((match) => match[0].replace(/\s+/g, " ").slice(0, 100));
}

/** useFormSubmit looks a schema's message keys up in the locale files each form hands in (`messages`). */
const SECOND_LOOKUP = new Set([path.join("platform", "forms", "useFormSubmit.ts")]);

describe("one way to look up a text in the browser code", () => {
  it("is one module-level lookup per file, `const t = textsOf({ … })`, never exported", () => {
    const broken = browserCode.flatMap(({ file, text }) => {
      const problems: string[] = [];
      const calls = (text.match(/\btextsOf\(/g)?.length ?? 0) - (SECOND_LOOKUP.has(file) ? 1 : 0);
      const declared = text.match(/^const t = textsOf\(\{[^}]*\}\);$/gm)?.length ?? 0;
      if (calls !== declared || declared > 1)
        problems.push(`${file}: textsOf outside one module-level "const t = textsOf({ … })"`);
      if (/export\s+(const|let|function)\s+t\b|export\s*\{[^}]*\bt\b[^}]*\}/.test(text))
        problems.push(`${file}: exports its lookup`);
      return problems;
    });
    expect(broken).toEqual([]);
  });

  it("has no function of its own that wraps a lookup (a shortcut like ct(key))", () => {
    expect(
      wrappersIn("export function ct(key: string, vars?: TextVars): string {\n  return t(key, vars);\n}"),
    ).toHaveLength(1);
    expect(wrappersIn("const st = (key: string) => t(key);")).toHaveLength(1);
    expect(wrappersIn("const label = (key: string) => `${t(`submit.${key}`)} *`;")).toHaveLength(0);
    expect(browserCode.flatMap(({ file, text }) => wrappersIn(text).map((wrapper) => `${file}: ${wrapper}`))).toEqual(
      [],
    );
  });

  it("never uses i18next, translate() or the list of every namespace, and reads the tree only through textsOf", () => {
    const broken = browserCode.flatMap(({ file, text }) => {
      const problems: string[] = [];
      if (/from\s+["'](react-)?i18next["']/.test(text)) problems.push(`${file}: imports i18next`);
      if (/from\s+["'][./]*(i18n\/)?(translate|resources)["']/.test(text))
        problems.push(`${file}: imports translate() or every namespace`);
      if (/from\s+["'][./]*(i18n\/)?(text-lookup|interpolate)["']/.test(text))
        problems.push(`${file}: reads the text tree itself`);
      // A locale file imported for textsOf is read only by textsOf (and useFormSubmit's `messages`): never `common.skipLink`.
      for (const json of text.matchAll(/import (\w+) from "[./]*i18n\/locales\/nl\/\w+\.json";/g)) {
        const code = text
          .replace(/^import .*$/gm, "")
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .replace(/\/\/.*$/gm, "")
          .replace(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '""');
        if (new RegExp(`\\b${json[1]}\\s*(\\.|\\[)`).test(code))
          problems.push(`${file}: reads ${json[1]}'s texts itself`);
      }
      return problems;
    });
    expect(broken).toEqual([]);
  });
});
