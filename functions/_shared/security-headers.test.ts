import fs from "node:fs";
import path from "node:path";
import { PAGE_SECURITY_HEADERS } from "./security-headers";

describe("security headers", () => {
  it("are the same for static files (netlify.toml) as for pages that functions render", () => {
    const toml = fs.readFileSync(path.join(__dirname, "..", "..", "netlify.toml"), "utf8");
    const block = toml.slice(toml.indexOf('for = "/*"'), toml.indexOf("[[headers]]", toml.indexOf('for = "/*"')));
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) {
      expect(block).toContain(`${name} = "${value}"`);
    }
  });
});
