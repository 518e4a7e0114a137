/** Structure paragraphs: expandable (+ items, native details/summary), axiale_spa (an anchor). */
import { graphql } from "gatsby";
import { RichText } from "./RichText";
import type { FormattedText } from "./types";

export interface ExpandableBlockData {
  __typename: "paragraph__expandable";
  id: string;
  field_title: string | null;
  relationships: {
    field_expandable_items: Array<{
      id: string;
      field_title: string | null;
      field_text: FormattedText | null;
    } | null> | null;
  } | null;
}
export function Expandable({ block }: { block: ExpandableBlockData }) {
  const items = (block.relationships?.field_expandable_items ?? []).filter((item) => item?.field_title);
  if (items.length === 0) return null;
  return (
    <section className="block block--expandable">
      {block.field_title ? <h2>{block.field_title}</h2> : null}
      {items.map((item) => (
        <details key={item!.id} className="expandable">
          <summary>{item!.field_title}</summary>
          <RichText html={item!.field_text?.processed} />
        </details>
      ))}
    </section>
  );
}

export interface AnchorBlockData {
  __typename: "paragraph__axiale_spa";
  id: string;
  field_anchor: string | null;
}
export function Anchor({ block }: { block: AnchorBlockData }) {
  const id = block.field_anchor?.trim();
  if (!id || !/^[A-Za-z][\w-]*$/.test(id)) return null;
  return <span id={id} className="block--anchor" />;
}

export const fragment = graphql`
  fragment ExpandableBlock on paragraph__expandable {
    field_title
    relationships {
      field_expandable_items {
        id
        field_title
        field_text {
          processed
        }
      }
    }
  }
  fragment AnchorBlock on paragraph__axiale_spa {
    field_anchor
  }
`;
