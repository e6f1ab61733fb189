import { caribbeanStudGame, caribbeanStudTheory } from './caribbean-stud-engine';
import { letEmRideGame, letEmRideTheory } from './let-em-ride-engine';
import { redDogGame, redDogTheory } from './red-dog-engine';
import type { TableGame } from './table-game';
import { triCardGame, triCardTheory } from './tri-card-poker-engine';

/** The card table games settled through the shared table-round path, by engine name. */
export type TableEngine = 'tri-card-poker' | 'red-dog' | 'caribbean-stud' | 'let-em-ride';

export const TABLE_GAMES: Record<TableEngine, TableGame<unknown>> = {
  'tri-card-poker': triCardGame as TableGame<unknown>,
  'red-dog': redDogGame as TableGame<unknown>,
  'caribbean-stud': caribbeanStudGame as TableGame<unknown>,
  'let-em-ride': letEmRideGame as TableGame<unknown>,
};

export const isTableEngine = (engine: string): engine is TableEngine => Object.hasOwn(TABLE_GAMES, engine);

const theories: Partial<Record<TableEngine, { rtp: number }>> = {};

/** Each table's theoretical RTP per unit of its first bet (the Ante), optimal decisions; computed once. */
export function tableTheory(engine: TableEngine): { rtp: number } {
  theories[engine] ??= engine === 'tri-card-poker' ? { rtp: triCardTheory().anteRtp }
    : engine === 'red-dog' ? redDogTheory()
      : engine === 'let-em-ride' ? letEmRideTheory()
        : caribbeanStudTheory();
  return theories[engine];
}

/** Titles that play a table engine of their own. */
export function tableEngineFor(name: string): TableEngine | null {
  if (/^tri card poker$/i.test(name)) return 'tri-card-poker';
  if (/^red dog$/i.test(name)) return 'red-dog';
  if (/^caribbean stud poker$/i.test(name)) return 'caribbean-stud';
  if (/^let 'em ride( progressive)?$/i.test(name)) return 'let-em-ride';
  return null;
}
