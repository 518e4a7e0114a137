/**
 * Build benchmark (issue 3): cold-build seconds for the sample content and for 1,000 and 5,000
 * generated articles, ms per page, and the seconds of a rebuild after one article changed
 * (gatsby-source-drupal fastbuilds against a long-running content server).
 *
 *   npm run bench:build            (takes several minutes; not part of CI)
 *   BENCH_SIZES=0,1000 npm run bench:build
 *
 * It builds in a copy of the repository under /tmp/reumanl-bench (node_modules linked), with its
 * own content server on BENCH_PORT (default 8990), so it never competes with builds in the working
 * folder for .cache, public/ or port 8890, and needs no build lock. Each build's output, with
 * Gatsby's step timings, stays there (cold-<N>.log, rebuild-one-article.log).
 *
 * The builds read the activities from a database that is already running, as on Netlify, where
 * DATABASE_URL points at Supabase: one PGlite, migrated and seeded once, for all builds.
 * BENCH_TEMPORARY_DATABASE=1 measures a build without DATABASE_URL instead, which starts, migrates
 * and seeds a temporary PGlite of its own (about 5 s of every build on this machine).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startContentServer } from "../../content-model/server/server";
import { temporaryDatabase as startDatabase } from "../../src/build/activity-pages";

const repo = path.resolve(__dirname, "..", "..");
const work = process.env.BENCH_DIR ?? "/tmp/reumanl-bench";
const port = Number(process.env.BENCH_PORT ?? 8990);
const sizes = (process.env.BENCH_SIZES ?? "0,1000,5000").split(",").map((n) => Number(n.trim()));

const databasePerBuild = process.env.BENCH_TEMPORARY_DATABASE === "1";
let databaseUrl = "";

const SKIP = new Set(["node_modules", ".cache", "public", ".data", ".git", ".netlify"]);

function copyRepo(): void {
  fs.rmSync(work, { recursive: true, force: true });
  fs.cpSync(repo, work, {
    recursive: true,
    filter: (source) => {
      const rel = path.relative(repo, source);
      const first = rel.split(path.sep)[0] ?? "";
      return !SKIP.has(first) && !rel.startsWith(path.join("e2e", "output"));
    },
  });
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(work, "node_modules"));
}

/** Gatsby's output of each build stays in the bench folder, with its step timings. */
function build(generate: number, name: string): Promise<number> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(work, "node_modules", "gatsby", "cli.js"), "build"], {
      cwd: work,
      env: {
        ...process.env,
        CONTENT_SERVER_GENERATE: String(generate),
        CONTENT_SERVER_PORT: String(port),
        CONTENT_SERVER_HOST: "127.0.0.1",
        DRUPAL_BASE_URL: "",
        DATABASE_URL: databaseUrl,
        CI: "1",
        GATSBY_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.on("exit", (code) => {
      fs.writeFileSync(path.join(work, `${name}.log`), log);
      if (code === 0) resolve(Number(process.hrtime.bigint() - started) / 1e9);
      else reject(new Error(`gatsby build failed (${code}):\n${log.slice(-4000)}`));
    });
  });
}

function countPages(): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name === "index.html") count += 1;
    }
  };
  walk(path.join(work, "public"));
  return count;
}

function clean(): void {
  for (const dir of [".cache", "public"]) fs.rmSync(path.join(work, dir), { recursive: true, force: true });
}

interface Row {
  label: string;
  pages: number;
  seconds: number;
}

async function main(): Promise<void> {
  copyRepo();
  const database = databasePerBuild ? null : await startDatabase(repo);
  databaseUrl = database?.url ?? "";
  try {
    await measure();
  } finally {
    await database?.stop();
  }
}

async function measure(): Promise<void> {
  const rows: Row[] = [];
  let rebuild: { seconds: number; verified: boolean } | null = null;
  for (const generate of sizes) {
    const server = await startContentServer({
      port,
      host: "127.0.0.1",
      generate,
      root: path.join(work, "content-model"),
    });
    try {
      clean();
      process.stdout.write(`cold build with ${generate} generated articles...\n`);
      const seconds = await build(generate, `cold-${generate}`);
      rows.push({
        label: generate === 0 ? "sample content" : `sample + ${generate} generated articles`,
        pages: countPages(),
        seconds,
      });

      if (generate === 0) {
        // Change one article in the running server; the next build fetches only that change.
        const article = server.store
          .list("node--medical_article")
          .find((r) => (r.attributes.path as { alias?: string } | null)?.alias === "/over-reuma/jicht")!;
        const title = `Jicht (bijgewerkt ${new Date().toISOString().slice(11, 19)})`;
        server.store.upsert({
          ...article,
          attributes: { ...article.attributes, title, changed: new Date().toISOString() },
        });
        await new Promise((resolve) => setTimeout(resolve, 1100)); // the sync endpoint counts whole seconds
        process.stdout.write("rebuild after changing one article...\n");
        const again = await build(generate, "rebuild-one-article");
        const html = fs.readFileSync(path.join(work, "public", "over-reuma", "jicht", "index.html"), "utf8");
        rebuild = { seconds: again, verified: html.includes(title) };
      }
    } finally {
      await server.close();
    }
  }

  const activities = databasePerBuild
    ? "activities from a temporary PGlite per build"
    : "activities from a running database at DATABASE_URL";
  process.stdout.write(`\nReumaNL build benchmark (gatsby build, wall clock, this machine; ${activities})\n`);
  process.stdout.write("| content | pages | cold build s | ms per page |\n|---|---:|---:|---:|\n");
  for (const row of rows) {
    process.stdout.write(
      `| ${row.label} | ${row.pages} | ${row.seconds.toFixed(1)} | ${((row.seconds * 1000) / row.pages).toFixed(1)} |\n`,
    );
  }
  // What each page adds, without the part of a build that does not grow with the pages (webpack's
  // bundles, bootstrap, the process start).
  for (let i = 1; i < rows.length; i++) {
    const [before, after] = [rows[i - 1]!, rows[i]!];
    if (after.pages <= before.pages) continue;
    const perPage = ((after.seconds - before.seconds) * 1000) / (after.pages - before.pages);
    process.stdout.write(`\nEach page from ${before.pages} to ${after.pages} pages added ${perPage.toFixed(1)} ms`);
  }
  if (rows.length > 1) process.stdout.write("\n");
  if (rebuild) {
    process.stdout.write(
      `\nRebuild after changing one article (fastbuilds, long-running content server): ${rebuild.seconds.toFixed(1)} s` +
        ` (${rebuild.verified ? "the new title is in the built page" : "WARNING: the new title is NOT in the built page"})\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
