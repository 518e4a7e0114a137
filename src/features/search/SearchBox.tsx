/**
 * The search box of every page's header: a plain GET form to /zoeken (works without JavaScript).
 * Type-ahead (src/features/search/combobox.ts) loads the first time the field gets focus, so pages
 * carry no code for it until a reader starts to search.
 */
import { useId, useRef } from "react";
import { SearchIcon } from "../../components/icons";
import common from "../../i18n/locales/nl/common.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ common });

/** `label`: a visible label (the search page); without it the header's hidden one. `region`: the search landmark's name. */
export function SearchBox({
  className = "",
  defaultValue,
  label,
  region,
}: {
  className?: string;
  defaultValue?: string;
  label?: string;
  region?: string;
}) {
  const id = useId().replace(/:/g, "");
  const input = useRef<HTMLInputElement>(null);
  const listbox = useRef<HTMLUListElement>(null);
  const status = useRef<HTMLSpanElement>(null);
  const enhance = () => {
    if (!input.current || input.current.dataset.combobox) return;
    void import("./combobox").then(({ attachCombobox }) => {
      if (input.current && listbox.current && status.current)
        attachCombobox({ input: input.current, listbox: listbox.current, status: status.current });
    });
  };
  return (
    <form
      role="search"
      aria-label={region ?? t("searchBox.region")}
      action="/zoeken/"
      method="get"
      className={`search-box ${className}`}
    >
      <label htmlFor={`${id}-query`} className={label ? "search-box__label" : "visually-hidden"}>
        {label ?? t("searchBox.label")}
      </label>
      <div className="search-box__row">
        <input
          ref={input}
          id={`${id}-query`}
          name="query"
          type="search"
          className="search-box__input"
          defaultValue={defaultValue}
          placeholder={label ? undefined : t("searchBox.placeholder")}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-controls={`${id}-listbox`}
          maxLength={100}
          onFocus={enhance}
        />
        <button type="submit" className="search-box__submit">
          <SearchIcon />
          <span className="visually-hidden">{t("searchBox.submit")}</span>
        </button>
        <ul
          ref={listbox}
          id={`${id}-listbox`}
          role="listbox"
          aria-label={t("searchBox.suggestions")}
          className="search-suggest"
          hidden
        />
      </div>
      <span ref={status} className="visually-hidden" role="status" aria-live="polite" />
    </form>
  );
}
