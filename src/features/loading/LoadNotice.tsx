/**
 * The visible Dutch notice of a load that is not (yet) there (spec 001 §4, §9): while retrying it says
 * the connection failed and that it tries again by itself; after the last attempt that it failed. Both
 * with a button to try again at once. Its words (common.json "load") are a plain lookup of the file
 * the shell already carries on every page, not an i18next namespace, so every page and island that
 * loads data can show it at once, whether or not it uses i18next (the library and community pages do not).
 */
import common from "../../i18n/locales/nl/common.json";
import { textLookup, type TextTree } from "../../i18n/text-lookup";
import type { LoadState } from "./useLoad";
import { MAX_ATTEMPTS } from "./useLoad";

const commonText = textLookup(common as TextTree, "common");
const loadText = (key: "connectionError" | "failed" | "retry", vars?: Record<string, number>) => commonText(`load.${key}`, vars);

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
