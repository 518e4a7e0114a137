import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { headMeta, type DrupalMetatagSource } from "./metatags";
import { SeoHead, uniqueHeadMeta } from "./SeoHead";

beforeEach(() =>
  (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: { siteUrl: "https://reumanl.example" } } }),
);

const source = (attributes: Record<string, string>, tag = "meta"): DrupalMetatagSource => ({ tag, attributes });
/** A tag as the page query answers it: the build's resolver (DrupalMetatag.head) applied. */
const meta = (attributes: Record<string, string>, tag = "meta") => ({ head: headMeta(source(attributes, tag)) });

describe("the head's meta tags from Drupal's metatag field", () => {
  it("take the editor's description over the page's own, and add robots and Open Graph tags", () => {
    const { container } = render(
      <SeoHead
        title="Jicht"
        description="Introductie"
        path="/over-reuma/jicht/"
        metatags={[
          meta({ name: "title", content: "Jicht | ReumaNL" }),
          meta({ name: "description", content: "Jicht: wat het is en wat helpt." }),
          meta({ property: "og:type", content: "article" }),
          meta({ name: "robots", content: "index, follow" }),
        ]}
      />,
    );
    expect(container.querySelector("title")?.textContent).toBe("Jicht | ReumaNL");
    expect(
      [...container.querySelectorAll("meta")].map((m) => [
        m.getAttribute("name") ?? m.getAttribute("property"),
        m.getAttribute("content"),
      ]),
    ).toEqual([
      ["description", "Jicht: wat het is en wat helpt."],
      ["og:type", "article"],
      ["robots", "index, follow"],
    ]);
    expect(container.querySelector("link[rel=canonical]")).toHaveAttribute(
      "href",
      "https://reumanl.example/over-reuma/jicht/",
    );
  });

  it("keep the page's description when Drupal has none, and a print page's noindex", () => {
    const { container } = render(
      <SeoHead
        title="Jicht"
        description="Introductie"
        path="/x/"
        noIndex
        metatags={[meta({ name: "robots", content: "index" })]}
      />,
    );
    expect([...container.querySelectorAll("meta")].map((m) => m.getAttribute("content"))).toEqual([
      "Introductie",
      "noindex",
    ]);
  });

  it("leave out anything but description, keywords, robots and the Open Graph and Twitter tags", () => {
    expect(
      uniqueHeadMeta([
        meta({ "http-equiv": "refresh", content: "0; url=https://evil.example" }),
        meta({ rel: "canonical", href: "https://elders.example" }, "link"),
        meta({ name: "generator", content: "Drupal" }),
        meta({ name: "keywords", content: "jicht, urinezuur" }),
        meta({ name: "keywords", content: "tweede keer" }),
        meta({ property: "og:image", content: "https://reumanl.example/jicht.jpg" }),
        meta({ property: "fb:app_id", content: "1" }),
        meta({ name: "twitter:card", content: "summary" }),
        meta({ name: "description", content: "  " }),
        null,
      ]),
    ).toEqual([
      { name: "keywords", content: "jicht, urinezuur" },
      { property: "og:image", content: "https://reumanl.example/jicht.jpg" },
      { name: "twitter:card", content: "summary" },
    ]);
  });
});
