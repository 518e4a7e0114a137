import { graphql } from "gatsby";
import { RichText } from "./RichText";
import { sectionId } from "../components/reading/reading-aids";
import type { HighlightBlockData } from "./types";

/** Text in a calm coloured box, for the one thing a reader should not miss. */
export function Highlight({ block }: { block: HighlightBlockData }) {
  return (
    <section className="block block--highlight">
      {block.field_title ? <h2 id={sectionId(block.field_title)}>{block.field_title}</h2> : null}
      <RichText html={block.field_text?.processed} />
    </section>
  );
}

export const fragment = graphql`
  fragment HighlightBlock on paragraph__highlight {
    id
    field_title
    field_text {
      processed
    }
  }
`;
