import { baccaratTable } from './engines/baccarat-engine';
import { blackjackEngine } from './engines/blackjack-engine';
import { cardTableEngine } from './engines/card-table';
import { caribbeanStudGame, caribbeanStudTheory } from './engines/caribbean-stud-engine';
import { crapsTable } from './engines/craps-engine';
import { crashEngine } from './engines/crash-engine';
import { letEmRideGame, letEmRideTheory } from './engines/let-em-ride-engine';
import { redDogGame, redDogTheory } from './engines/red-dog-engine';
import { rouletteEngine } from './engines/roulette-engine';
import { sicBoTable } from './engines/sic-bo-engine';
import { slotEngine } from './engines/slot-game';
import { spotTableEngine } from './engines/table-bets';
import { triCardGame, triCardTheory } from './engines/tri-card-poker-engine';
import { videoPokerEngine } from './engines/video-poker-game';
import { warTable } from './engines/war-engine';
import type { EngineOptions, EngineSetup, GameEngine } from './game-engine';

/**
 * Every game engine, by the name a catalogue entry gives (`games.engine`). The rounds service
 * finds an engine only here. Adding a game: its engine file, one line here, its catalogue entry.
 */
export const ENGINES = {
  slot: slotEngine,
  'video-poker': videoPokerEngine,
  blackjack: blackjackEngine,
  roulette: rouletteEngine,
  crash: crashEngine,
  baccarat: spotTableEngine(baccaratTable),
  'sic-bo': spotTableEngine(sicBoTable),
  craps: spotTableEngine(crapsTable),
  war: spotTableEngine(warTable),
  'tri-card-poker': cardTableEngine(triCardGame, () => ({ rtp: triCardTheory().anteRtp })),
  'red-dog': cardTableEngine(redDogGame, redDogTheory),
  'caribbean-stud': cardTableEngine(caribbeanStudGame, caribbeanStudTheory),
  'let-em-ride': cardTableEngine(letEmRideGame, letEmRideTheory),
} satisfies Record<string, GameEngine<unknown, unknown>>;

export type EngineId = keyof typeof ENGINES;

export const isEngineId = (name: string): name is EngineId => Object.hasOwn(ENGINES, name);

/** Acts that continue an open round in any engine: a request naming one never starts a round. */
export const CONTINUING_ACTS: ReadonlySet<string> = new Set(Object.values(ENGINES).flatMap((engine) => engine.acts));

/** A title's engine, configured from its catalogue options. */
export interface TitleEngine {
  id: EngineId;
  engine: GameEngine;
  setup: EngineSetup<unknown>;
}

const titles = new Map<string, TitleEngine>();

/** The engine and configuration of a catalogue entry (memoised by its text: theories run once). */
export function titleEngine(engineName: string, options: EngineOptions): TitleEngine {
  const key = `${engineName}:${JSON.stringify(options)}`;
  let found = titles.get(key);
  if (!found) {
    if (!isEngineId(engineName)) throw new Error(`No game engine "${engineName}" in the registry.`);
    const engine = ENGINES[engineName] as GameEngine;
    found = { id: engineName, engine, setup: engine.configure(options) };
    titles.set(key, found);
  }
  return found;
}
