/**
 * Browser tests: `npm run test:e2e` (after `npm run build`). Every file in e2e/tests/ exports
 * `tests`; `npm run test:e2e -- account` runs only the files whose name contains "account".
 * Functions run in-process; the files that export `netlifyDev = true` (the smoke tests) run on a
 * second site where @netlify/dev bundles every function as Netlify would.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { runTests, type TestCase, type TestGroup } from "./harness";

async function main(): Promise<void> {
  const filter = process.argv[2];
  const dir = path.join(__dirname, "tests");
  const files = readdirSync(dir).filter((file) => file.endsWith(".ts") && (!filter || file.includes(filter))).sort();
  // A file that exports `netlifyDev = true` runs on a site whose functions @netlify/dev bundles.
  const groups: TestGroup[] = [
    { netlifyDev: true, tests: [] },
    { netlifyDev: false, tests: [] },
  ];
  for (const file of files) {
    const module = (await import(path.join(dir, file))) as { tests: TestCase[]; netlifyDev?: boolean };
    const group = groups.find((candidate) => candidate.netlifyDev === Boolean(module.netlifyDev));
    group?.tests.push(...module.tests.map((test) => ({ ...test, name: `${file.replace(/\.ts$/, "")}: ${test.name}` })));
  }
  await runTests(groups);
}

void main();
