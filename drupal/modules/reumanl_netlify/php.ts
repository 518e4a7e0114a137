/**
 * Runs the module's plain PHP classes (ChangeSet, PreviewLink: no Drupal needed) with Debian's
 * php-cli, for the tests that check them against the site's own code.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

export const MODULE_DIR = __dirname;

/** Runs `code` after requiring the module's pure classes; returns what it prints. */
export function runPhp(code: string): string {
  const requires = ["ChangeSet.php", "PreviewLink.php"]
    .map((file) => `require ${JSON.stringify(path.join(MODULE_DIR, "src", file))};`)
    .join("\n");
  return execFileSync(
    "php",
    [
      "-d",
      "display_errors=stderr",
      "-r",
      `${requires}\nuse Drupal\\reumanl_netlify\\ChangeSet;\nuse Drupal\\reumanl_netlify\\PreviewLink;\n${code}`,
    ],
    { encoding: "utf8" },
  );
}
