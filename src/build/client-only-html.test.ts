import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { restoreClientOnlyHtml } from "./client-only-html";

describe("restoreClientOnlyHtml", () => {
  it("puts the moved HTML of a client-only page back where Gatsby looks for it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    fs.mkdirSync(path.join(dir, "preview"));
    fs.writeFileSync(path.join(dir, "preview", "[...].html"), "<html>preview</html>");
    fs.writeFileSync(path.join(dir, "index.html"), "<html>home</html>");
    expect(restoreClientOnlyHtml(dir)).toEqual([path.join("preview", "[...]", "index.html")]);
    expect(fs.readFileSync(path.join(dir, "preview", "[...]", "index.html"), "utf8")).toBe("<html>preview</html>");
    expect(restoreClientOnlyHtml(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
