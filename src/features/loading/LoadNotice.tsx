/**
 * The visible Dutch notice of a load that is not (yet) there (spec 001 §4, §9): while retrying it says
 * the connection failed and that it tries again by itself; after the last attempt that it failed. Both
 * with a button to try again at once.
 */
import { useTranslation } from "react-i18next";
import type { LoadState } from "./useLoad";
import { MAX_ATTEMPTS } from "./useLoad";

export function LoadNotice({ state, retry, failedText }: { state: LoadState<unknown>; retry: () => void; failedText?: string }) {
  const { t } = useTranslation("common");
  if (state.status !== "connection-error" && state.status !== "failed") return null;
  const text =
    state.status === "connection-error"
      ? t("load.connectionError", { attempt: state.attempt, max: MAX_ATTEMPTS })
      : (failedText ?? t("load.failed"));
  return (
    <div className="load-notice" role="alert">
      <p>{text}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {t("load.retry")}
      </button>
    </div>
  );
}
