/**
 * Volunteer-only content never in public/: the build does not source the bundles, the route table
 * builds no page for them, and the scan that e2e/tests/volunteers.ts runs over the built public/
 * finds their texts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DISALLOWED_LINK_TYPES, VOLUNTEER_ONLY_TYPES } from "../../content-model/gatsby-source-options";
import { ContentStore } from "../../content-model/store";
import { findLeaks, volunteerOnlyTexts } from "./volunteer-leak";

const store = ContentStore.load();
const texts = volunteerOnlyTexts(store);

it("gatsby-source-drupal never fetches the volunteer-only bundles", () => {
  expect(VOLUNTEER_ONLY_TYPES).toEqual(["node--vrijwilliger_nieuws", "node--vrijwilliger_pagina"]);
  for (const type of VOLUNTEER_ONLY_TYPES) expect(DISALLOWED_LINK_TYPES).toContain(type);
});

it("knows the sample's volunteer-only texts", () => {
  expect(texts).toEqual(
    expect.arrayContaining([
      "De training bestaat uit drie avonden van anderhalf uur. Aanmelden kan bij de vrijwilligerscoördinator.",
      "Stuur het declaratieformulier binnen drie maanden naar de vrijwilligerscoördinator.",
    ]),
  );
});

it("finds a volunteer-only text in a file, as written or JSON-escaped", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leak-"));
  try {
    fs.mkdirSync(path.join(dir, "page-data", "x"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), "<p>Niets geheims</p>");
    expect(findLeaks(dir, texts)).toEqual([]);
    fs.writeFileSync(
      path.join(dir, "page-data", "x", "page-data.json"),
      JSON.stringify({ body: `<p>${texts[0]}</p>` }),
    );
    expect(findLeaks(dir, texts)).toEqual([{ file: path.join("page-data", "x", "page-data.json"), text: texts[0] }]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// The scan of the built public/ runs in e2e/tests/volunteers.ts (after CI's build).
