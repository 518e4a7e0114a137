import { pageNumberFrom, reactionHref } from "../../domain/community";
import { readEmbeddedState, samePath, serializeState } from "../../platform/embedded-state";
import { clearDraft, DRAFT_MAX_AGE_DAYS, draftKey, loadDraft, saveDraft } from "../../platform/drafts";
import { normaliseHref } from "../../components/editor/LinkForm";
import { aroundWindow } from "../../components/Paginator";
import { quoteOf } from "../../components/community/quote";
import { reaction } from "../../test-support/community-fixtures";

describe("drafts", () => {
  const storage = new Map<string, string>();
  beforeAll(() => {
    Object.defineProperty(globalThis, "window", {
      configurable: true,
      value: {
        localStorage: {
          getItem: (k: string) => storage.get(k) ?? null,
          setItem: (k: string, v: string) => storage.set(k, v),
          removeItem: (k: string) => storage.delete(k),
        },
      },
    });
  });
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("are kept per user and place, and forgotten when cleared or too old", () => {
    const mine = draftKey("u1", { kind: "reaction", conversationId: 41 });
    expect(mine).not.toBe(draftKey("u2", { kind: "reaction", conversationId: 41 }));
    expect(mine).not.toBe(draftKey("u1", { kind: "conversation", groupId: 41 }));
    saveDraft(mine, { text: "half af" }, 1_000);
    expect(loadDraft(mine, 2_000)).toEqual({ text: "half af" });
    expect(loadDraft(mine, 1_000 + (DRAFT_MAX_AGE_DAYS + 1) * 86_400_000)).toBeNull();
    expect(storage.has(mine)).toBe(false);
    saveDraft(mine, { text: "weer" });
    clearDraft(mine);
    expect(loadDraft(mine)).toBeNull();
  });
});

describe("the embedded state", () => {
  it("is JSON without '<', so it cannot end its script element", () => {
    const text = serializeState({ status: "forbidden", path: "/a</script><!--\u2028" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ status: "forbidden", path: "/a</script><!--\u2028" });
  });

  it("is not read outside a browser, and pages and paths compare as the router does", () => {
    expect(readEmbeddedState("/x", "forum-state")).toBeNull();
    expect(samePath("/ontmoet-elkaar/gesprekken/a/b", "/ontmoet-elkaar/gesprekken/a/b/")).toBe(true);
    expect(samePath("/a/b/", "/a/c/")).toBe(false);
    expect(pageNumberFrom("?pagina=3")).toBe(3);
    expect(pageNumberFrom("?pagina=0")).toBe(1);
    expect(pageNumberFrom("?pagina=x")).toBe(1);
  });
});

describe("paging", () => {
  it("shows the first, the last and two pages around the current one", () => {
    expect(aroundWindow(1, 3).pages).toEqual([1, 2, 3]);
    expect(aroundWindow(6, 12).pages).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 12]);
  });
});

describe("links in the editor", () => {
  it("become web or e-mail addresses the server accepts, or nothing", () => {
    expect(normaliseHref("reumanl.nl/tips")).toBe("https://reumanl.nl/tips");
    expect(normaliseHref("https://www.thuisarts.nl")).toBe("https://www.thuisarts.nl");
    expect(normaliseHref("info@reumanl.nl")).toBe("mailto:info@reumanl.nl");
    expect(normaliseHref("javascript:alert(1)")).toBeNull();
    expect(normaliseHref("data:text/html,x")).toBeNull();
    expect(normaliseHref("localhost")).toBeNull();
    expect(normaliseHref("  ")).toBeNull();
  });
});

describe("quotes", () => {
  it("are a short plain-text excerpt of the reaction", () => {
    const long = reaction(5, "Bram", `${"woord ".repeat(60)}einde`);
    const quote = quoteOf(long);
    expect(quote.Id).toBe(5);
    expect(quote.Username).toBe("Bram");
    expect(Array.from(quote.Text)).toHaveLength(201);
    expect(quote.Text.endsWith("…")).toBe(true);
  });
});

describe("reactionHref (a notification leads to the reaction)", () => {
  it("names the page that holds the reaction, oldest first, and its anchor", () => {
    const path = "/ontmoet-elkaar/gesprekken/pijn/ochtendstijfheid/";
    expect(reactionHref(path, 1, 25, 7)).toBe(`${path}#reactie-7`);
    expect(reactionHref(path, 25, 25, 31)).toBe(`${path}#reactie-31`);
    expect(reactionHref(path, 26, 25, 32)).toBe(`${path}?pagina=2#reactie-32`);
    expect(reactionHref(path, 51, 25, 90)).toBe(`${path}?pagina=3#reactie-90`);
    expect(pageNumberFrom(new URL(`https://x${reactionHref(path, 51, 25, 90)}`).search)).toBe(3);
  });
});
