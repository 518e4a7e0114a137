/** The volunteer content sources: Drupal's JSON:API with basic auth and paging, and the brief cache. */
import type { Resource } from "../../content-model/jsonapi";
import { cachedSource, drupalVolunteerSource, type VolunteerContentSource } from "./source";

const node = (id: string): Resource => ({
  type: "node--vrijwilliger_nieuws",
  id,
  attributes: { title: id },
  relationships: {},
});

it("asks Drupal's JSON:API for the bundle with its paragraphs, with basic auth, following next links", async () => {
  const calls: Array<{ url: string; auth: string | undefined }> = [];
  const pages: Record<string, unknown> = {
    "https://cms.example/jsonapi/node/vrijwilliger_nieuws?filter[status]=1&include=field_page_content&page[limit]=50": {
      data: [node("a")],
      included: [],
      links: { next: { href: "https://cms.example/next" } },
    },
    "https://cms.example/next": { data: [node("b")], included: [] },
  };
  const source = drupalVolunteerSource(
    { baseUrl: "https://cms.example/", username: "site", password: "geheim" },
    async (url, init) => {
      calls.push({ url, auth: (init.headers as Record<string, string>).authorization });
      return new Response(JSON.stringify(pages[url]), { status: 200 });
    },
  );
  const content = await source.list("news");
  expect(content.nodes.map((n) => n.id)).toEqual(["a", "b"]);
  expect(calls).toHaveLength(2);
  expect(calls[0]!.auth).toBe(`Basic ${Buffer.from("site:geheim").toString("base64")}`);
});

it("fails when Drupal refuses", async () => {
  const source = drupalVolunteerSource(
    { baseUrl: "https://cms.example" },
    async () => new Response("", { status: 403 }),
  );
  await expect(source.list("pages")).rejects.toThrow("Drupal answered 403 for vrijwilliger_pagina");
});

it("caches a bundle briefly, then asks again; a failure is not cached", async () => {
  let clock = 0;
  let asked = 0;
  let fail = true;
  const inner: VolunteerContentSource = {
    async list() {
      asked += 1;
      if (fail) throw new Error("down");
      return { nodes: [node(String(asked))], included: [] };
    },
  };
  const source = cachedSource(inner, 60_000, () => clock);
  await expect(source.list("news")).rejects.toThrow("down");
  fail = false;
  expect((await source.list("news")).nodes[0]!.id).toBe("2");
  clock = 59_000;
  expect((await source.list("news")).nodes[0]!.id).toBe("2");
  clock = 61_000;
  expect((await source.list("news")).nodes[0]!.id).toBe("3");
});
