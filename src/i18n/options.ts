/** The i18next options shared by the build and test instance (index.ts) and the browser's (browser.ts). */
import type { InitOptions } from "i18next";

export const SHARED_OPTIONS = {
  lng: "nl",
  fallbackLng: "nl",
  supportedLngs: ["nl"],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
} as const satisfies InitOptions;
