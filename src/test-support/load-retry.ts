/**
 * The shared load hook's cycle on a page whose first load fails (spec 001 §4, §9), on jest's fake
 * timers (`useRetryClock()` before rendering): the Dutch notice with its exact words (axe
 * clean), the automatic second attempt 10 s later, then "Opnieuw proberen" loads the content once the
 * server answers again. `attempts` counts the page's requests, `recover` makes the server answer,
 * `loaded` finds the content.
 */
import { act, fireEvent, screen, within } from "@testing-library/react";
import { RETRY_INTERVAL_MS } from "../platform/loading/useLoad";
import { axeViolations } from "./axe";
import type { FetchRouter, StubAnswer } from "./fetch-router";

/** A route that answers 503 (a connection error) until `up` is set, then `answer`. */
export function flakyRoute(api: FetchRouter, route: string, answer: StubAnswer): { up: boolean } {
  const link = { up: false };
  api.on(route, () => (link.up ? answer : { status: 503, body: {} }));
  return link;
}

/** Fake timers for the retry's wait. */
export function useRetryClock(): void {
  jest.useFakeTimers();
}

/** axe on the fake clock: its rules finish on short timers, run here a millisecond at a time. */
async function axeOnFakeClock(): Promise<string[]> {
  let result: string[] | undefined;
  const run = axeViolations().then((violations) => (result = violations));
  while (result === undefined) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
  }
  return run;
}

export const connectionNotice = (attempt: number): string =>
  `Er is geen verbinding met de server. We proberen het over 10 seconden opnieuw (poging ${attempt} van 10).`;

export async function expectLoadRetried({
  attempts,
  recover,
  loaded,
}: {
  attempts: () => number;
  recover: () => void;
  loaded: () => Promise<unknown>;
}): Promise<void> {
  const first = (await screen.findByText(connectionNotice(1))).closest("[role=alert]") as HTMLElement;
  expect(first).toBeInTheDocument();
  expect(attempts()).toBe(1);
  expect(await axeOnFakeClock()).toEqual([]);
  expect(attempts()).toBe(1);
  await act(async () => {
    jest.advanceTimersByTime(RETRY_INTERVAL_MS);
  });
  const second = (await screen.findByText(connectionNotice(2))).closest("[role=alert]") as HTMLElement;
  expect(attempts()).toBe(2);
  recover();
  act(() => fireEvent.click(within(second).getByRole("button", { name: "Opnieuw proberen" })));
  await loaded();
  expect(attempts()).toBe(3);
  expect(screen.queryByText(/Er is geen verbinding met de server/)).not.toBeInTheDocument();
}
