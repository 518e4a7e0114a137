/** All Dutch texts, one JSON file per namespace. Add a namespace here when a feature adds one. */
import account from "./locales/nl/account.json";
import auth from "./locales/nl/auth.json";
import common from "./locales/nl/common.json";
import errors from "./locales/nl/errors.json";
import profile from "./locales/nl/profile.json";
import accountShell from "./locales/nl/accountShell.json";
import reader from "./locales/nl/reader.json";
import forms from "./locales/nl/forms.json";
import settings from "./locales/nl/settings.json";
import conversations from "./locales/nl/conversations.json";
import activities from "./locales/nl/activities.json";
import community from "./locales/nl/community.json";
import people from "./locales/nl/people.json";
import stories from "./locales/nl/stories.json";
import appguide from "./locales/nl/appguide.json";
import search from "./locales/nl/search.json";
import volunteers from "./locales/nl/volunteers.json";
import elearning from "./locales/nl/elearning.json";
import inbox from "./locales/nl/inbox.json";
import load from "./locales/nl/load.json";
import notFound from "./locales/nl/notFound.json";
import dates from "./locales/nl/dates.json";

export const resources = { nl: { common, auth, errors, forms, account, profile, accountShell, reader, settings, conversations, activities, community, people, stories, appguide, search, volunteers, inbox, elearning, load, notFound, dates } } as const;
export type Namespace = keyof (typeof resources)["nl"];
export const defaultNS: Namespace = "common";

/** Here every namespace is present; in the browser (resources.browser.ts) modules hand in the ones they carry. */
export function provideNamespace(_namespace: Namespace, _bundle: Record<string, unknown>): void {}
