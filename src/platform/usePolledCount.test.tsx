import { act, renderHook } from "@testing-library/react";
import { announce, COUNT_CHANGED, usePolledCount } from "./usePolledCount";

describe("usePolledCount", () => {
  it("shows the answer of the latest fetch, not an earlier one that arrives after it", async () => {
    const pending: Array<(n: number) => void> = [];
    const fetchCount = () => new Promise<number>((resolve) => pending.push(resolve));
    const { result } = renderHook(() => usePolledCount(fetchCount, COUNT_CHANGED.unread, 60_000));
    expect(pending).toHaveLength(1);
    // The count changes (a conversation read): a second fetch, answered first.
    act(() => announce(COUNT_CHANGED.unread));
    expect(pending).toHaveLength(2);
    await act(async () => pending[1]!(0));
    expect(result.current).toBe(0);
    await act(async () => pending[0]!(3));
    expect(result.current).toBe(0);
    act(() => announce(COUNT_CHANGED.unread));
    await act(async () => pending[2]!(2));
    expect(result.current).toBe(2);
  });
});
