import type { Root } from 'react-dom/client';

/** Paths compared without a trailing slash: `/info/faq/` is `/info/faq`. */
export const normalisedPath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/**
 * Whether React has hydrated (or rendered) `element`: React then keeps the element's props on it (its own
 * `__reactProps$…` key; hydration.test.tsx holds this to the React in use). React hydrates a part of the page whose
 * code is not in yet later, on its own, and drops a click on that part meanwhile.
 */
export function isHydratedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Has React hydrate the part of the page that holds `element` before the rest, at the priority of a task outside any
 * event. React leaves the parts behind a Suspense boundary (the remote's page, the nav bar, the footer) for idle time
 * after the root; a person already using one of them should not wait for that. `unstable_scheduleHydration` is React's
 * own way (in react-dom since 18, on a root made by `hydrateRoot`); without it, nothing changes.
 */
export function hydrateFirst(root: Root, element: Element): void {
  (root as Root & { unstable_scheduleHydration?: (target: Node) => void }).unstable_scheduleHydration?.(element);
}
