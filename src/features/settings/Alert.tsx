/** The form alert of a settings section (role="alert"), and the quiet success notice (role="status"). */
import type { ApiError } from "../../platform/http";

export function FormAlert({ error, id }: { error: ApiError | null; id?: string }) {
  if (!error) return null;
  return (
    <div className="alert alert--error" role="alert" id={id}>
      <p>{error.message}</p>
    </div>
  );
}

export function Saved({ text }: { text: string | null }) {
  return (
    <p className={text ? "notice notice--success" : "visually-hidden"} role="status">
      {text ?? ""}
    </p>
  );
}
