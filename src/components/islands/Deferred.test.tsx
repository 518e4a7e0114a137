import { act, render, screen, waitFor } from "@testing-library/react";
import { useState, type FormEvent } from "react";
import { serverHtml } from "../../test-support/server-html";
import { Deferred } from "./Deferred";

/** An IntersectionObserver stand-in that the test moves into view by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe() {}
  disconnect() {}
  comeIntoView() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function Island({ onSend }: { onSend: () => void }) {
  const [count, setCount] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  return (
    <form onSubmit={submit}>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Geteld: {count}
      </button>
      <button type="submit">Versturen</button>
    </form>
  );
}

/** The build's HTML of <Deferred>: its wrapper and a resolved Suspense boundary around the island. */
function staticDeferred(onSend: () => void): HTMLDivElement {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = `<div><!--$-->${serverHtml(<Island onSend={onSend} />)}<!--/$--></div>`;
  return container;
}

describe("Deferred", () => {
  beforeEach(() => {
    FakeObserver.all = [];
    Object.assign(window, { IntersectionObserver: FakeObserver });
  });
  afterEach(() => {
    delete (window as Partial<typeof window>).IntersectionObserver;
    document.body.innerHTML = "";
  });

  it("keeps the build's HTML without loading the code until the island comes near", async () => {
    const onSend = jest.fn();
    const load = jest.fn(async () => Island);
    const container = staticDeferred(onSend);
    render(<Deferred load={load} props={{ onSend }} fallback={<p>Laden…</p>} />, { container, hydrate: true });

    expect(screen.getByRole("button", { name: "Geteld: 0" })).toBeInTheDocument();
    expect(screen.queryByText("Laden…")).toBeNull();
    expect(load).not.toHaveBeenCalled();

    act(() => FakeObserver.all[0]!.comeIntoView());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Hydrated: the same button now counts.
    await waitFor(() => {
      act(() => screen.getByRole("button", { name: /Geteld/ }).click());
      expect(screen.getByRole("button", { name: /Geteld: [1-9]/ })).toBeInTheDocument();
    });
  });

  it("holds a form sent before its code is there, and sends it once React has it", async () => {
    const onSend = jest.fn();
    const container = staticDeferred(onSend);
    render(<Deferred load={async () => Island} props={{ onSend }} fallback={null} />, { container, hydrate: true });

    const sent = new Event("submit", { bubbles: true, cancelable: true });
    container.querySelector("form")!.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true); // no plain GET of the page with the typed text

    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });

  it("holds a button pressed before its code is there, and presses it once, when React has it", async () => {
    const onSend = jest.fn();
    const load = jest.fn(async () => Island);
    const container = staticDeferred(onSend);
    render(<Deferred load={load} props={{ onSend }} fallback={null} />, { container, hydrate: true });
    expect(load).not.toHaveBeenCalled();

    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    screen.getByRole("button", { name: "Geteld: 0" }).dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);

    expect(await screen.findByRole("button", { name: "Geteld: 1" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // Once React has the island, a press goes straight to it.
    act(() => screen.getByRole("button", { name: "Geteld: 1" }).click());
    expect(screen.getByRole("button", { name: "Geteld: 2" })).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });
});
