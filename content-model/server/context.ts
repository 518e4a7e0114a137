/** What the content server's parts share: the request context and the error that becomes a JSON:API error. */
import type { ContentStore } from "../store";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export type Query = URLSearchParams;

export interface Context {
  base: string; // "http://host:port"
  now: number;
  store: ContentStore;
  includeUnpublished: boolean;
  /** Types this request may not read (the restricted ones, unless it sent the credentials). */
  hidden: ReadonlySet<string>;
  /** The paragraphs those types own (their text), hidden with them. */
  hiddenIds: ReadonlySet<string>;
}
