/** react-dom/server needs TextEncoder, which jsdom's test environment lacks. Import before it. */
import { TextDecoder, TextEncoder } from "node:util";

Object.assign(globalThis, { TextEncoder, TextDecoder });

export {};
