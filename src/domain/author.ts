/**
 * Contributions that outlive their author (conversations, reactions): community tables reference
 * the author with `on delete set null` (docs/decisions/022-account-deletion-and-export.md), and every presenter
 * shows this label when the author is null.
 */
import { SITE_NAME } from "./site";
import profile from "../i18n/locales/nl/profile.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ profile });

export type MaybeAuthor = { username: string } | null | undefined;

/** The author's username, or "een deelnemer van ReumaNL" when the account was deleted. */
export function authorLabel(author: MaybeAuthor, siteName: string = SITE_NAME): string {
  return author?.username ? author.username : t("deletedAuthor", { siteName });
}
