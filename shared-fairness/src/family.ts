import type { Draws } from './stream';

/** What one game family recomputed from the stream: the outcome the seeds give, and the first difference from the record. */
export interface Recomputed {
  expected: Record<string, unknown>;
  /** A sentence for the player, e.g. "Reel 3 should stop at 17, the record says 4."; null when the record agrees. */
  mismatch: string | null;
}

/** A game family's mapping (docs/fairness.md): draws in the documented order, decisions read from the stored outcome. */
export interface Family {
  recompute(config: Record<string, unknown>, outcome: Record<string, unknown>, draws: Draws): Recomputed;
  /** The expected outcome in words. */
  describe(expected: Record<string, unknown>): string;
}

/** Collects the first difference between what the seeds give and what the record says. */
export class Differences {
  first: string | null = null;

  /** Notes `sentence` when the record has `recorded` where the seeds give `expected` (the first difference only). */
  same(expected: unknown, recorded: unknown, sentence: () => string): void {
    if (this.first === null && !sameValue(expected, recorded)) this.first = sentence();
  }

  note(sentence: string): void {
    this.first ??= sentence;
  }
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const asRecord = (value: unknown): Record<string, unknown> =>
  (value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {});

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** How a recorded value reads in a sentence. */
export const shown = (value: unknown): string => {
  if (value === undefined || value === null) return 'nothing';
  if (typeof value === 'string') return value.trim() === '' ? 'a blank' : value;
  return JSON.stringify(value);
};

export const ordinal = (index: number) => String(index + 1);

/** "1 card", "3 cards". */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
