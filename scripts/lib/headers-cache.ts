/**
 * `npm start` serves the built site through @netlify/dev, whose headers handler reads and parses
 * netlify.toml's headers and `public/_headers` (about 650 lines, written by gatsby-adapter-netlify)
 * again for every request, so that an edit shows at once: about 6 ms of CPU per request, 40 % of
 * what the local server spends on a page's files (docs/performance-log.md, "Blocks below the first
 * screen"). This keeps each path's headers until one of those files changes (its modification time).
 */
import { statSync } from "node:fs";

type Collector = (key: string, value: string) => void;
type Rules = { [key: string]: string };

/** The part of @netlify/headers' HeadersHandler that this wraps. */
export interface HeadersHandlerClass {
  prototype: {
    readonly headersFiles: string[];
    apply(request: Request, response?: Response, collector?: Collector): Promise<Rules>;
  };
}

const MAX_PATHS = 5000;

function stampOf(files: readonly string[]): string {
  return files
    .map((file) => {
      try {
        return String(statSync(file).mtimeMs);
      } catch {
        return "-";
      }
    })
    .join(",");
}

/** Makes every HeadersHandler keep the headers per path while `configPath` and its header files stay unchanged. */
export function keepParsedHeaders(handlerClass: HeadersHandlerClass, configPath: string): void {
  const prototype = handlerClass.prototype;
  const parse = prototype.apply;
  const kept = new WeakMap<object, { stamp: string; byPath: Map<string, Rules> }>();
  prototype.apply = async function apply(this: HeadersHandlerClass["prototype"], request, response, collector) {
    const stamp = stampOf([configPath, ...this.headersFiles]);
    let entry = kept.get(this);
    if (!entry || entry.stamp !== stamp || entry.byPath.size >= MAX_PATHS) {
      entry = { stamp, byPath: new Map() };
      kept.set(this, entry);
    }
    const pathname = new URL(request.url).pathname;
    const rules = entry.byPath.get(pathname);
    if (!rules) {
      const parsed = await parse.call(this, request, response, collector);
      entry.byPath.set(pathname, parsed);
      return parsed;
    }
    for (const [key, value] of Object.entries(rules)) {
      response?.headers.set(key, value);
      collector?.(key, value);
    }
    return rules;
  };
}
