/**
 * Type-ahead for a search field (WAI-ARIA combobox pattern with a list box popup), in plain DOM so
 * that the header carries no code for it: the header's SearchBox and the search page import this module the
 * first time the field gets focus. The field keeps working as a plain GET form without it.
 *
 *   ArrowDown / ArrowUp   move through the suggestions (aria-activedescendant; focus stays in the field)
 *   Enter                 on a suggestion: open its page, or search for its text
 *   Escape                close the list (a second Escape clears the field)
 *   typing                suggestions after SUGGEST_MIN_LENGTH letters, 200 ms after the last key
 * A polite live region says how many suggestions there are.
 */
import { fold, searchPagePath, SUGGEST_MIN_LENGTH, type Suggestion } from "../../domain/search";
import { suggestSearch } from "./api";
import suggestions from "../../i18n/locales/nl/suggestions.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ suggestions });

const DEBOUNCE_MS = 200;

export type ComboboxParts = { input: HTMLInputElement; listbox: HTMLElement; status: HTMLElement };

export function attachCombobox(
  { input, listbox, status }: ComboboxParts,
  go: (path: string) => void = (path) => window.location.assign(path),
): () => void {
  if (input.dataset.combobox === "on") return () => undefined;
  input.dataset.combobox = "on";
  let items: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const optionId = (index: number) => `${listbox.id}-option-${index}`;

  const close = () => {
    listbox.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };

  const mark = (index: number) => {
    active = index;
    listbox
      .querySelectorAll<HTMLElement>("[role=option]")
      .forEach((option, i) => option.setAttribute("aria-selected", String(i === index)));
    if (index >= 0) input.setAttribute("aria-activedescendant", optionId(index));
    else input.removeAttribute("aria-activedescendant");
  };

  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    close();
    input.value = item.Text;
    go(item.Path ?? searchPagePath(item.Text));
  };

  const render = (query: string) => {
    listbox.replaceChildren();
    items.forEach((item, index) => {
      const option = document.createElement("li");
      option.id = optionId(index);
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", "false");
      option.className = "search-suggest__option";
      // One element for the text, so the flex layout does not split "Metho|trexaat" into two words
      // for screen readers (each flex item is read as a word of its own).
      const label = document.createElement("span");
      label.append(...highlighted(item.Text, query));
      option.append(label);
      if (item.DocType) {
        const type = document.createElement("span");
        type.className = "search-suggest__type";
        type.textContent = t(`types.${item.DocType}`);
        option.append(" ", type);
      }
      // pointerdown would move focus out of the field before the click lands.
      option.addEventListener("mousedown", (event) => event.preventDefault());
      option.addEventListener("click", () => choose(index));
      listbox.append(option);
    });
    const open = items.length > 0;
    listbox.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
    active = -1;
    input.removeAttribute("aria-activedescendant");
    status.textContent = open ? t("available", { count: items.length }) : "";
  };

  const load = (text: string) => {
    controller?.abort();
    if (fold(text.trim()).length < SUGGEST_MIN_LENGTH) {
      items = [];
      render(text);
      return;
    }
    controller = new AbortController();
    suggestSearch(text.trim(), controller.signal)
      .then((answer) => {
        if (input.value !== text) return;
        items = answer.Suggestions;
        render(text);
      })
      .catch(() => undefined);
  };

  const onInput = () => {
    clearTimeout(timer);
    const text = input.value;
    timer = setTimeout(() => load(text), DEBOUNCE_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const open = !listbox.hidden && items.length > 0;
    if (event.key === "ArrowDown" && items.length > 0) {
      event.preventDefault();
      if (!open) {
        listbox.hidden = false;
        input.setAttribute("aria-expanded", "true");
      }
      mark(active + 1 >= items.length ? 0 : active + 1);
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      mark(active <= 0 ? items.length - 1 : active - 1);
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if (input.value) {
        event.preventDefault();
        input.value = "";
      }
    }
  };

  const onBlur = () => close();

  input.addEventListener("input", onInput);
  input.addEventListener("keydown", onKeyDown);
  input.addEventListener("blur", onBlur);
  if (input.value) load(input.value);
  return () => {
    clearTimeout(timer);
    controller?.abort();
    input.removeEventListener("input", onInput);
    input.removeEventListener("keydown", onKeyDown);
    input.removeEventListener("blur", onBlur);
    delete input.dataset.combobox;
  };
}

/** The text with the typed part marked (<mark>), as DOM nodes (never HTML). */
function highlighted(text: string, query: string): Node[] {
  const needle = fold(query.trim());
  const at = needle ? fold(text).indexOf(needle) : -1;
  // fold() keeps the length of Dutch texts (one letter per accented letter), so positions agree.
  if (at < 0 || fold(text).length !== text.length) return [document.createTextNode(text)];
  const mark = document.createElement("mark");
  mark.textContent = text.slice(at, at + needle.length);
  return [document.createTextNode(text.slice(0, at)), mark, document.createTextNode(text.slice(at + needle.length))];
}
