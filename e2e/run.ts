/**
 * Browser tests: `npm run test:e2e` (after `npm run build`). Every file in e2e/tests/ exports
 * `tests`; `npm run test:e2e -- account` runs only the files whose name contains "account".
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { runTests, type TestCase } from "./harness";

async function main(): Promise<void> {
  const filter = process.argv[2];
  const dir = path.join(__dirname, "tests");
  const files = readdirSync(dir).filter((file) => file.endsWith(".ts") && (!filter || file.includes(filter))).sort();
  const tests: TestCase[] = [];
  for (const file of files) {
    const module = (await import(path.join(dir, file))) as { tests: TestCase[] };
    tests.push(...module.tests.map((test) => ({ ...test, name: `${file.replace(/\.ts$/, "")}: ${test.name}` })));
  }
  await runTests(tests);
}

void main();
