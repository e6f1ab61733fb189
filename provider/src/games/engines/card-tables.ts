import { caribbeanStudGame, caribbeanStudTheory } from './caribbean-stud-engine';
import { letEmRideGame, letEmRideTheory } from './let-em-ride-engine';
import { redDogGame, redDogTheory } from './red-dog-engine';
import type { CardTable } from './card-table';
import { triCardGame, triCardTheory } from './tri-card-poker-engine';

/** The card table games settled through the shared table-round path, by engine name. */
export type CardTableEngine = 'tri-card-poker' | 'red-dog' | 'caribbean-stud' | 'let-em-ride';

export const CARD_TABLES: Record<CardTableEngine, CardTable<unknown>> = {
  'tri-card-poker': triCardGame as CardTable<unknown>,
  'red-dog': redDogGame as CardTable<unknown>,
  'caribbean-stud': caribbeanStudGame as CardTable<unknown>,
  'let-em-ride': letEmRideGame as CardTable<unknown>,
};

export const isCardTableEngine = (engine: string): engine is CardTableEngine => Object.hasOwn(CARD_TABLES, engine);

const theories: Partial<Record<CardTableEngine, { rtp: number }>> = {};

/** Each table's theoretical RTP per unit of its first bet (the Ante), optimal decisions; computed once. */
export function cardTableTheory(engine: CardTableEngine): { rtp: number } {
  theories[engine] ??= engine === 'tri-card-poker' ? { rtp: triCardTheory().anteRtp }
    : engine === 'red-dog' ? redDogTheory()
      : engine === 'let-em-ride' ? letEmRideTheory()
        : caribbeanStudTheory();
  return theories[engine];
}

/** Titles that play a table engine of their own. */
export function cardTableFor(name: string): CardTableEngine | null {
  if (/^tri card poker$/i.test(name)) return 'tri-card-poker';
  if (/^red dog$/i.test(name)) return 'red-dog';
  if (/^caribbean stud poker$/i.test(name)) return 'caribbean-stud';
  if (/^let 'em ride( progressive)?$/i.test(name)) return 'let-em-ride';
  return null;
}
