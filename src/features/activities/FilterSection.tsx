/** One collapsible section of the filter sidebar: a heading with a disclosure button. */
import { memo, useId, useState, type ReactNode } from "react";

export function FilterSection({
  title,
  children,
  defaultOpen = true,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className="guide-filter">
      <h3 className="guide-filter__heading">
        <button
          type="button"
          className="guide-filter__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <span className="guide-filter__chevron" aria-hidden="true">
            {open ? "−" : "+"}
          </span>
        </button>
      </h3>
      <div id={id} className="guide-filter__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

/** A list of checkboxes with a (visually hidden or visible) legend; renders again only when its props change. */
export const CheckboxGroup = memo(CheckboxGroupView) as typeof CheckboxGroupView;

function CheckboxGroupView<T extends string | number>({
  legend,
  legendHidden = true,
  name,
  options,
  selected,
  onChange,
}: {
  legend: string;
  legendHidden?: boolean;
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: readonly T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset className="guide-choices">
      <legend className={legendHidden ? "visually-hidden" : "guide-choices__legend"}>{legend}</legend>
      <ul className="guide-choices__list">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          const checked = selected.includes(option.value);
          return (
            <li key={String(option.value)} className="guide-choice">
              <input
                id={id}
                type="checkbox"
                className="guide-choice__input"
                name={name}
                value={String(option.value)}
                checked={checked}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...selected, option.value]
                      : selected.filter((value) => value !== option.value),
                  )
                }
              />
              <label htmlFor={id} className="guide-choice__label">
                {option.label}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
