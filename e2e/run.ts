/**
 * Browser tests: `npm run test:e2e` (after `npm run build`). Every file in e2e/tests/ exports
 * `tests`; `npm run test:e2e -- account` runs only the files whose name contains "account".
 * Functions run in-process; the files that export `netlifyDev = true` (the smoke tests) run on a
 * second site where @netlify/dev bundles every function as Netlify would.
 *
 * The in-process files are spread over E2E_SITES sites (default 2), each with its own database,
 * mail catcher and browser, that run at the same time (the @netlify/dev site after them): a browser
 * test mostly waits (for pages, the server, the mail), so 2 cores carry two sites. Each file runs whole, on one fresh site, in name order (every file
 * also runs alone: `-- <name>`); e2e/durations.json, seconds per file of an earlier run, balances
 * the sites. harness.ts runTests runs the groups (E2E_SERIAL=1: one after the other).
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { runTests, type TestCase, type TestGroup } from "./harness";

type TestFile = { name: string; tests: TestCase[]; netlifyDev: boolean };

/** Spreads the files over `count` groups, longest first onto the group with the least seconds so far. */
function spreadFiles(files: TestFile[], count: number, durations: Record<string, unknown>): TestFile[][] {
  const known = Object.values(durations).filter((value): value is number => typeof value === "number");
  const average = known.length > 0 ? known.reduce((sum, value) => sum + value, 0) / known.length : 1;
  const seconds = (file: TestFile) =>
    typeof durations[file.name] === "number" ? (durations[file.name] as number) : average;
  const shares = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({
    seconds: 0,
    files: [] as TestFile[],
  }));
  for (const file of [...files].sort((a, b) => seconds(b) - seconds(a) || a.name.localeCompare(b.name))) {
    const least = shares.reduce((best, share) => (share.seconds < best.seconds ? share : best));
    least.seconds += seconds(file);
    least.files.push(file);
  }
  return shares.map((share) => share.files.sort((a, b) => a.name.localeCompare(b.name)));
}

async function main(): Promise<void> {
  // Parts of file names, comma-separated: `npm run test:e2e -- stories,people` runs both files.
  const parts = (process.argv[2] ?? "").split(",").filter(Boolean);
  const dir = path.join(__dirname, "tests");
  const names = readdirSync(dir)
    .filter((file) => file.endsWith(".ts") && (parts.length === 0 || parts.some((part) => file.includes(part))))
    .sort();
  const files: TestFile[] = [];
  for (const file of names) {
    const module = (await import(path.join(dir, file))) as { tests: TestCase[]; netlifyDev?: boolean };
    const name = file.replace(/\.ts$/, "");
    files.push({
      name,
      netlifyDev: Boolean(module.netlifyDev),
      tests: module.tests.map((test) => ({ ...test, name: `${name}: ${test.name}` })),
    });
  }
  const sites = Math.max(1, Number(process.env.E2E_SITES) || 2);
  const durations = JSON.parse(readFileSync(path.join(__dirname, "durations.json"), "utf8")) as Record<string, unknown>;
  const groups: TestGroup[] = [
    ...spreadFiles(
      files.filter((file) => !file.netlifyDev),
      sites,
      durations,
    ).map((share) => ({
      netlifyDev: false,
      tests: share.flatMap((file) => file.tests),
    })),
    // A file that exports `netlifyDev = true` runs on a site whose functions @netlify/dev bundles.
    { netlifyDev: true, tests: files.filter((file) => file.netlifyDev).flatMap((file) => file.tests) },
  ];
  await runTests(groups);
}

void main();
