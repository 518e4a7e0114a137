/**
 * "Delen per e-mail" on article and news pages (spec 000 §5, §7, §8; spec 001 §3.1 Library send).
 * A disclosure button opens the form in place (no modal: nothing to trap, works with zoom). The
 * form (ShareForm.tsx, with zod) is its own chunk: it starts loading when the reader
 * points at or focuses the button, and shows when the button is pressed; until it is there the
 * panel says it is loading.
 */
import { lazy, Suspense, useId, useState } from "react";
import type { ShareContentType } from "../../domain/library";
import "../../styles/reader.css";
import article from "../../i18n/locales/nl/article.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ article });

const loadShareForm = () => import("./ShareForm");
const ShareForm = lazy(() => loadShareForm().then((module) => ({ default: module.ShareForm })));

export interface ShareByEmailProps {
  contentType: ShareContentType;
  /** The Drupal id (uuid) of the page. */
  itemId: string;
  /** The page's path on this site, e.g. "/over-reuma/jicht". */
  path: string;
}

export function ShareByEmail({ contentType, itemId, path }: ShareByEmailProps) {
  const base = useId().replace(/:/g, "");
  const [open, setOpen] = useState(false);
  // Once opened the form stays mounted, so closing and opening again keeps what was typed.
  const [opened, setOpened] = useState(false);
  const panelId = `${base}-share-panel`;
  const preload = () => void loadShareForm();
  return (
    <section className="reader-box share" aria-labelledby={`${base}-share-title`}>
      <h2 className="reader-box__title" id={`${base}-share-title`}>
        {t(contentType === "news" ? "readerTools.shareTitleNews" : "readerTools.shareTitle")}
      </h2>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen((v) => !v);
        }}
      >
        {t("readerTools.shareOpen")}
      </button>
      <div id={panelId} hidden={!open}>
        {opened ? (
          <Suspense fallback={<p className="reader-box__loading">{t("readerTools.formLoading")}</p>}>
            <ShareForm contentType={contentType} itemId={itemId} path={path} idBase={base} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
