import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findBrokenLinks, normalise, patternOf } from "./link-check";

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "links-"));
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

describe("the build's link check", () => {
  it("treats /contact and /contact/ alike and ignores the query and fragment", () => {
    expect(normalise("/contact")).toBe("/contact/");
    expect(normalise("/contact/?a=1#b")).toBe("/contact/");
    expect(normalise("/favicon.svg")).toBe("/favicon.svg");
    expect(normalise("https://www.thuisarts.nl/")).toBeNull();
    expect(normalise("//cdn.example.nl/x")).toBeNull();
  });

  it("matches redirects and client-only routes with :name and * parts", () => {
    expect(patternOf("/ontmoet-elkaar/gesprekken/:group/").test("/ontmoet-elkaar/gesprekken/vermoeidheid/")).toBe(true);
    expect(patternOf("/ontmoet-elkaar/gesprekken/:group/").test("/ontmoet-elkaar/gesprekken/a/b/")).toBe(false);
    expect(patternOf("/ervaringsdeskundigen/*").test("/ervaringsdeskundigen/nieuws/x/")).toBe(true);
  });

  it("reports a link to a page that does not exist, and only that one", () => {
    const dir = site({
      "index.html":
        '<a href="/contact">Contact</a> <a href="/help-mee/">Help mee</a> <a href="/oud">Oud</a> <a href="/api/v1/x">api</a> <a href="https://example.nl/">extern</a>',
      "contact/index.html": '<a href="/">Home</a> <a href="/ontmoet-elkaar/gesprekken/vermoeidheid/">Groep</a>',
      "leeg/.keep": "",
    });
    const broken = findBrokenLinks({
      publicDir: dir,
      pages: [],
      routes: ["/oud", "/ontmoet-elkaar/gesprekken/:group"],
    });
    expect(broken).toEqual([{ page: "/", href: "/help-mee/" }]);
    expect(
      findBrokenLinks({ publicDir: dir, pages: ["/help-mee/"], routes: ["/oud", "/ontmoet-elkaar/gesprekken/:group"] }),
    ).toEqual([]);
  });

  it("does not take a folder without a page for a page", () => {
    const dir = site({ "index.html": '<a href="/leeg/">Leeg</a>', "leeg/plaatje.png": "x" });
    expect(findBrokenLinks({ publicDir: dir, pages: [], routes: [] })).toEqual([{ page: "/", href: "/leeg/" }]);
  });
});
