/**
 * The medicine choice table ("keuzetabel medicijnen", Drupal form_block with script id
 * keuzetabel-medicijnen; spec 000 §5, §9). Search from 3 letters (fuse.js over name, brands and
 * group), compare at most 5 side by side. The comparison is a real table (caption, column and
 * row headers) shown as one card per medicine with the headers as labels, on every screen, with
 * the remove button beside the medicine's name, so nothing is cut off or hidden off-screen
 * (decision 231).
 *
 * Search: names, brands and groups that contain the typed letters come first and alone; only
 * when nothing contains them does the fuzzy search (a typo) answer, so "para" finds Paracetamol
 * and not every name with "ada" or "ara" in it.
 */
import Fuse from "fuse.js";
import { useId, useMemo, useRef, useState } from "react";
import { MEDICINE_COMPARE_MAX, MEDICINE_SEARCH_MIN, MEDICINES, type Medicine } from "../../domain/medicines";
import "../../styles/reader.css";
import reader from "../../i18n/locales/nl/reader.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ reader });

const COLUMNS = ["group", "howTaken", "frequency", "sideEffects", "notes"] as const;
const MAX_RESULTS = 8;

export function MedicineChoiceTable({ medicines = MEDICINES }: { medicines?: readonly Medicine[] }) {
  const base = useId().replace(/:/g, "");
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const fuse = useMemo(
    () =>
      new Fuse(medicines, {
        keys: [{ name: "name", weight: 3 }, { name: "brands", weight: 2 }, "group"],
        threshold: 0.3,
        ignoreLocation: true,
      }),
    [medicines],
  );
  const trimmed = query.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < MEDICINE_SEARCH_MIN;
  const results = trimmed.length >= MEDICINE_SEARCH_MIN ? search(medicines, fuse, trimmed) : [];
  const chosen = selected.map((id) => medicines.find((m) => m.id === id)).filter((m): m is Medicine => m !== undefined);
  const full = chosen.length >= MEDICINE_COMPARE_MAX;

  function add(medicine: Medicine) {
    if (selected.includes(medicine.id)) return;
    if (full) {
      setNotice(t("medicines.max"));
      return;
    }
    setNotice(null);
    setSelected((current) => [...current, medicine.id]);
  }

  function remove(medicine: Medicine) {
    setNotice(null);
    setSelected((current) => current.filter((id) => id !== medicine.id));
    searchRef.current?.focus();
  }

  const searchId = `${base}-medicine-search`;
  const hintId = `${searchId}-hint`;
  const statusId = `${searchId}-status`;
  const maxId = `${base}-medicine-max`;

  return (
    <section className="medicines" aria-labelledby={`${base}-medicines-title`}>
      <h2 id={`${base}-medicines-title`}>{t("medicines.title")}</h2>
      <p>{t("medicines.intro")}</p>
      <p className="medicines__disclaimer">{t("medicines.disclaimer")}</p>

      <div className="field">
        <label className="field__label" htmlFor={searchId}>
          {t("medicines.search")}
        </label>
        <p className="field__hint" id={hintId}>
          {t("medicines.searchHint")}
        </p>
        <input
          ref={searchRef}
          id={searchId}
          className="field__input"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={`${hintId} ${statusId}`}
        />
      </div>
      <p id={statusId} className="medicines__status" role="status">
        {tooShort
          ? t("medicines.tooShort")
          : trimmed.length >= MEDICINE_SEARCH_MIN
            ? results.length
              ? t("medicines.resultCount", { count: results.length })
              : t("medicines.noResults", { query: trimmed })
            : ""}
      </p>

      {results.length ? (
        <ul className="medicines__results" aria-label={t("medicines.results")}>
          {results.map((medicine) => {
            const isChosen = selected.includes(medicine.id);
            return (
              <li key={medicine.id} className="medicines__result">
                <span>
                  <strong>{medicine.name}</strong>
                  <span className="medicines__group"> {medicine.group}</span>
                </span>
                {isChosen ? (
                  <span className="medicines__chosen">{t("medicines.added", { name: medicine.name })}</span>
                ) : (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-disabled={full || undefined}
                    aria-describedby={full ? maxId : undefined}
                    onClick={() => add(medicine)}
                  >
                    {t("medicines.add", { name: medicine.name })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}

      <div role="alert" className="medicines__notice-slot">
        {notice ? (
          <p className="alert alert--error" id={maxId}>
            {notice}
          </p>
        ) : full ? (
          <p className="visually-hidden" id={maxId}>
            {t("medicines.max")}
          </p>
        ) : null}
      </div>

      <p className="medicines__count">
        {chosen.length ? t("medicines.selected", { count: chosen.length }) : t("medicines.emptyCompare")}
      </p>
      {chosen.length ? (
        <div className="medicines__table-wrap">
          <table className="medicines__table">
            <caption>{t("medicines.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("medicines.column.name")}</th>
                {COLUMNS.map((column) => (
                  <th scope="col" key={column}>
                    {t(`medicines.column.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chosen.map((medicine) => (
                <tr key={medicine.id}>
                  <th scope="row" aria-labelledby={`${base}-${medicine.id}`}>
                    <span className="medicines__name" id={`${base}-${medicine.id}`}>
                      {medicine.name}
                    </span>
                    {/* The name holds the visible word (WCAG 2.5.3) and says which medicine goes. */}
                    <button
                      type="button"
                      className="button button--secondary medicines__remove"
                      aria-label={t("medicines.remove", { name: medicine.name })}
                      onClick={() => remove(medicine)}
                    >
                      {t("medicines.removeShort")}
                    </button>
                  </th>
                  {COLUMNS.map((column) => (
                    <td key={column} data-label={t(`medicines.column.${column}`)}>
                      {medicine[column]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** Medicines whose name, brand or group contains the letters; the fuzzy search only when none does. */
function search(medicines: readonly Medicine[], fuse: Fuse<Medicine>, query: string): Medicine[] {
  const letters = query.toLocaleLowerCase("nl-NL");
  const contains = (medicine: Medicine, keys: readonly string[]) =>
    keys.some((key) => key.toLocaleLowerCase("nl-NL").includes(letters));
  const byName = medicines.filter((medicine) => contains(medicine, [medicine.name, ...medicine.brands]));
  const byGroup = medicines.filter((medicine) => !byName.includes(medicine) && contains(medicine, [medicine.group]));
  const direct = [...byName, ...byGroup];
  if (direct.length > 0) return direct.slice(0, MAX_RESULTS);
  return fuse.search(query, { limit: MAX_RESULTS }).map((result) => result.item);
}
