/**
 * Writes the Drupal configuration export of the content model (content-model/drupal-export.ts) to
 * drupal/config/, one YAML file per configuration entity, and removes files no longer in it.
 * Run after changing content-model/model*.ts: `npx tsx content-model/tools/write-drupal-config.ts`
 * (content-model/drupal-export.test.ts fails while the committed files are out of date).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drupalExportFiles } from "../drupal-export";

export const CONFIG_DIR = path.join(__dirname, "..", "..", "drupal", "config");

function main(): void {
  mkdirSync(CONFIG_DIR, { recursive: true });
  const files = drupalExportFiles();
  for (const name of readdirSync(CONFIG_DIR))
    if (name.endsWith(".yml") && !files.has(name)) rmSync(path.join(CONFIG_DIR, name));
  for (const [name, text] of files) writeFileSync(path.join(CONFIG_DIR, name), text);
  console.log(`wrote ${files.size} files to ${path.relative(process.cwd(), CONFIG_DIR)}`);
}

main();
