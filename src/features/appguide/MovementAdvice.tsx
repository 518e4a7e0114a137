/** The movement advice of spec 001 §9 (2.5 hours a week of moderate activity), in plain Dutch. */
import { at } from "./text";

export function MovementAdvice() {
  return (
    <section className="advice" aria-labelledby="advice-title">
      <h2 id="advice-title">{at("advice.title")}</h2>
      <p>
        <strong>{at("advice.weekly")}</strong>
      </p>
      <p>{at("advice.moderate")}</p>
      <p>{at("advice.spread")}</p>
      <p>{at("advice.flare")}</p>
    </section>
  );
}
