/**
 * Islands whose code loads only when the reader gets to them
 * (docs/decisions/007-islands-and-late-shell-parts.md); see StaticPart.tsx for parts that never need
 * code at all. The static HTML has the whole island (the build loads its code at once); in the
 * browser the island stays server HTML, visible and in place, until it comes within a screen of the
 * viewport or is focused or touched; then its chunk loads and React hydrates it (a Suspense boundary
 * keeps the server HTML while the code is missing). After a client-side navigation the `fallback`
 * holds its place until the code is there.
 */
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";
import { shallowEqual } from "./StaticPart";

/** How far outside the viewport an island starts loading: about a screen ahead of the reader. */
const NEAR_MARGIN = "600px 0px";

/** Calls `onNear` once, when the element comes near the viewport or is focused or touched. */
export function useWhenNear(ref: RefObject<HTMLElement | null>, onNear: () => void): void {
  const callback = useRef(onNear);
  callback.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let done = false;
    const fire = () => {
      if (done) return;
      done = true;
      cleanup();
      callback.current();
    };
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
            rootMargin: NEAR_MARGIN,
          });
    // Listened for on the document, in the capture phase: React stops these events at its root
    // while their target is inside a boundary it has not hydrated yet.
    const events = ["focusin", "pointerdown", "pointerover"] as const;
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) fire();
    };
    function cleanup() {
      observer?.disconnect();
      for (const name of events) document.removeEventListener(name, onEvent, true);
    }
    for (const name of events) document.addEventListener(name, onEvent, true);
    if (observer) observer.observe(element);
    else fire();
    return cleanup;
  }, [ref]);
}

export interface DeferredProps<P extends object> {
  /** Loads the island's component from its own chunk. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** After a client-side navigation, shown until the code is there; keep it the island's size. */
  fallback: ReactNode;
  className?: string;
}

export function Deferred<P extends object>({ load, props, fallback, className }: DeferredProps<P>) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(openGate);
  const [Island] = useState(() =>
    lazy(async () => {
      // On the server the code loads at once, so the static HTML holds the whole island.
      if (typeof window !== "undefined") await gate.opened;
      return { default: await load() };
    }),
  );
  useWhenNear(ref, gate.open);

  // A form sent before its code is there would go to the server as a plain GET of this page, and a
  // button pressed then would do nothing (React drops a click on a part it cannot hydrate yet):
  // hold them, and send the form or press the button again once React has taken the island over.
  const ready = useRef(false);
  const heldForm = useRef<HTMLFormElement | null>(null);
  const heldButton = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // On the document, in the capture phase, for the same reason as in useWhenNear.
    const hold = (event: Event) => {
      if (ready.current || !(event.target instanceof HTMLFormElement) || !element.contains(event.target)) return;
      event.preventDefault();
      heldForm.current = event.target;
      gate.open();
    };
    const holdClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (ready.current || !button || !element.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      heldButton.current = button;
      gate.open();
    };
    document.addEventListener("submit", hold, true);
    document.addEventListener("click", holdClick, true);
    return () => {
      document.removeEventListener("submit", hold, true);
      document.removeEventListener("click", holdClick, true);
    };
  }, [gate]);
  const [onReady] = useState(() => () => {
    ready.current = true;
    const form = heldForm.current;
    const button = heldButton.current;
    heldForm.current = null;
    heldButton.current = null;
    if (form?.isConnected) form.requestSubmit();
    else if (button?.isConnected) button.click();
  });

  return (
    <div ref={ref} className={className}>
      <Boundary
        Island={Island as unknown as ComponentType<object>}
        props={props}
        fallback={fallback}
        onReady={onReady}
      />
    </div>
  );
}

/**
 * The boundary only renders again when the island's props change: an update that reached a boundary
 * React has not hydrated yet would make it drop the server HTML for the fallback.
 */
const Boundary = memo(
  function Boundary({
    Island,
    props,
    fallback,
    onReady,
  }: {
    Island: ComponentType<object>;
    props: object;
    fallback: ReactNode;
    onReady: () => void;
  }) {
    return (
      <Suspense fallback={fallback}>
        <Island {...props} />
        <Ready onReady={onReady} />
      </Suspense>
    );
  },
  (before, after) =>
    before.Island === after.Island && before.onReady === after.onReady && shallowEqual(before.props, after.props),
);

/** Renders nothing; tells the island's wrapper when React has committed (hydrated) the island. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

function openGate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
}
