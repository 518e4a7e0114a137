/**
 * `npm run bench`: the site's benchmarks on one build (not part of CI).
 *   1. builds the site (holding /tmp/reumanl-gatsby-build.lock; `--no-build` measures public/ as it is),
 *   2. the article page's JavaScript gzipped (scripts/bench/js-weight.ts, no browser),
 *   3. Lighthouse mobile on the article page (scripts/bench/web.ts --no-build),
 *   4. the conversations' database calls at community scale (scripts/bench/conversations.ts;
 *      `--no-conversations` leaves it out).
 *   5. the activity guide with 2,000 activities in the browser: filter change to first page, and the
 *      guide page's JavaScript gzipped (scripts/bench/activities.ts).
 * The build benchmark takes several minutes in its own copy of the repository: `npm run bench:build`.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const here = __dirname;
const args = process.argv.slice(2);

function run(script: string, extra: string[]): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(here, script), ...extra], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const pathArgs = args.includes("--path") ? ["--path", args[args.indexOf("--path") + 1] ?? "/over-reuma/jicht/"] : [];
run("js-weight.ts", [...(args.includes("--no-build") ? [] : ["--build"]), ...pathArgs]);
run("web.ts", ["--no-build", ...pathArgs]);
run("activities.ts", []);
if (!args.includes("--no-conversations")) run("conversations.ts", []);
