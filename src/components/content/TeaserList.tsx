import { Link } from "gatsby";
import { formatDay } from "../dates";

export interface Teaser {
  id: string;
  title: string;
  href: string;
  text?: string | null;
  date?: string | null;
}

/** A list of page teasers (title link, optional date and short text). */
export function TeaserList({ items, headingLevel = 3 }: { items: readonly Teaser[]; headingLevel?: 2 | 3 }) {
  if (items.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="teaser-list">
      {items.map((item) => (
        <li key={item.id} className="teaser">
          <Heading className="teaser__title">
            <Link to={item.href} className="teaser__link">
              {item.title}
            </Link>
          </Heading>
          {item.date ? <p className="teaser__meta">{formatDay(item.date)}</p> : null}
          {item.text ? <p className="teaser__text">{item.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
