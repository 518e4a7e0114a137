import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { keepParsedHeaders } from "./headers-cache";

/** Stands in for @netlify/headers' HeadersHandler: parses its file on every call, as the real one does. */
function handlerClass(file: string) {
  const calls: string[] = [];
  class Handler {
    get headersFiles(): string[] {
      return [file];
    }
    async apply(
      request: Request,
      response?: Response,
      collector?: (key: string, value: string) => void,
    ): Promise<Record<string, string>> {
      calls.push(new URL(request.url).pathname);
      const rules: Record<string, string> = { "cache-control": readFileSync(file, "utf8").trim() };
      for (const [key, value] of Object.entries(rules)) {
        response?.headers.set(key, value);
        collector?.(key, value);
      }
      return rules;
    }
  }
  return { Handler, calls };
}

describe("keepParsedHeaders", () => {
  it("parses a path's header rules once, gives later requests the same headers, and parses again when a file changes", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "headers-"));
    const file = path.join(dir, "_headers");
    const config = path.join(dir, "netlify.toml");
    writeFileSync(file, "no-cache");
    writeFileSync(config, "");
    const { Handler, calls } = handlerClass(file);
    keepParsedHeaders(Handler, config);
    const handler = new Handler();

    const first = new Response("");
    expect(await handler.apply(new Request("http://localhost/a.js"), first)).toEqual({ "cache-control": "no-cache" });
    const second = new Response("");
    const collected: string[] = [];
    expect(
      await handler.apply(new Request("http://localhost/a.js?v=2"), second, (key, value) =>
        collected.push(`${key}: ${value}`),
      ),
    ).toEqual({
      "cache-control": "no-cache",
    });
    expect(second.headers.get("cache-control")).toBe("no-cache");
    expect(collected).toEqual(["cache-control: no-cache"]);
    await handler.apply(new Request("http://localhost/b.js"), new Response(""));
    expect(calls).toEqual(["/a.js", "/b.js"]);

    writeFileSync(file, "immutable");
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const third = new Response("");
    await handler.apply(new Request("http://localhost/a.js"), third);
    expect(third.headers.get("cache-control")).toBe("immutable");
    expect(calls).toEqual(["/a.js", "/b.js", "/a.js"]);
  });
});
