/** Test helpers: jsdom has neither matchMedia nor the Web Animations API; these stand in for a browser's. */
export function setReducedMotion(reduce: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true, writable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }),
  });
}

/** Element.animate that finishes at once, recording what was animated. */
export function instantAnimations(): jest.Mock {
  const animate = jest.fn(() => ({ finished: Promise.resolve(), cancel: jest.fn() }) as unknown as Animation);
  Object.defineProperty(Element.prototype, 'animate', { configurable: true, writable: true, value: animate });
  Object.defineProperty(Element.prototype, 'getAnimations', { configurable: true, writable: true, value: () => [] });
  return animate;
}

export function removeAnimations(): void {
  delete (Element.prototype as Partial<Element>).animate;
  delete (Element.prototype as Partial<Element>).getAnimations;
  delete (window as Partial<Window>).matchMedia;
}
