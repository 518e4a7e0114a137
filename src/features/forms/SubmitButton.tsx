/**
 * The primary button of a form. While busy it stays focusable (a disabled button drops focus) and
 * says "Even geduld…"; the form ignores a second submit itself.
 */
import { useTranslation } from "react-i18next";

export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  const { t } = useTranslation("account");
  return (
    <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
      {busy ? t("form.busy") : children}
    </button>
  );
}
