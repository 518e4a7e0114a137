/**
 * All Dutch texts by namespace name, one JSON file per namespace (locales/nl/<namespace>.json), for
 * translate(): the functions, the build and the mails. Browser code imports the files it shows
 * (src/i18n/texts.ts), never this list. Add a namespace here when a feature adds one.
 */
import account from "./locales/nl/account.json";
import accountShell from "./locales/nl/accountShell.json";
import activities from "./locales/nl/activities.json";
import appguide from "./locales/nl/appguide.json";
import article from "./locales/nl/article.json";
import auth from "./locales/nl/auth.json";
import common from "./locales/nl/common.json";
import community from "./locales/nl/community.json";
import conversations from "./locales/nl/conversations.json";
import cookies from "./locales/nl/cookies.json";
import dates from "./locales/nl/dates.json";
import elearning from "./locales/nl/elearning.json";
import errors from "./locales/nl/errors.json";
import forms from "./locales/nl/forms.json";
import home from "./locales/nl/home.json";
import inbox from "./locales/nl/inbox.json";
import library from "./locales/nl/library.json";
import load from "./locales/nl/load.json";
import notFound from "./locales/nl/notFound.json";
import newsletter from "./locales/nl/newsletter.json";
import paging from "./locales/nl/paging.json";
import people from "./locales/nl/people.json";
import profile from "./locales/nl/profile.json";
import reader from "./locales/nl/reader.json";
import reading from "./locales/nl/reading.json";
import recommended from "./locales/nl/recommended.json";
import search from "./locales/nl/search.json";
import settings from "./locales/nl/settings.json";
import stories from "./locales/nl/stories.json";
import suggestions from "./locales/nl/suggestions.json";
import volunteers from "./locales/nl/volunteers.json";

export const resources = {
  nl: {
    account,
    accountShell,
    activities,
    appguide,
    article,
    auth,
    common,
    community,
    conversations,
    cookies,
    dates,
    elearning,
    errors,
    forms,
    home,
    inbox,
    library,
    load,
    newsletter,
    notFound,
    paging,
    people,
    profile,
    reader,
    reading,
    recommended,
    search,
    settings,
    stories,
    suggestions,
    volunteers,
  },
} as const;
export type Namespace = keyof (typeof resources)["nl"];
