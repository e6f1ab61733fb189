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
