/**
 * The Supabase Storage adapter against a fake fetch that answers as Supabase Storage documents:
 * upload  POST   {url}/storage/v1/object/{bucket}/{path}  -> 200 {"Key": "bucket/path", "Id": "…"}
 * remove  DELETE {url}/storage/v1/object/{bucket} {"prefixes": [...]} -> 200 [ {name, bucket_id, …} ]
 * sign    POST   {url}/storage/v1/object/sign/{bucket}/{path} {"expiresIn": s} -> 200 {"signedURL": "/object/sign/…?token=…"}
 * errors  4xx {"statusCode": "404", "error": "Bucket not found", "message": "Bucket not found"}
 */
import { createStorage } from "./index";
import { createSupabaseStorage } from "./supabase";

const URL_BASE = "https://abcdefgh.supabase.co";
const KEY = "service-role-key-for-tests";

type Seen = { method: string; url: string; headers: Headers; body: unknown };

function fakeSupabase(answer: (seen: Seen) => Response) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const request = new Request(input, init);
    const raw = init?.body;
    let body: unknown = raw;
    if (typeof raw === "string") body = JSON.parse(raw);
    const entry = { method: request.method, url: request.url, headers: request.headers, body };
    seen.push(entry);
    return answer(entry);
  }) as typeof fetch;
  return { seen, fetchImpl };
}

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });

describe("Supabase storage adapter", () => {
  it("uploads with the service-role key, the content type and upsert", async () => {
    const { seen, fetchImpl } = fakeSupabase(() => json(200, { Key: "avatars/u1/a.jpg", Id: "0b1c" }));
    const storage = createSupabaseStorage({ url: URL_BASE, serviceRoleKey: KEY, fetch: fetchImpl });
    await storage.put("avatars", "u1/a.jpg", new Uint8Array([0xff, 0xd8, 0xff]), "image/jpeg");
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe("POST");
    expect(seen[0]!.url).toBe(`${URL_BASE}/storage/v1/object/avatars/u1/a.jpg`);
    expect(seen[0]!.headers.get("authorization")).toBe(`Bearer ${KEY}`);
    expect(seen[0]!.headers.get("x-upsert")).toBe("true");
  });

  it("removes files by prefixes", async () => {
    const { seen, fetchImpl } = fakeSupabase(() => json(200, [{ name: "u1/a.jpg", bucket_id: "avatars", id: "0b1c" }]));
    await createSupabaseStorage({ url: URL_BASE, serviceRoleKey: KEY, fetch: fetchImpl }).remove("avatars", [
      "u1/a.jpg",
    ]);
    expect(seen[0]!.method).toBe("DELETE");
    expect(seen[0]!.url).toBe(`${URL_BASE}/storage/v1/object/avatars`);
    expect(seen[0]!.body).toEqual({ prefixes: ["u1/a.jpg"] });
  });

  it("throws on an error answer", async () => {
    const { fetchImpl } = fakeSupabase(() =>
      json(404, { statusCode: "404", error: "Bucket not found", message: "Bucket not found" }),
    );
    const storage = createSupabaseStorage({ url: URL_BASE, serviceRoleKey: KEY, fetch: fetchImpl });
    await expect(storage.put("avatars", "u1/a.jpg", new Uint8Array([1]), "image/jpeg")).rejects.toThrow(
      "Bucket not found",
    );
  });

  it("gives our own address (the buckets are private), without a request, and refuses unsafe paths", async () => {
    const { seen, fetchImpl } = fakeSupabase(() => json(200, {}));
    const storage = createSupabaseStorage({ url: URL_BASE, serviceRoleKey: KEY, fetch: fetchImpl });
    expect(storage.publicUrl("avatars", "u1/a.jpg")).toBe("/api/v1/storage/avatars/u1/a.jpg");
    expect(() => storage.publicUrl("avatars", "../x.jpg")).toThrow("unsafe");
    expect(seen).toHaveLength(0);
  });

  it("signs a URL for a while, and answers null for a missing file", async () => {
    const { seen, fetchImpl } = fakeSupabase((request) =>
      request.url.endsWith("/u1/a.jpg")
        ? json(200, { signedURL: "/object/sign/avatars/u1/a.jpg?token=abc" })
        : json(400, { statusCode: "404", error: "not_found", message: "Object not found" }),
    );
    const storage = createSupabaseStorage({ url: URL_BASE, serviceRoleKey: KEY, fetch: fetchImpl });
    expect(await storage.signedUrl("avatars", "u1/a.jpg", 120)).toBe(
      `${URL_BASE}/storage/v1/object/sign/avatars/u1/a.jpg?token=abc`,
    );
    expect(seen[0]).toMatchObject({
      method: "POST",
      url: `${URL_BASE}/storage/v1/object/sign/avatars/u1/a.jpg`,
      body: { expiresIn: 120 },
    });
    expect(await storage.signedUrl("avatars", "u1/weg.jpg", 120)).toBeNull();
  });

  it("is chosen when SUPABASE_URL is set, and needs the service-role key", () => {
    expect(() => createStorage({ SUPABASE_URL: URL_BASE })).toThrow("SUPABASE_SERVICE_ROLE_KEY");
    expect(createStorage({ SUPABASE_URL: URL_BASE, SUPABASE_SERVICE_ROLE_KEY: KEY })).toHaveProperty("signedUrl");
    expect(createStorage({ DATA_DIR: "/tmp/x" }).publicUrl("avatars", "a/b.jpg")).toBe(
      "/api/v1/storage/avatars/a/b.jpg",
    );
  });
});
