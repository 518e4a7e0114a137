/** Block or mute another member (issue 13 item 5): they no longer see each other or send requests. */
import { useState } from "react";
import { ApiError } from "../../platform/http";
import { blockMember } from "./api";
import people from "../../i18n/locales/nl/people.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ people });

export function SafetyActions({
  userId,
  username,
  onDone,
}: {
  userId: string;
  username: string;
  onDone: (message: string) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  async function act(kind: "block" | "mute") {
    try {
      await blockMember(userId, kind);
      onDone(t(kind === "block" ? "safety.blocked" : "safety.muted", { username }));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t("errors.generic"));
    }
  }
  return (
    <section aria-labelledby="safety-title">
      <h2 id="safety-title">{t("safety.title")}</h2>
      <p id="safety-hint">{t("safety.blockHint")}</p>
      <div className="safety-actions">
        <button
          type="button"
          className="button button--secondary"
          aria-describedby="safety-hint"
          onClick={() => void act("mute")}
        >
          {t("safety.mute")}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-describedby="safety-hint"
          onClick={() => void act("block")}
        >
          {t("safety.block")}
        </button>
      </div>
      {failure ? (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
