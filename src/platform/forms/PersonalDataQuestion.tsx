/**
 * Before a message, reaction or conversation goes out: when its text seems to contain personal
 * data (the one detector in src/domain/personal-data.ts), the form asks once whether the writer
 * really wants to share it: "Toch versturen" sends, "Tekst aanpassen" returns to the editor. The
 * same text is not asked about twice.
 */
import { useEffect, useRef, useState } from "react";
import { personalDataIn, type PersonalDataKind } from "../../domain/personal-data";
import forms from "../../i18n/locales/nl/forms.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ forms });

export function usePersonalDataQuestion() {
  const [kinds, setKinds] = useState<PersonalDataKind[] | null>(null);
  const confirmed = useRef<string | null>(null);
  return {
    kinds,
    /** True when the text may go: nothing found, the writer chose "send anyway", or already asked for this text. */
    mayGo(text: string, anyway = false): boolean {
      const found = personalDataIn(text);
      if (found.length === 0 || anyway || confirmed.current === text) {
        confirmed.current = text;
        setKinds(null);
        return true;
      }
      setKinds(found);
      return false;
    },
    dismiss: () => setKinds(null),
  };
}

export function PersonalDataQuestion({
  kinds,
  onSendAnyway,
  onEdit,
}: {
  kinds: PersonalDataKind[] | null;
  onSendAnyway: () => void;
  onEdit: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (kinds) ref.current?.focus();
  }, [kinds]);
  if (!kinds) return null;
  return (
    <div className="alert alert--warning personal-data-question" role="alert" tabIndex={-1} ref={ref}>
      <p>{t("personalDataWarning", { kinds: kinds.map((kind) => t(`personalData_${kind}`)).join(", ") })}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={onSendAnyway}>
          {t("personalDataSendAnyway")}
        </button>
        <button type="button" className="button button--secondary" onClick={onEdit}>
          {t("personalDataEdit")}
        </button>
      </div>
    </div>
  );
}
