/** "We hebben je niet-verstuurde tekst teruggezet." with a way to start over. */
import { ct } from "../text";

export function DraftNotice({ text, onDiscard }: { text: string; onDiscard: () => void }) {
  return (
    <div className="notice draft-notice">
      <p>{text}</p>
      <button type="button" className="button button--secondary" onClick={onDiscard}>
        {ct("draft.discard")}
      </button>
    </div>
  );
}
