import type { SqlParam } from './database';

/**
 * What a paid act works out from SQL texts (a combined read, deferred writes with their statement, a statement's
 * placeholders), worked out once per combination of parts (decision 058). A paid spin composed its texts on every
 * request: renumbering placeholders, joining parts and then hashing the new text to find its prepared statement cost
 * more of the provider's time than any single rule it reads. The parts are the modules' constant strings, so a lookup
 * keyed by them finds the same answer (for a composed text, the same string object, its hash already known) every time.
 * Parts that carry values (new for every call) are worked out and not kept once `cap` parts of paths are kept.
 */
export class KeptByParts<Value> {
  private readonly root = new Map<string | number, Node<Value>>();
  private size = 0;

  constructor(private readonly cap: number) {}

  /** What `make` makes of `keys`, kept after the first time. */
  get(keys: ReadonlyArray<string | number>, make: () => Value): Value {
    let level = this.root;
    let node: Node<Value> | undefined;
    for (const key of keys) {
      node = level.get(key);
      if (!node) {
        if (this.size >= this.cap) return make();
        node = { next: new Map(), kept: null };
        level.set(key, node);
        this.size += 1;
      }
      level = node.next;
    }
    if (!node) return make();
    node.kept ??= { value: make() };
    return node.kept.value;
  }
}

interface Node<Value> {
  next: Map<string | number, Node<Value>>;
  /** Boxed, so a kept `false` or empty text counts as kept. */
  kept: { value: Value } | null;
}

const PLACEHOLDER = /\$(\d+)/g;

/** Each statement's placeholders moved by an offset, and the lowest and highest placeholder it names (checked against its values). */
const renumbered = new KeptByParts<string>(4000);
const placeholderRanges = new KeptByParts<{ lowest: number; highest: number }>(2000);

/**
 * A statement's SQL with its placeholders $1…$n moved to follow `offset` others, for a statement made of several;
 * `where` names the part in the error a placeholder without a value throws.
 */
export function placeholdersAfter(sql: string, params: ReadonlyArray<SqlParam>, offset: number, where: string): string {
  const range = placeholderRanges.get([sql], () => {
    const found = { lowest: Infinity, highest: 0 };
    for (const [, position] of sql.matchAll(PLACEHOLDER)) {
      found.lowest = Math.min(found.lowest, Number(position));
      found.highest = Math.max(found.highest, Number(position));
    }
    return found;
  });
  if (range.lowest < 1) throw new Error(`$${range.lowest} has no value in ${where}`);
  if (range.highest > params.length) throw new Error(`$${range.highest} has no value in ${where}`);
  return renumbered.get([sql, offset], () => sql.replace(PLACEHOLDER, (_match, position: string) => `$${Number(position) + offset}`));
}
