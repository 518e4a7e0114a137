/**
 * Holds the clock the services read (Date only: timers, the database and the handlers run as
 * usual) at this moment, so a test's calls fall in one fixed rate-limit window whatever second it
 * is, instead of failing when a window ends between them. Undo with jest.useRealTimers().
 */
export function holdTheClock(): void {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
}
