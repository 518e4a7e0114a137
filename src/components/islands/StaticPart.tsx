/**
 * A part of a page that never changes in the browser (an article's text, its blocks, the related
 * articles): the build renders it into the HTML, and the page the browser opens keeps that HTML as
 * it is, without loading the part's code or hydrating it. React leaves a Suspense boundary whose
 * content is still missing as the server rendered it, so the part renders a boundary whose content
 * never arrives. After a client-side navigation, when there is no such HTML, the code loads from
 * its own chunk and renders as usual.
 *
 * Only for content without behaviour: a Gatsby Link inside is an ordinary link (a full page load),
 * and a part must not hold an island that needs hydrating.
 */
import { lazy, memo, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { useHydrating } from "./useHydrating";

export interface StaticPartProps<P extends object> {
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** After a client-side navigation, shown while the code loads (usually nothing). */
  fallback?: ReactNode;
}

/** The code of the part is never asked for: its HTML stays as the build rendered it. */
const KeepServerHtml = lazy(() => new Promise<{ default: ComponentType }>(() => {}));

export function StaticPart<P extends object>({ load, props, fallback = null }: StaticPartProps<P>) {
  const hydrating = useHydrating();
  const [Part] = useState(() => (hydrating ? (KeepServerHtml as unknown as ComponentType<object>) : loadedPart(load)));
  return <Boundary Part={Part} props={props} fallback={fallback} />;
}

const parts = new WeakMap<() => Promise<ComponentType<never>>, ComponentType<object>>();

/** One lazy component per loader, so every part of a kind shares the chunk and its state. */
function loadedPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<object> {
  let part = parts.get(load as () => Promise<ComponentType<never>>);
  if (!part) {
    part = lazy(async () => ({ default: (await load()) as ComponentType<object> })) as unknown as ComponentType<object>;
    parts.set(load as () => Promise<ComponentType<never>>, part);
  }
  return part;
}

/**
 * Renders again only when the part's props change: an update reaching a boundary that React keeps
 * as server HTML would make it drop that HTML.
 */
const Boundary = memo(
  function Boundary({ Part, props, fallback }: { Part: ComponentType<object>; props: object; fallback: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  },
  (before, after) => before.Part === after.Part && shallowEqual(before.props, after.props),
);

export function shallowEqual(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.is(left[key], right[key]));
}
