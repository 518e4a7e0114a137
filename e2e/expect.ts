/** A tiny assertion helper for the browser tests (jest's expect is not available outside jest). */
import { isDeepStrictEqual } from "node:util";

export function expect<T>(actual: T) {
  const fail = (message: string): never => {
    throw new Error(message);
  };
  return {
    toBe(expected: T) {
      if (!Object.is(actual, expected)) fail(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    },
    toEqual(expected: T) {
      if (!isDeepStrictEqual(actual, expected))
        fail(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    },
    toBeTruthy() {
      if (!actual) fail(`expected a value, got ${JSON.stringify(actual)}`);
    },
    toMatch(pattern: RegExp) {
      if (typeof actual !== "string" || !pattern.test(actual))
        fail(`expected ${JSON.stringify(actual)} to match ${pattern}`);
    },
  };
}
