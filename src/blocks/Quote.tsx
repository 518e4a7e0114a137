import { graphql } from "gatsby";
import type { QuoteBlockData } from "./types";

export function Quote({ block }: { block: QuoteBlockData }) {
  if (!block.field_body) return null;
  return (
    <figure className="block block--quote">
      <blockquote>
        <p>{block.field_body}</p>
      </blockquote>
      {block.field_author ? <figcaption>{block.field_author}</figcaption> : null}
    </figure>
  );
}

export const fragment = graphql`
  fragment QuoteBlock on paragraph__quote {
    id
    field_body
    field_author
  }
`;
