/**
 * The visible Dutch notice of a load that is not (yet) there (spec 001 §4, §9): while retrying it says
 * the connection failed and that it tries again by itself; after the last attempt that it failed. Both
 * with a button to try again at once. Its words (load.json) travel with this module, so pages that
 * load nothing do not carry them.
 */
import load from "../../i18n/locales/nl/load.json";
import { textsOf } from "../../i18n/texts";
import type { LoadState } from "./useLoad";
import { MAX_ATTEMPTS } from "./useLoad";

const t = textsOf({ load });

export function LoadNotice({
  state,
  retry,
  failedText,
}: {
  state: LoadState<unknown>;
  retry: () => void;
  failedText?: string;
}) {
  if (state.status !== "connection-error" && state.status !== "failed") return null;
  const text =
    state.status === "connection-error"
      ? t("connectionError", { attempt: state.attempt, max: MAX_ATTEMPTS })
      : (failedText ?? t("failed"));
  return (
    <div className="load-notice alert alert--error" role="alert">
      <p>{text}</p>
      <p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {t("retry")}
        </button>
      </p>
    </div>
  );
}
