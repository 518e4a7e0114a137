import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IAdapter } from "gatsby";
import { duplicateHeaderLines, withoutDuplicateSecurityHeaders } from "./adapter-headers";

/** Gatsby's default headers for every page (gatsby/dist/utils/adapter/constants.js MUST_REVALIDATE_HEADERS). */
const GATSBY_DEFAULTS = [
  { key: "cache-control", value: "public, max-age=0, must-revalidate" },
  { key: "x-xss-protection", value: "1; mode=block" },
  { key: "x-content-type-options", value: "nosniff" },
  { key: "referrer-policy", value: "same-origin" },
  { key: "x-frame-options", value: "DENY" },
];

describe("one value per security header (issue 35 row 11)", () => {
  it("hands the adapter Gatsby's routes without the headers netlify.toml sets, and fails when _headers still sets one", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "reumanl-headers-"));
    let written = "";
    // A stand-in for gatsby-adapter-netlify's adapt: it writes headerRoutes to public/_headers as the real one does.
    const base = {
      name: "stand-in",
      adapt({ headerRoutes }) {
        written = headerRoutes
          .map((route) => `${route.path}\n${route.headers.map((h) => `  ${h.key}: ${h.value}`).join("\n")}\n`)
          .join("");
        fs.writeFileSync(path.join(publicDir, "_headers"), written);
      },
    } as IAdapter;
    const context = {
      routesManifest: [{ path: "/", type: "static", filePath: "public/index.html", headers: GATSBY_DEFAULTS }],
      functionsManifest: [],
      headerRoutes: [
        { path: "/*", headers: GATSBY_DEFAULTS },
        { path: "/static/*", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
      ],
    } as unknown as Parameters<IAdapter["adapt"]>[0];
    try {
      await withoutDuplicateSecurityHeaders(base, publicDir).adapt(context);
      expect(written).toBe(
        "/*\n  cache-control: public, max-age=0, must-revalidate\n/static/*\n  cache-control: public, max-age=31536000, immutable\n",
      );
      expect(duplicateHeaderLines(path.join(publicDir, "_headers"))).toEqual([]);

      // Unwrapped, the adapter writes Gatsby's referrer-policy next to netlify.toml's: the check names it.
      await base.adapt(context);
      expect(duplicateHeaderLines(path.join(publicDir, "_headers"))).toEqual([
        "  x-xss-protection: 1; mode=block",
        "  x-content-type-options: nosniff",
        "  referrer-policy: same-origin",
        "  x-frame-options: DENY",
      ]);
      const leaky = {
        ...base,
        adapt: () => fs.appendFileSync(path.join(publicDir, "_headers"), "/x\n  Referrer-Policy: no-referrer\n"),
      } as IAdapter;
      await expect(withoutDuplicateSecurityHeaders(leaky, publicDir).adapt(context)).rejects.toThrow(
        /Referrer-Policy: no-referrer/,
      );
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
