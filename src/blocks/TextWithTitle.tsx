import { graphql } from "gatsby";
import { RichText } from "./RichText";
import { sectionId } from "../components/reading/reading-aids";
import type { TextWithTitleBlockData } from "./types";

export function TextWithTitle({ block }: { block: TextWithTitleBlockData }) {
  return (
    <section className="block block--text-with-title">
      {block.field_title ? <h2 id={sectionId(block.field_title)}>{block.field_title}</h2> : null}
      <RichText html={block.field_text?.processed} />
    </section>
  );
}

export const fragment = graphql`
  fragment TextWithTitleBlock on paragraph__text_with_title {
    id
    field_title
    field_text {
      processed
    }
  }
`;
