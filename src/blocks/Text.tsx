import { graphql } from "gatsby";
import { RichText } from "./RichText";
import type { TextBlockData } from "./types";

export function Text({ block }: { block: TextBlockData }) {
  return <RichText className="block block--text" html={block.field_text?.processed} />;
}

export const fragment = graphql`
  fragment TextBlock on paragraph__text {
    id
    field_text {
      processed
    }
  }
`;
