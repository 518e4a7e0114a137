/**
 * The `forms` namespace travels with the form parts that show its texts (usage.ts CODE_NAMESPACES):
 * each of them imports this module, so an error prefix or a busy button never waits for a chunk.
 */
import forms from "./locales/nl/forms.json";
import { provideNamespace } from "./resources";

provideNamespace("forms", forms);
