/**
 * The Drupal module (drupal/modules/reumanl_netlify): every PHP file passes `php -l`, its preview
 * links carry the token the site checks, and its change set coalesces as documented. What needs a
 * running Drupal (the hooks, the service, the route) is not run here (drupal/README.md says so).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { previewToken } from "../../../functions/drupal/secret";
import { previewIdsOf } from "../../../src/blocks/preview-api";
import { MODULE_DIR, runPhp } from "./php";

function phpFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return phpFiles(file);
    return /\.(php|module|install|inc)$/.test(name) ? [file] : [];
  });
}

describe("the reumanl_netlify Drupal module", () => {
  it("passes php -l in every PHP file", () => {
    const files = phpFiles(MODULE_DIR);
    expect(files.map((file) => path.relative(MODULE_DIR, file)).sort()).toEqual([
      "reumanl_netlify.module",
      "src/ChangeSet.php",
      "src/Controller/PreviewController.php",
      "src/PreviewLink.php",
      "src/Publisher.php",
      "src/Settings.php",
    ]);
    for (const file of files)
      expect(execFileSync("php", ["-l", file], { encoding: "utf8" })).toContain("No syntax errors detected");
  });

  it("signs preview links with the HMAC the site checks, on the path of the site's preview page", () => {
    const secret = "preview-secret-0123456789abcdef-ÿ'\"";
    for (const [nid, vid] of [
      [3, 3],
      [12, 3456],
      [987654321, 1234567890],
    ] as const) {
      const url = runPhp(
        `echo PreviewLink::url('https://www.reumanl.nl/', ${JSON.stringify(secret).replace(/\$/g, "\\$")}, ${nid}, ${vid});`,
      );
      const parsed = new URL(url);
      expect(parsed.origin).toBe("https://www.reumanl.nl");
      expect(previewIdsOf(parsed.pathname)).toEqual({ nodeId: nid, revisionId: vid });
      expect(parsed.searchParams.get("token")).toBe(previewToken(secret, nid, vid));
    }
    expect(() => runPhp("PreviewLink::token('', 1, 1);")).toThrow();
  });

  it("coalesces changes: the last change per entity counts, and unpublished or deleted uuids are listed", () => {
    const body = JSON.parse(
      runPhp(`
        $set = new ChangeSet();
        $set->add('publish', 'node', 'medical_article', '12', 'aaaaaaaa-0000-4000-8000-000000000012');
        $set->add('publish', 'node', 'medical_article', '12', 'aaaaaaaa-0000-4000-8000-000000000012');
        $set->add('unpublish', 'node', 'news', '13', 'aaaaaaaa-0000-4000-8000-000000000013');
        // a change kept in state by an earlier request, merged with this one
        $earlier = ChangeSet::fromArray([['action' => 'delete', 'entityType' => 'taxonomy_term', 'bundle' => 'dossiers', 'id' => '7', 'uuid' => 'aaaaaaaa-0000-4000-8000-000000000007']]);
        $earlier->merge($set);
        echo json_encode($earlier->body());`),
    ) as Record<string, unknown>;
    expect(body).toEqual({
      entityType: "node",
      bundle: "news",
      id: "13",
      changes: 3,
      removed: ["aaaaaaaa-0000-4000-8000-000000000007", "aaaaaaaa-0000-4000-8000-000000000013"],
    });
    // published again after an unpublish: it stays in the search
    const again = JSON.parse(
      runPhp(`
        $set = new ChangeSet();
        $set->add('unpublish', 'node', 'news', '13', 'u-13');
        $set->add('publish', 'node', 'news', '13', 'u-13');
        echo json_encode($set->body());`),
    ) as { removed: string[]; changes: number };
    expect(again).toMatchObject({ removed: [], changes: 1 });
    expect(() => runPhp("(new ChangeSet())->add('archive', 'node', 'x', '1', 'u');")).toThrow();
  });
});
