/**
 * The sample library (content-model/sample: published, not expired articles and the dossiers) as
 * the search index holds it after a build (src/build/search-library.ts), without Gatsby: for the
 * benchmark's relevance set and the tests of the patients' vocabulary, which search the texts
 * patients will meet. Ids are stable per file ("sample-article/<section>/<slug>").
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { LibraryDocument } from "../../functions/_community/search/queries";
import { htmlToText } from "../../src/build/search-library";
import { isVisible } from "../../content-model/routes";
import { defaultContentRoot, loadSampleSources } from "../../content-model/source";

type Block = { field_text?: string; field_title?: string };

export function sampleLibrary(now: number = Date.now(), root: string = defaultContentRoot()): LibraryDocument[] {
  const dossiers = JSON.parse(readFileSync(path.join(root, "sample", "dossiers.json"), "utf8")) as Array<{
    key: string;
    name: string;
    path: string;
    field_introduction?: string;
  }>;
  const dossierByKey = new Map(dossiers.map((d) => [d.key, d]));
  const docs: LibraryDocument[] = dossiers.map((d) => ({
    docType: "dossier",
    refId: `sample-dossier/${d.key}`,
    title: d.name,
    introduction: d.field_introduction ?? "",
    body: "",
    path: `${d.path}/`,
    parentName: null,
    parentPath: null,
    publishedAt: null,
  }));
  for (const source of loadSampleSources(root)) {
    if (
      source.type !== "node--medical_article" ||
      !isVisible(source as { status?: boolean; field_expire_date?: string }, now)
    )
      continue;
    const blocks = (source.field_page_content as Block[] | undefined) ?? [];
    const dossier = ((source.field_dossiers as string[] | undefined) ?? [])
      .map((key) => dossierByKey.get(key))
      .find(Boolean);
    docs.push({
      docType: "article",
      refId: `sample-article/${source.key}`,
      title: String(source.title),
      introduction: String(source.field_article_description ?? ""),
      body: blocks
        .map((b) => [b.field_title ?? "", htmlToText(b.field_text)].join(" ").trim())
        .filter(Boolean)
        .join(" "),
      path: `${String(source.path)}/`,
      parentName: dossier?.name ?? null,
      parentPath: dossier ? `${dossier.path}/` : null,
      publishedAt: typeof source.field_last_update === "string" ? source.field_last_update : null,
      profileTerms: [],
    });
  }
  return docs;
}
