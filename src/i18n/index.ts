/**
 * i18next with every namespace, initialised synchronously: the build's HTML renderer (gatsby-ssr)
 * and the component tests. The browser uses src/i18n/browser.ts instead (see react-i18next.browser.ts).
 * Every namespace a component asks for is reported (src/i18n/usage.ts), so the build can put the
 * page's texts into its HTML.
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { SHARED_OPTIONS } from "./options";
import { defaultNS, resources } from "./resources";
import { noteNamespaceUse } from "./usage";

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    ...SHARED_OPTIONS,
    resources,
    defaultNS,
    ns: Object.keys(resources.nl),
    react: { useSuspense: false },
  });
  // react-i18next's useTranslation reports the namespaces it uses through this object.
  const used = new Set<string>();
  (i18next as unknown as { reportNamespaces: unknown }).reportNamespaces = {
    addUsedNamespaces(namespaces: readonly string[]) {
      for (const namespace of namespaces) {
        used.add(namespace);
        noteNamespaceUse(namespace);
      }
    },
    getUsedNamespaces: () => [...used],
  };
}

export default i18next;
