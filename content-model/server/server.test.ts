import type { Resource } from "../jsonapi";
import { ContentStore } from "../store";
import { DEFAULT_PAGE_LIMIT, JSONAPI_MEDIA_TYPE, startContentServer, type RunningContentServer } from "./server";

type Doc = {
  data: Array<{
    type: string;
    id: string;
    attributes: Record<string, unknown>;
    relationships: Record<string, { data: unknown; links: unknown }>;
  }>;
  included?: Array<{ type: string; id: string }>;
  links: Record<string, { href: string }>;
  meta?: { count?: number };
};

async function getJson<T>(url: string): Promise<{ status: number; type: string | null; body: T }> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get("content-type"), body: (await response.json()) as T };
}

describe("embedded content server", () => {
  let server: RunningContentServer;

  beforeAll(async () => {
    server = await startContentServer({ port: 0, generate: 60 });
  });
  afterAll(async () => {
    await server.close();
  });

  it("lists every resource type in the /jsonapi index with a link and a self link", async () => {
    const { status, type, body } = await getJson<{ links: Record<string, { href: string }> }>(`${server.url}/jsonapi`);
    expect(status).toBe(200);
    expect(type).toBe(JSONAPI_MEDIA_TYPE);
    expect(body.links.self?.href).toBe(`${server.url}/jsonapi`);
    expect(body.links["node--medical_article"]?.href).toBe(`${server.url}/jsonapi/node/medical_article`);
    for (const type of [
      "node--homepage",
      "taxonomy_term--dossiers",
      "paragraph--text",
      "media--image",
      "file--file",
      "menu_link_content--menu_link_content",
    ]) {
      expect(body.links[type]).toBeDefined();
    }
  });

  it("pages collections with page[offset]/page[limit], links.next and meta.count", async () => {
    const first = await getJson<Doc>(`${server.url}/jsonapi/node/medical_article`);
    const total = first.body.meta?.count ?? 0;
    expect(total).toBeGreaterThan(DEFAULT_PAGE_LIMIT); // 61 public sample articles + 60 generated
    expect(first.body.data).toHaveLength(DEFAULT_PAGE_LIMIT);
    const next = new URL(first.body.links.next!.href);
    expect(next.searchParams.get("page[offset]")).toBe(String(DEFAULT_PAGE_LIMIT));
    expect(next.searchParams.get("page[limit]")).toBe(String(DEFAULT_PAGE_LIMIT));

    const pages = [first.body];
    let href: string | undefined = next.href;
    while (href) {
      const page: Doc = (await getJson<Doc>(href)).body;
      pages.push(page);
      href = page.links.next?.href;
    }
    expect(pages).toHaveLength(Math.ceil(total / DEFAULT_PAGE_LIMIT));
    expect(pages.at(-1)!.data).toHaveLength(total - DEFAULT_PAGE_LIMIT * (pages.length - 1));
    const ids = new Set(pages.flatMap((page) => page.data.map((r) => r.id)));
    expect(ids.size).toBe(total);
  });

  it("clamps page[limit] to 50 like Drupal", async () => {
    const { body } = await getJson<Doc>(`${server.url}/jsonapi/node/medical_article?page[limit]=500`);
    expect(body.data).toHaveLength(DEFAULT_PAGE_LIMIT);
  });

  it("adds included resources for include=a,b.c and gives relationships data and links", async () => {
    const { body } = await getJson<Doc>(
      `${server.url}/jsonapi/node/medical_article?filter[path.alias]=/over-reuma/jicht&include=field_page_content,field_header_image.field_media_image,uid`,
    );
    expect(body.data).toHaveLength(1);
    const article = body.data[0]!;
    expect(article.attributes.title).toBe("Jicht");
    const image = article.relationships.field_header_image!;
    expect(image.data).toEqual(expect.objectContaining({ type: "media--image" }));
    expect(image.links).toEqual({
      related: { href: `${server.url}/jsonapi/node/medical_article/${article.id}/field_header_image` },
      self: { href: `${server.url}/jsonapi/node/medical_article/${article.id}/relationships/field_header_image` },
    });
    const types = new Set(body.included?.map((r) => r.type));
    expect(types).toEqual(
      new Set([
        "paragraph--text",
        "paragraph--text_with_title",
        "paragraph--highlight",
        "media--image",
        "file--file",
        "user--user",
      ]),
    );
  });

  it("refuses an unknown include path with 400", async () => {
    const response = await fetch(`${server.url}/jsonapi/node/medical_article?include=field_nonsense`);
    expect(response.status).toBe(400);
  });

  it("hides unpublished and expired articles from collections and answers 403 for them", async () => {
    const { body } = await getJson<Doc>(
      `${server.url}/jsonapi/node/medical_article?page[limit]=50&filter[path.alias]=/over-reuma/artritis-psoriatica`,
    );
    expect(body.data).toHaveLength(0);
    const all = server.store.list("node--medical_article");
    const draft = all.find((r) => r.attributes.status === false)!;
    const expired = all.find((r) => r.attributes.field_expire_date)!;
    expect((await fetch(`${server.url}/jsonapi/node/medical_article/${draft.id}`)).status).toBe(403);
    expect((await fetch(`${server.url}/jsonapi/node/medical_article/${expired.id}`)).status).toBe(403);
    const titles = (await getJson<Doc>(`${server.url}/jsonapi/node/medical_article?sort=title`)).body.data.map(
      (r) => r.attributes.title,
    );
    expect(titles).not.toContain(draft.attributes.title);
    expect(titles).not.toContain(expired.attributes.title);
  });

  it("serves one resource and its related resources", async () => {
    const home = server.store.list("node--homepage")[0]!;
    const one = await getJson<{ data: { id: string; attributes: { title: string } } }>(
      `${server.url}/jsonapi/node/homepage/${home.id}`,
    );
    expect(one.body.data.attributes.title).toBe("Welkom bij ReumaNL");
    const related = await getJson<{ data: Array<{ type: string }> }>(
      `${server.url}/jsonapi/node/homepage/${home.id}/field_content_blocks`,
    );
    expect(related.body.data.length).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/jsonapi/node/homepage/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
  });

  it("serves files under /sites/default/files with their content type and refuses path tricks", async () => {
    const file = server.store.list("file--file")[0]!;
    const uri = file.attributes.uri as { url: string };
    const response = await fetch(`${server.url}${uri.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect((await response.arrayBuffer()).byteLength).toBe(file.attributes.filesize);
    expect((await fetch(`${server.url}/sites/default/files/..%2Fmodel.ts`)).status).toBe(404);
  });

  it("answers the fastbuilds sync with status -1 for a time before the server started", async () => {
    const { status, body } = await getJson<{ status: number; timestamp: number }>(
      `${server.url}/gatsby-fastbuilds/sync/1000`,
    );
    expect(status).toBe(200);
    expect(body.status).toBe(-1);
    expect(body.timestamp).toBeGreaterThanOrEqual(server.store.logStart);
  });

  it("refuses methods other than GET and HEAD", async () => {
    const response = await fetch(`${server.url}/jsonapi`, { method: "POST", body: "{}" });
    expect(response.status).toBe(405);
  });
});

describe("fastbuilds change log", () => {
  let now = Date.parse("2025-06-01T12:00:00Z");
  let server: RunningContentServer;

  beforeAll(async () => {
    server = await startContentServer({ port: 0, clock: () => now });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers updates and deletions made since the given time in the shape gatsby-source-drupal reads", async () => {
    const since = Math.floor(now / 1000);
    now += 5000;
    const store: ContentStore = server.store;
    const article = store.list("node--medical_article").find((r) => r.attributes.title === "Jicht")!;
    const edited: Resource = { ...article, attributes: { ...article.attributes, title: "Jicht (herzien)" } };
    store.upsert(edited);
    const quote = store.list("paragraph--quote")[0]!;
    store.remove("paragraph--quote", quote.id);

    const { body } = await getJson<{
      status: number;
      timestamp: number;
      entities: Array<{
        action: string;
        id?: string;
        type?: string;
        data?: { id: string; attributes: { title: string } };
      }>;
    }>(`${server.url}/gatsby-fastbuilds/sync/${since}`);
    expect(body.status).toBe(1);
    expect(body.timestamp).toBe(Math.floor(now / 1000));
    expect(body.entities).toEqual([
      expect.objectContaining({
        action: "update",
        data: expect.objectContaining({
          id: article.id,
          attributes: expect.objectContaining({ title: "Jicht (herzien)" }),
        }),
      }),
      expect.objectContaining({ action: "delete", id: quote.id, type: "paragraph--quote" }),
    ]);

    const later = await getJson<{ status: number; entities: unknown[] }>(
      `${server.url}/gatsby-fastbuilds/sync/${Math.floor(now / 1000) + 1}`,
    );
    expect(later.body).toEqual(expect.objectContaining({ status: 1, entities: [] }));
  });

  it("reports an article that became unpublished as deleted", async () => {
    const since = Math.floor(now / 1000);
    const article = server.store.list("node--medical_article").find((r) => r.attributes.title === "Artrose")!;
    server.store.upsert({ ...article, attributes: { ...article.attributes, status: false } });
    const { body } = await getJson<{ entities: Array<{ action: string; id: string }> }>(
      `${server.url}/gatsby-fastbuilds/sync/${since}`,
    );
    expect(body.entities).toContainEqual(expect.objectContaining({ action: "delete", id: article.id }));
  });
});

describe("volunteer-only bundles (docs/decisions/170)", () => {
  let server: RunningContentServer;
  const credentials = { username: "site", password: "geheim-wachtwoord" };
  const basic = (user: string, password: string) => ({
    authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
  });
  const SECRET = "anderhalf uur";

  beforeAll(async () => {
    server = await startContentServer({ port: 0, credentials });
  });
  afterAll(async () => {
    await server.close();
  });

  async function text(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
    const response = await fetch(`${server.url}${path}`, { headers });
    return { status: response.status, body: await response.text() };
  }

  it("are not readable anonymously: no node, no paragraph with their text, in no list", async () => {
    const news = server.store.list("node--vrijwilliger_nieuws")[0]!;
    const list = await text("/jsonapi/node/vrijwilliger_nieuws?include=field_page_content");
    expect(list.status).toBe(200);
    expect((JSON.parse(list.body) as Doc).data).toEqual([]);
    expect(list.body).not.toContain(SECRET);
    expect((await text(`/jsonapi/node/vrijwilliger_nieuws/${news.id}`)).status).toBe(403);
    expect((JSON.parse((await text("/jsonapi/node/vrijwilliger_pagina")).body) as Doc).data).toEqual([]);
    const paragraph = server.store.related(news, "field_page_content")[0]!;
    const [, bundle] = paragraph.type.split("--");
    expect((await text(`/jsonapi/paragraph/${bundle}/${paragraph.id}`)).status).toBe(403);
    expect((await text(`/jsonapi/paragraph/${bundle}?page[limit]=50`)).body).not.toContain(SECRET);
    expect((await text("/gatsby-fastbuilds/sync/0")).body).not.toContain(SECRET);
  });

  it("are not readable with wrong credentials", async () => {
    const news = server.store.list("node--vrijwilliger_nieuws")[0]!;
    expect((await text(`/jsonapi/node/vrijwilliger_nieuws/${news.id}`, basic("site", "raden"))).status).toBe(403);
  });

  it("are readable with the configured basic auth, as functions/drupal-content reads Drupal", async () => {
    const list = await text(
      "/jsonapi/node/vrijwilliger_nieuws?include=field_page_content",
      basic(credentials.username, credentials.password),
    );
    expect(list.status).toBe(200);
    expect((JSON.parse(list.body) as Doc).data.length).toBeGreaterThan(0);
    expect(list.body).toContain(SECRET);
  });
});
