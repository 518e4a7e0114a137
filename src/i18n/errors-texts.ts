/**
 * The `errors` namespace travels with the code that shows its texts (usage.ts CODE_NAMESPACES): the
 * fetch helper imports this module, so an error after a press never waits for a chunk.
 */
import errors from "./locales/nl/errors.json";
import { provideNamespace } from "./resources";

provideNamespace("errors", errors);
