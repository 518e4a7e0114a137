/**
 * Adds, changes or removes a link in the editor: a small labelled form under the toolbar (not a
 * modal, so the text stays visible). Only web and e-mail addresses are accepted, as the server
 * checks (src/domain/rich-text/text.ts); "reumanl.nl/x" becomes "https://reumanl.nl/x". Enter
 * applies, Escape closes; the caller returns focus to the text.
 */
import type { Editor } from "@tiptap/react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { isSafeHref } from "../../domain/rich-text/text";
import { FieldError } from "../../platform/forms/FieldError";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

/** What a person types as an address, made into one the server accepts (or null). */
export function normaliseHref(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return `mailto:${value}`;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, "")}`;
  if (!isSafeHref(withScheme)) return null;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "mailto:" && !url.hostname.includes(".")) return null;
  } catch {
    return null;
  }
  return withScheme;
}

export function LinkForm({
  idBase,
  editor,
  onDone,
}: {
  idBase: string;
  editor: Editor;
  onDone: (message?: string) => void;
}) {
  const existing = editor.isActive("link") ? String(editor.getAttributes("link").href ?? "") : "";
  const [value, setValue] = useState(existing);
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = `${idBase}-href`;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function apply(event: FormEvent) {
    event.preventDefault();
    const href = normaliseHref(value);
    if (!href) {
      setError(t("editor.linkInvalid"));
      inputRef.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: value.trim(), marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onDone(t("editor.linkAdded"));
  }

  function remove() {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onDone(t("editor.linkRemoved"));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onDone();
    }
  }

  // A div with role="group", not a <form>: the editor often sits inside a form already.
  return (
    <div className="rte__link" role="group" aria-labelledby={`${inputId}-label`} onKeyDown={onKeyDown}>
      <label className="field__label" htmlFor={inputId} id={`${inputId}-label`}>
        {t("editor.linkLabel")}
      </label>
      <p className="field__hint" id={`${inputId}-hint`}>
        {t("editor.linkHint")}
      </p>
      {error ? <FieldError id={`${inputId}-error`} message={error} /> : null}
      <div className="rte__link-row">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          className="field__input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") apply(event);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${inputId}-hint`, error ? `${inputId}-error` : null].filter(Boolean).join(" ")}
        />
        <button type="button" className="button button--primary" onClick={apply}>
          {t(existing ? "editor.linkChange" : "editor.linkApply")}
        </button>
        {existing ? (
          <button type="button" className="button button--secondary" onClick={remove}>
            {t("editor.linkRemove")}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={() => onDone()}>
          {t("editor.linkCancel")}
        </button>
      </div>
    </div>
  );
}
