/**
 * gatsby-adapter-netlify moves the HTML of a client-only page (matchPath "/preview/*") from
 * public/preview/[...]/index.html to public/preview/[...].html after the build. On the next build
 * Gatsby re-renders only changed pages, and when it stitches slices into the unchanged ones it
 * opens the old location: ENOENT, the build fails. Called from onPreBuild, this puts a copy back
 * where Gatsby expects it (the adapter moves it again afterwards).
 */
import fs from "node:fs";
import path from "node:path";

export function restoreClientOnlyHtml(publicDir: string): string[] {
  const restored: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > 8 || !fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "static" && entry.name !== "page-data" && !entry.name.startsWith("_")) walk(full, depth + 1);
      } else if (/^\[.*\]\.html$/.test(entry.name)) {
        const target = path.join(dir, entry.name.slice(0, -".html".length), "index.html");
        if (!fs.existsSync(target)) {
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.copyFileSync(full, target);
          restored.push(path.relative(publicDir, target));
        }
      }
    }
  };
  walk(publicDir, 0);
  return restored;
}
