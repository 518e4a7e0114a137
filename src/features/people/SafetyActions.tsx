/** Block or mute another member (issue 13 item 5): they no longer see each other or send requests. */
import { useState } from "react";
import { ApiError } from "../http";
import { blockMember } from "./api";
import { pt } from "./text";

export function SafetyActions({ userId, username, onDone }: { userId: string; username: string; onDone: (message: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  async function act(kind: "block" | "mute") {
    try {
      await blockMember(userId, kind);
      onDone(pt(kind === "block" ? "safety.blocked" : "safety.muted", { username }));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : pt("errors.generic"));
    }
  }
  return (
    <section aria-labelledby="safety-title">
      <h2 id="safety-title">{pt("safety.title")}</h2>
      <p id="safety-hint">{pt("safety.blockHint")}</p>
      <div className="safety-actions">
        <button type="button" className="button button--secondary" aria-describedby="safety-hint" onClick={() => void act("mute")}>
          {pt("safety.mute")}
        </button>
        <button type="button" className="button button--secondary" aria-describedby="safety-hint" onClick={() => void act("block")}>
          {pt("safety.block")}
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
