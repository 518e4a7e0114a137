/**
 * A, A+ and A++ (issue 41, docs/decisions/442-text-size.md): three buttons that set the reader's text
 * size at once, on this page and the next ones (src/platform/text-size.ts). In the main menu (its
 * last entry on wide screens, the end of the menu panel on phones) and on the settings page. The
 * static HTML presses "A"; once hydrated, the button of the size the page shows (its head script set
 * it from the cookie). For a member the choice is kept with the account, and the account's choice
 * is taken on once per visit, unless the reader has pressed a size since the page loaded.
 */
import { useEffect, useState } from "react";
import { useCurrentUser } from "../platform/session/useCurrentUser";
import {
  chooseTextSize,
  currentTextSize,
  saveTextSize,
  TEXT_SIZE_EVENT,
  TEXT_SIZES,
  type TextSize,
} from "../platform/text-size";
import common from "../i18n/locales/nl/common.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ common });

const SIGNS: Record<TextSize, string> = { normaal: "A", groter: "A+", grootst: "A++" };

/** Pressed since this page load (the visit's own choice wins over the account's, also after client navigation). */
let pressedThisVisit = false;

export function TextSizeControl({ id = "text-size" }: { id?: string }) {
  const session = useCurrentUser();
  const [size, setSize] = useState<TextSize>("normaal");
  useEffect(() => {
    setSize(currentTextSize());
    const follow = (event: Event) => setSize((event as CustomEvent<TextSize>).detail);
    window.addEventListener(TEXT_SIZE_EVENT, follow);
    return () => window.removeEventListener(TEXT_SIZE_EVENT, follow);
  }, []);
  const accountSize = session.status === "user" ? session.user.TextSize : null;
  useEffect(() => {
    if (accountSize && !pressedThisVisit && accountSize !== currentTextSize()) chooseTextSize(accountSize);
  }, [accountSize]);

  const press = (option: TextSize) => {
    pressedThisVisit = true;
    chooseTextSize(option);
    // The page has the size already; the account keeping it is a bonus, so a failure says nothing.
    if (session.status === "user") saveTextSize(option).catch(() => undefined);
  };

  return (
    <div className="text-size" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-size__label">
        {t("textSize.label")}
      </span>
      {TEXT_SIZES.map((option) => (
        <button
          key={option}
          type="button"
          className={`text-size__button text-size__button--${option}`}
          aria-pressed={size === option}
          onClick={() => press(option)}
        >
          {SIGNS[option]}
          <span className="visually-hidden"> ({t(`textSize.${option}`)})</span>
        </button>
      ))}
    </div>
  );
}
