import { render } from "@testing-library/react";
import { useEffect } from "react";
import { useLateStart } from "./useLateStart";

function Part({ log }: { log: string[] }) {
  useEffect(() => void log.push("effect"), [log]);
  useLateStart(() => log.push("start"));
  return null;
}

describe("useLateStart", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("starts once, in a task after the render's effects", () => {
    const log: string[] = [];
    const { rerender } = render(<Part log={log} />);
    expect(log).toEqual(["effect"]);
    jest.runAllTimers();
    rerender(<Part log={log} />);
    jest.runAllTimers();
    expect(log).toEqual(["effect", "start"]);
  });

  it("never starts a part that left the page before its task", () => {
    const log: string[] = [];
    const { unmount } = render(<Part log={log} />);
    unmount();
    jest.runAllTimers();
    expect(log).toEqual(["effect"]);
  });
});
