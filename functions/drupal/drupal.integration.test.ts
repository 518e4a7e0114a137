/**
 * /api/v1/drupal/publish (Drupal's publish webhook -> Netlify build hook, with a local HTTP server
 * standing in for the hook) and /api/v1/drupal/getPreviewPage (embedded sample content).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { previewToken } from "./secret";
import { runPhp } from "../../drupal/modules/reumanl_netlify/php";
import { asServiceRole, testSql } from "../_shared/test-support/database";
import { upsertLibraryDocuments } from "../_community/search/queries";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require
registerFunctions(require("./drupal.mts"));

const SECRET = "drupal-webhook-secret-0123456789abcdef";
let hook: Server;
let hookCalls: Array<{ method: string; url: string }>;
let hookStatus = 201;

beforeAll(async () => {
  hook = createServer((req, res) => {
    hookCalls.push({ method: req.method ?? "", url: req.url ?? "" });
    req.resume();
    res.writeHead(hookStatus).end();
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  process.env.NETLIFY_BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/abc123`;
  process.env.DRUPAL_WEBHOOK_SECRET = SECRET;
});

beforeEach(() => {
  hookCalls = [];
  hookStatus = 201;
});

afterAll(async () => {
  delete process.env.NETLIFY_BUILD_HOOK_URL;
  delete process.env.DRUPAL_WEBHOOK_SECRET;
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});

const publish = (
  headers: Record<string, string>,
  body: unknown = { entityType: "node", bundle: "medical_article", id: 12 },
) => new Browser().post("/api/v1/drupal/publish", body, { antiforgery: false, headers });

describe("POST /api/v1/drupal/publish", () => {
  it("triggers the Netlify build hook with the right secret", async () => {
    const answer = await publish({ "X-Drupal-Webhook-Secret": SECRET });
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ Triggered: true });
    expect(hookCalls).toHaveLength(1);
    expect(hookCalls[0]!.method).toBe("POST");
    expect(hookCalls[0]!.url).toBe(
      `/build_hooks/abc123?trigger_title=${encodeURIComponent("Drupal: gepubliceerd node medical_article 12").replace(/%20/g, "+")}`,
    );
  });

  it("refuses a wrong or missing secret and triggers nothing", async () => {
    for (const headers of [
      { "X-Drupal-Webhook-Secret": `${SECRET}x` },
      { "X-Drupal-Webhook-Secret": "kort" },
      {},
    ] as Array<Record<string, string>>) {
      const answer = await publish(headers);
      expect(answer.status).toBe(403);
      expect(answer.json.message).toBe("Deze aanroep is niet toegestaan.");
    }
    expect(hookCalls).toHaveLength(0);
  });

  it("refuses everything while no secret is configured", async () => {
    delete process.env.DRUPAL_WEBHOOK_SECRET;
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect((await publish({ "X-Drupal-Webhook-Secret": "" })).status).toBe(403);
      expect((await publish({ "X-Drupal-Webhook-Secret": SECRET })).status).toBe(403);
    } finally {
      process.env.DRUPAL_WEBHOOK_SECRET = SECRET;
      errors.mockRestore();
    }
    expect(hookCalls).toHaveLength(0);
  });

  it("answers 500 with the Dutch server text when the build hook fails", async () => {
    hookStatus = 500;
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await publish({ "X-Drupal-Webhook-Secret": SECRET }, "not an object");
    errors.mockRestore();
    expect(answer.status).toBe(500);
    expect(answer.json.message).toBe("Er was een probleem met de server.");
  });
});

describe("POST /api/v1/drupal/publish from the Drupal module (drupal/modules/reumanl_netlify)", () => {
  const uuids = [
    "bbbbbbbb-0000-4000-8000-000000000001",
    "bbbbbbbb-0000-4000-8000-000000000002",
    "bbbbbbbb-0000-4000-8000-000000000003",
  ];

  it("takes the module's coalesced call: one build for three changes, and the unpublished and deleted items leave the search at once", async () => {
    await asServiceRole((tx) =>
      upsertLibraryDocuments(
        tx,
        uuids.map((refId, i) => ({
          docType: "article" as const,
          refId,
          title: `Artikel ${i}`,
          introduction: "",
          body: "",
          path: `/over-reuma/artikel-${i}/`,
          parentName: null,
          parentPath: null,
          publishedAt: null,
        })),
      ),
    );
    const body = JSON.parse(
      runPhp(`
        $set = new ChangeSet();
        $set->add('unpublish', 'node', 'medical_article', '41', '${uuids[0]}');
        $set->add('delete', 'node', 'medical_article', '42', '${uuids[1]}');
        $set->add('publish', 'node', 'medical_article', '43', '${uuids[2]}');
        echo json_encode($set->body());`),
    ) as unknown;
    const answer = await publish({ "X-Drupal-Webhook-Secret": SECRET, "Content-Type": "application/json" }, body);
    expect(answer.status).toBe(202);
    expect(hookCalls).toHaveLength(1);
    expect(decodeURIComponent(hookCalls[0]!.url.replace(/\+/g, " "))).toContain(
      "trigger_title=Drupal: gepubliceerd node medical_article 43 (+2)",
    );
    const sql = testSql();
    try {
      const rows = await sql`select ref_id from public.search_documents where ref_id in ${sql(uuids)} order by ref_id`;
      expect(rows.map((row) => row.refId ?? row.ref_id)).toEqual([uuids[2]]);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});

describe("GET /api/v1/drupal/getPreviewPage", () => {
  it("answers a draft revision of the sample content in the block registry's shape", async () => {
    // Node 3 is the unpublished sample article (status false).
    const answer = await new Browser().get("/api/v1/drupal/getPreviewPage?nodeId=3&revisionId=3");
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ NodeId: 3, RevisionId: 3, Type: "medical_article", Published: false });
    expect(answer.json.Title).toEqual(expect.any(String));
    expect(answer.json.Path).toMatch(/^\/over-reuma\//);
    expect(answer.json.Blocks.length).toBeGreaterThan(0);
    for (const block of answer.json.Blocks) {
      expect(block.__typename).toMatch(/^paragraph__/);
      expect(JSON.stringify(block)).not.toMatch(/<script|onerror=/i);
    }
  });

  it("answers 404 for an unknown revision and 400 for ids that are not numbers", async () => {
    const missing = await new Browser().get("/api/v1/drupal/getPreviewPage?nodeId=3&revisionId=999");
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("Deze versie bestaat niet of kan niet worden getoond.");
    expect((await new Browser().get("/api/v1/drupal/getPreviewPage?nodeId=abc&revisionId=1")).status).toBe(400);
  });

  it("needs Drupal's token when DRUPAL_PREVIEW_SECRET is set", async () => {
    process.env.DRUPAL_PREVIEW_SECRET = "preview-secret-0123456789abcdef0123";
    try {
      expect((await new Browser().get("/api/v1/drupal/getPreviewPage?nodeId=3&revisionId=3")).status).toBe(403);
      expect((await new Browser().get("/api/v1/drupal/getPreviewPage?nodeId=3&revisionId=3&token=abc")).status).toBe(
        403,
      );
      const token = previewToken(process.env.DRUPAL_PREVIEW_SECRET, 3, 3);
      expect(
        (await new Browser().get(`/api/v1/drupal/getPreviewPage?nodeId=3&revisionId=3&token=${token}`)).status,
      ).toBe(200);
    } finally {
      delete process.env.DRUPAL_PREVIEW_SECRET;
    }
  });
});
