import { createElement, type ReactElement } from "react";
import { shellSheetFirst } from "./style-order";

const sheet = (href: string) => createElement("style", { key: href, "data-href": href, "data-identity": "gatsby-global-css" });
const meta = createElement("meta", { key: "m", name: "description" });
const icon = createElement("link", { key: "i", rel: "icon" });
const hrefs = (components: ReturnType<typeof shellSheetFirst>) =>
  components.map((c) => ((c as ReactElement<{ "data-href"?: string }>).props["data-href"] ?? (c as ReactElement).type));

describe("shellSheetFirst", () => {
  it("puts the app chunk's sheet (the shell) before the template's, where the first sheet was", () => {
    const head = [sheet("/3116.2a800eb2.css"), sheet("/app.bf95e6b5e487f11765f3.css"), meta, icon];
    expect(hrefs(shellSheetFirst(head))).toEqual(["/app.bf95e6b5e487f11765f3.css", "/3116.2a800eb2.css", "meta", "link"]);
  });

  it("keeps the order when the shell's sheet is first already or alone, and leaves heads without sheets alone", () => {
    const ordered = [meta, sheet("/app.1.css"), sheet("/77.a.css"), icon];
    expect(hrefs(shellSheetFirst(ordered))).toEqual(["meta", "/app.1.css", "/77.a.css", "link"]);
    expect(hrefs(shellSheetFirst([sheet("/app.1.css"), icon]))).toEqual(["/app.1.css", "link"]);
    expect(hrefs(shellSheetFirst([meta, icon]))).toEqual(["meta", "link"]);
  });

  it("does not take a template sheet whose name merely contains app for the shell", () => {
    const head = [sheet("/12.happ.css"), sheet("/app.9.css")];
    expect(hrefs(shellSheetFirst(head))).toEqual(["/app.9.css", "/12.happ.css"]);
  });
});
