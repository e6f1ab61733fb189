import type { SqlParam } from './database';

/**
 * SQL texts composed from others (a combined read, deferred writes with their statement), made once per composition
 * (decision 058). A paid spin composed them on every request: renumbering placeholders, joining parts and then hashing
 * the new text to find its prepared statement cost more of the provider's time than any single rule it reads. The parts
 * are the modules' constant strings, so a lookup keyed by them finds the same composed string object every time, and
 * its hash is already known. A text that carries values (new for every call) is composed and not kept once a cache holds
 * `cap` entries (each part of a key's path is one).
 */
export class ComposedTexts {
  private readonly root = new Map<string | number, Node>();
  private size = 0;

  constructor(private readonly cap: number) {}

  /** The text composed from `keys` by `compose`, kept after its first composition. */
  get(keys: ReadonlyArray<string | number>, compose: () => string): string {
    let level = this.root;
    let node: Node | undefined;
    for (const key of keys) {
      node = level.get(key);
      if (!node) {
        if (this.size >= this.cap) return compose();
        node = { next: new Map(), text: undefined };
        level.set(key, node);
        this.size += 1;
      }
      level = node.next;
    }
    if (!node) return compose();
    node.text ??= compose();
    return node.text;
  }
}

interface Node {
  next: Map<string | number, Node>;
  text: string | undefined;
}

const PLACEHOLDER = /\$(\d+)/g;

/** Each statement's placeholders moved by an offset, and the lowest and highest placeholder it names (checked against its values). */
const renumbered = new ComposedTexts(4000);
const placeholderRange = new Map<string, { lowest: number; highest: number }>();

/**
 * A statement's SQL with its placeholders $1…$n moved to follow `offset` others, for a statement made of several;
 * `where` names the part in the error a placeholder without a value throws.
 */
export function placeholdersAfter(sql: string, params: ReadonlyArray<SqlParam>, offset: number, where: string): string {
  let range = placeholderRange.get(sql);
  if (range === undefined) {
    range = { lowest: Infinity, highest: 0 };
    for (const [, position] of sql.matchAll(PLACEHOLDER)) {
      range.lowest = Math.min(range.lowest, Number(position));
      range.highest = Math.max(range.highest, Number(position));
    }
    if (placeholderRange.size < 2000) placeholderRange.set(sql, range);
  }
  if (range.lowest < 1) throw new Error(`$${range.lowest} has no value in ${where}`);
  if (range.highest > params.length) throw new Error(`$${range.highest} has no value in ${where}`);
  return renumbered.get([sql, offset], () => sql.replace(PLACEHOLDER, (_match, position: string) => `$${Number(position) + offset}`));
}
