/**
 * The visible Dutch notice of a load that is not (yet) there (spec 001 §4, §9): while retrying it says
 * the connection failed and that it tries again by itself; after the last attempt that it failed. Both
 * with a button to try again at once. Its words (load.json) are a plain lookup of a file that travels
 * with this module, not an i18next namespace, so every page and island that loads data can show them
 * at once, whether or not it uses i18next (the library and community pages do not), and pages that load
 * nothing do not carry them.
 */
import load from "../../i18n/locales/nl/load.json";
import { textLookup, type TextTree } from "../../i18n/text-lookup";
import type { LoadState } from "./useLoad";
import { MAX_ATTEMPTS } from "./useLoad";

const loadText: (key: "connectionError" | "failed" | "retry", vars?: Record<string, number>) => string = textLookup(load as TextTree, "load");

export function LoadNotice({ state, retry, failedText }: { state: LoadState<unknown>; retry: () => void; failedText?: string }) {
  if (state.status !== "connection-error" && state.status !== "failed") return null;
  const text = state.status === "connection-error" ? loadText("connectionError", { attempt: state.attempt, max: MAX_ATTEMPTS }) : (failedText ?? loadText("failed"));
  return (
    <div className="load-notice alert alert--error" role="alert">
      <p>{text}</p>
      <p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {loadText("retry")}
        </button>
      </p>
    </div>
  );
}
