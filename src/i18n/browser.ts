/**
 * i18next in the browser. Loaded only with the features that use react-i18next: in the browser
 * bundle `react-i18next` resolves to react-i18next.browser.ts, which imports this module first
 * (see plugins/reumanl-webpack/gatsby-node.ts), so pages without such features (the library) ship
 * neither i18next nor its texts. It starts with the namespaces the page already has (resources.browser.ts) and loads any
 * other one from its own chunk when a component asks for it; until then that component suspends
 * (during hydration React keeps the server's HTML; after a client-side navigation the previous page
 * stays until the texts are there), so no key or empty text is ever shown.
 */
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next-package";
import { SHARED_OPTIONS } from "./options";
import { defaultNS, loadNamespace, onNamespaceProvided, resources } from "./resources.browser";

const backend: BackendModule = {
  type: "backend",
  init() {},
  read(_language, namespace, callback) {
    loadNamespace(namespace).then(
      (bundle) => callback(null, bundle as never),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

if (!i18next.isInitialized) {
  void i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      ...SHARED_OPTIONS,
      resources: { nl: { ...resources.nl } },
      partialBundledLanguages: true,
      defaultNS,
      ns: Object.keys(resources.nl),
      react: { useSuspense: true },
    });
  // Namespaces that code hands in later (provideNamespace) are i18next's at once as well.
  onNamespaceProvided((namespace, bundle) => i18next.addResourceBundle("nl", namespace, bundle));
}

export default i18next;
