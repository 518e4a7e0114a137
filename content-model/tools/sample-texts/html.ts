/** Small HTML helpers for the sample texts (the output is Drupal-like rich text). */

/** Paragraphs: `<p>line</p>` for each line, joined without separators. */
export const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join("");

/** A text_with_title block. */
export const tw = (title: string, ...lines: string[]) => ({
  type: "text_with_title",
  field_title: title,
  field_text: p(...lines),
});
