import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far outside the viewport a box counts as near: enough for its picture to arrive before it is seen. */
const NEAR_MARGIN = '200px';

/**
 * One observer for every box on the page (a lobby shows dozens): each box registers what to do when
 * it comes near the viewport, and is forgotten once it has.
 */
let sharedObserver: IntersectionObserver | undefined;
const whenNear = new Map<Element, () => void>();

function observeNear(element: Element, onNear: () => void): () => void {
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        whenNear.get(entry.target)?.();
        whenNear.delete(entry.target);
        sharedObserver?.unobserve(entry.target);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  whenNear.set(element, onNear);
  sharedObserver.observe(element);
  return () => {
    whenNear.delete(element);
    sharedObserver?.unobserve(element);
  };
}

/**
 * Whether the box `ref` is given to has come near the viewport (and stays so once it has): a picture
 * below the first screen is added to the page then, so a phone's first load downloads what it shows
 * and no more. (The browser's own `loading="lazy"` starts 1,250–2,500 px away, which on a page of
 * banners is all of them.) `nearAtFirst` (the first screen) is near from the first render, on the
 * server too; a browser without an observer takes every box as near.
 */
export function useNearViewport<Box extends Element>(nearAtFirst: boolean): { ref: RefObject<Box | null>; near: boolean } {
  const ref = useRef<Box>(null);
  // The same first render on the server (which has no observer) as in the browser.
  const [near, setNear] = useState(nearAtFirst);
  useEffect(() => {
    if (near || !ref.current) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    return observeNear(ref.current, () => setNear(true));
  }, [near]);
  return { ref, near };
}
