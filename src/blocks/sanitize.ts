/**
 * Build-time cleaning of Drupal's processed HTML (editor content) before it reaches
 * dangerouslySetInnerHTML. Used by gatsby-node.ts (DrupalFormattedText resolvers); never import it
 * from a component, so sanitize-html stays out of the browser bundle.
 *
 * Strict allowlist: text structure, lists, links (http, https, mailto, tel, relative), simple
 * tables and images. No scripts, styles, classes, ids, event handlers, iframes or forms. Editor h1
 * becomes h2 (the page has its own h1). A list item that is one link and nothing else gets the one
 * class of our own, `link-item`, so that link is a 44 px target like those of the site's link lists
 * (global.css); a link inside a sentence keeps its line.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "abbr",
    "code",
    "blockquote",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "img",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "hreflang"],
    abbr: ["title"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start", "type"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    // Images need a text alternative; without alt they are treated as decorative.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "p" && frame.text.trim() === "" && !frame.mediaChildren.length,
};

/** `<li><a …>text</a></li>` in sanitize-html's output (attributes quoted, text escaped). */
const LINK_ONLY_ITEM = /<li>(\s*<a [^>]*>[^<]*<\/a>\s*)<\/li>/g;

export function sanitizeEditorHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, OPTIONS).trim().replace(LINK_ONLY_ITEM, '<li class="link-item">$1</li>');
}

/** The text of editor HTML without any markup, whitespace collapsed (meta descriptions, teasers). */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ["script", "style", "textarea", "noscript"],
  })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
