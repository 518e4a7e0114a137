import { act, fireEvent, render, screen } from "@testing-library/react";
import { ApiError } from "../http";
import { LoadNotice } from "./LoadNotice";
import { MAX_ATTEMPTS, RETRY_INTERVAL_MS, useLoad } from "./useLoad";

function Probe({ load }: { load: (signal: AbortSignal) => Promise<string> }) {
  const { state, retry } = useLoad(load);
  return (
    <>
      <p data-testid="status">{state.status}</p>
      {state.status === "loaded" ? <p>{state.data}</p> : null}
      {state.status === "failed" ? <p data-testid="code">{state.statusCode}</p> : null}
      <LoadNotice state={state} retry={retry} />
    </>
  );
}

const flush = () => act(async () => undefined);
const status = () => screen.getByTestId("status").textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("useLoad (spec 001 §4, §9)", () => {
  it("turns a failed request into connection-error with a Dutch notice and tries again after 10 s", async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(0, "NetworkError", "offline"))
      .mockResolvedValueOnce("De gegevens");
    render(<Probe load={load} />);
    await flush();
    expect(status()).toBe("connection-error");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Er is geen verbinding met de server. We proberen het over 10 seconden opnieuw (poging 1 van 10).",
    );
    await act(async () => jest.advanceTimersByTime(RETRY_INTERVAL_MS - 1));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(status()).toBe("loaded");
    expect(screen.getByText("De gegevens")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("stops after 10 attempts with failed (500), and the manual retry starts again at once", async () => {
    const load = jest.fn().mockRejectedValue(new ApiError(503, "Unavailable", "weg"));
    render(<Probe load={load} />);
    for (let n = 1; n < MAX_ATTEMPTS; n += 1) {
      await flush();
      expect(status()).toBe("connection-error");
      await act(async () => jest.advanceTimersByTime(RETRY_INTERVAL_MS));
    }
    await flush();
    expect(load).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(status()).toBe("failed");
    expect(screen.getByTestId("code")).toHaveTextContent("500");
    expect(screen.getByRole("alert")).toHaveTextContent("Het laden is niet gelukt. Probeer het later opnieuw.");
    await act(async () => jest.advanceTimersByTime(RETRY_INTERVAL_MS * 5));
    expect(load).toHaveBeenCalledTimes(MAX_ATTEMPTS);

    load.mockResolvedValueOnce("Weer terug");
    // A plain click inside act (user-event's own waits would let the answer arrive outside act,
    // where React schedules the render on a fake timer).
    act(() => fireEvent.click(screen.getByRole("button", { name: "Opnieuw proberen" })));
    await flush();
    expect(load).toHaveBeenCalledTimes(MAX_ATTEMPTS + 1);
    expect(status()).toBe("loaded");
    expect(screen.getByText("Weer terug")).toBeInTheDocument();
  });

  it("gives unauthorized for a 401/403 and failed for another 4xx, without retrying", async () => {
    const forbidden = jest.fn().mockRejectedValue(new ApiError(403, "Forbidden", "nee"));
    const { unmount } = render(<Probe load={forbidden} />);
    await flush();
    expect(status()).toBe("unauthorized");
    await act(async () => jest.advanceTimersByTime(RETRY_INTERVAL_MS * 2));
    expect(forbidden).toHaveBeenCalledTimes(1);
    unmount();

    const missing = jest.fn().mockRejectedValue(new ApiError(404, "NotFound", "weg"));
    render(<Probe load={missing} />);
    await flush();
    expect(status()).toBe("failed");
    expect(screen.getByTestId("code")).toHaveTextContent("404");
    await act(async () => jest.advanceTimersByTime(RETRY_INTERVAL_MS * 2));
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
