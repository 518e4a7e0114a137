/** i18next for the React side: Dutch only, resources bundled, initialised synchronously (SSR-safe). */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultNS, resources } from "./resources";

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: "nl",
    fallbackLng: "nl",
    supportedLngs: ["nl"],
    resources,
    defaultNS,
    ns: Object.keys(resources.nl),
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
    returnNull: false,
  });
}

export default i18next;
