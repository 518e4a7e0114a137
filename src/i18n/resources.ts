/** All Dutch texts, one JSON file per namespace. Add a namespace here when a feature adds one. */
import account from "./locales/nl/account.json";
import auth from "./locales/nl/auth.json";
import common from "./locales/nl/common.json";
import errors from "./locales/nl/errors.json";

export const resources = { nl: { common, auth, errors, account } } as const;
export type Namespace = keyof (typeof resources)["nl"];
export const defaultNS: Namespace = "common";
