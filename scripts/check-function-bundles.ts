/**
 * `npm run check:bundles`: zips every function with Netlify's own bundler (zip-it-and-ship-it, the
 * version @netlify/dev uses) and netlify.toml's [functions] settings, and prints per function its
 * bundler, files, zip size and the share of the error-reporting SDK (loaded only with SENTRY_DSN).
 * Fails when a zip holds two files of one name or a test file. Takes minutes (36 functions).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import { parse } from "smol-toml";

const ROOT = path.join(__dirname, "..");

/** netlify.toml's [functions] in zip-it-and-ship-it's names. */
export function functionsConfig(toml: string): Record<string, Record<string, unknown>> {
  const functions = ((parse(toml) as { functions?: Record<string, unknown> }).functions ?? {}) as Record<
    string,
    unknown
  >;
  const names: Record<string, string> = {
    included_files: "includedFiles",
    external_node_modules: "externalNodeModules",
    node_bundler: "nodeBundler",
    ignored_node_modules: "ignoredNodeModules",
  };
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(functions)) if (names[key]) settings[names[key]] = value;
  return { "*": settings };
}

async function main(): Promise<void> {
  const config = functionsConfig(readFileSync(path.join(ROOT, "netlify.toml"), "utf8"));
  const out = mkdtempSync(path.join(os.tmpdir(), "reumanl-bundles-"));
  let problems = 0;
  try {
    const results = await zipFunctions([path.join(ROOT, "functions")], out, {
      basePath: ROOT,
      repositoryRoot: ROOT,
      config,
      featureFlags: {},
    });
    console.log("function | bundler | files | zip KiB | SDK share of unzipped bytes | problems");
    for (const result of results.sort((a, b) => a.name.localeCompare(b.name))) {
      const listing = execFileSync("unzip", ["-Zl", result.path], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
      const rows = listing
        .split("\n")
        .filter((line) => /^[-d]/.test(line))
        .map((line) => line.trim().split(/\s+/));
      const files = rows.filter((r) => !r.at(-1)!.endsWith("/")).map((r) => ({ name: r.at(-1)!, size: Number(r[3]) }));
      const names = files.map((f) => f.name);
      const duplicates = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];
      const tests = names.filter((n) => /\.test\.m?tsx?$|\.test\.m?js$/.test(n) && !n.includes("node_modules/"));
      const total = files.reduce((sum, f) => sum + f.size, 0);
      const sdk = files
        .filter((f) => /node_modules\/@(sentry|opentelemetry)\//.test(f.name))
        .reduce((sum, f) => sum + f.size, 0);
      const found = [...duplicates.map((d) => `duplicate ${d}`), ...tests.map((t) => `test ${t}`)];
      problems += found.length;
      console.log(
        `${result.name} | ${result.bundler} | ${files.length} | ${(statSync(result.path).size / 1024).toFixed(0)} | ${((100 * sdk) / Math.max(total, 1)).toFixed(0)} % | ${found.join(", ") || "none"}`,
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  if (problems > 0) {
    console.error(`${problems} problem(s) in the function bundles`);
    process.exit(1);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
