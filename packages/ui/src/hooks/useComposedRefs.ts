import { useCallback, type Ref, type RefCallback } from 'react';

type PossibleRef<Element> = Ref<Element> | undefined;

/** Hands the element to one ref; returns the ref's own cleanup, if it has one. */
function setRef<Element>(ref: PossibleRef<Element>, element: Element | null) {
  if (typeof ref === 'function') return ref(element);
  if (ref) ref.current = element;
  return undefined;
}

/** One ref callback that hands the element to every ref given, in Radix's shape. */
export function composeRefs<Element>(...refs: PossibleRef<Element>[]): RefCallback<Element> {
  return (element) => {
    const cleanups = refs.map((ref) => setRef(ref, element));
    // React 19 calls a returned cleanup instead of calling the ref with null, so each
    // ref is let go its own way: its cleanup, or null.
    if (!cleanups.some((cleanup) => typeof cleanup === 'function')) return;
    return () => {
      cleanups.forEach((cleanup, index) => {
        if (typeof cleanup === 'function') cleanup();
        else setRef(refs[index], null);
      });
    };
  };
}

/** `composeRefs`, kept the same between renders while the refs are, so React does not detach and attach again. */
export function useComposedRefs<Element>(...refs: PossibleRef<Element>[]): RefCallback<Element> {
  // The refs are the dependencies, whatever their number.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
  return useCallback(composeRefs(...refs), refs);
}
