import { formatBalance } from 'shared-contract/money';
/** What `el` appends: nodes, text (numbers become text), nested lists; null, undefined and false add nothing. */
export type Child = Node | string | number | null | undefined | false | ReadonlyArray<Child>;

type Listener = (event: Event) => void;
export type Attributes = Record<string, string | number | boolean | null | undefined | Listener>;

/**
 * Builds an element: `class` sets the class name, `on…` adds a listener, `true` an empty attribute,
 * false and null leave the attribute out. Text is always text (never parsed as HTML).
 */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') node.addEventListener(name.slice(2), value);
    else if (name === 'class') node.className = String(value);
    else if (value !== false && value != null) node.setAttribute(name, value === true ? '' : String(value));
  }
  append(node, children);
  return node;
}

/** Replaces the children of `node` (null, undefined and false add nothing, as in `el`). */
export function setChildren(node: Element, ...children: Child[]): void {
  node.replaceChildren();
  append(node, children);
}

function append(node: Element, children: ReadonlyArray<Child>): void {
  for (const child of children) {
    if (child == null || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else node.append(typeof child === 'object' ? (child as Node) : String(child));
  }
}

/** The page's element with this id (the page is ours: a missing one is a build error, not a state). */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`#${id} is missing from the page`);
  return node as T;
}

/** Dollars as the client shows them: `$12.50`. */
/** Money as the site shows it (SPEC §9): one definition, shared-contract's. */
export const money = (value: number | string): string => formatBalance(Number(value));

/** Red suits are written in red. */
export const isRed = (label: string): boolean => /[♥♦]/.test(label);

const SVG_NS = 'http://www.w3.org/2000/svg';
/** An SVG element with its attributes (presentation attributes, never `style`: the CSP forbids inline style). */
export function svgEl<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number> = {}, ...children: (Node | string)[]): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}
