/**
 * The outcome of a short form, below its button: a calm confirmation (role="status") or a failure
 * (role="alert"). It takes focus when it appears, so keyboard and screen-reader users land on it.
 */
import { useEffect, useRef } from "react";

export type FormOutcome = { kind: "sent" | "failed"; text: string } | null;

export function FormStatus({ outcome }: { outcome: FormOutcome }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  const sent = outcome.kind === "sent";
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={sent ? "notice notice--success" : "alert alert--error"}
      role={sent ? "status" : "alert"}
    >
      {outcome.text}
    </p>
  );
}
