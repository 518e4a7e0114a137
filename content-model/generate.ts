/**
 * Generated medical articles for build benchmarks (`--generate N`). They reuse the sample dossiers,
 * images and authors, and say plainly that they are filler, not medical advice.
 */
import type { SourceEntity } from "./source";

const TOPICS = [
  { section: "over-reuma", topic: "ontstekingsreuma", dossier: "ontstekingsreuma", image: "golven" },
  { section: "over-reuma", topic: "artrose", dossier: "artrose", image: "wandelpad" },
  { section: "leven-met-reuma", topic: "werk", dossier: "werk", image: "bureau" },
  { section: "leven-met-reuma", topic: "bewegen", dossier: "bewegen", image: "wandelpad" },
  { section: "leven-met-reuma", topic: "energie", dossier: "energie", image: "thee-en-boek" },
] as const;

const FILLER =
  "<p>Dit is een gegenereerd voorbeeldartikel. Het dient om de bouwtijd van de site met veel artikelen te meten. " +
  "De tekst is vulling en bevat geen medisch advies.</p>";

/** N article sources at /<section>/voorbeeld-<n>, numbered from 1. */
export function generateArticleSources(count: number): SourceEntity[] {
  const out: SourceEntity[] = [];
  for (let n = 1; n <= count; n += 1) {
    const topic = TOPICS[(n - 1) % TOPICS.length]!;
    const day = String(1 + ((n - 1) % 28)).padStart(2, "0");
    out.push({
      type: "node--medical_article",
      key: `generated/${n}`,
      title: `Voorbeeldartikel ${n} over ${topic.topic}`,
      path: `/${topic.section}/voorbeeld-${n}`,
      created: `2024-02-${day}T09:00:00+01:00`,
      changed: `2024-02-${day}T09:00:00+01:00`,
      uid: "redactie",
      field_last_update: `2024-02-${day}`,
      field_article_description: `Gegenereerd voorbeeldartikel ${n} voor het meten van de bouwtijd.`,
      field_dossiers: [topic.dossier],
      field_header_image: topic.image,
      field_page_content: [
        { type: "text", field_text: FILLER },
        {
          type: "text_with_title",
          field_title: "Waarom dit artikel bestaat",
          field_text: "<p>De inhoudsserver maakt dit artikel aan met de optie <code>--generate</code>.</p>",
        },
        { type: "highlight", field_title: "Let op", field_text: "<p>Raadpleeg voor medische vragen je huisarts.</p>" },
      ],
    });
  }
  return out;
}
