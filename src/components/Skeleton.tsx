/**
 * Space held for a list that arrives after the first paint (issue 24): the loading line (unless the page
 * already says it is loading) and grey blocks of the final items' size, so nothing on the page moves when the list comes in. The
 * blocks are hidden from assistive technology; the loading line is a status. Sizes live in the
 * feature's style sheet (`itemClassName`), the shared look in src/styles/skeleton.css.
 */
export function Skeleton({
  label,
  count,
  className = "",
  listClassName = "",
  itemClassName = "",
}: {
  label?: string;
  count: number;
  className?: string;
  /** The final list's own class, so the blocks fall in its grid. */
  listClassName?: string;
  itemClassName?: string;
}) {
  return (
    <div className={`skeleton ${className}`.trim()}>
      {label ? (
        <p className="skeleton__label" role="status">
          {label}
        </p>
      ) : null}
      <ul className={`skeleton__list ${listClassName}`.trim()} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={`skeleton__item ${itemClassName}`.trim()} />
        ))}
      </ul>
    </div>
  );
}
