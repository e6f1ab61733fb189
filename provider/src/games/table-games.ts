import { toDollars } from '../lib/money';
import { baccaratSpots, playBaccarat, publicCoup } from './engines/baccarat-engine';
import { crapsSpots, playCraps } from './engines/craps-engine';
import { playSicBo, sicBoSpots } from './engines/sic-bo-engine';
import { validateTableBets, type BetSpot, type SettledBet, type TableBet } from './engines/table-bets';
import { playWar, publicWar, warSpots } from './engines/war-engine';
import type { Rng } from './rng';

/**
 * The single-step table games that play `action: 'bet'` with a list of bets on named spots. Each
 * one settles a whole round at once; the settlement service debits the stake (and any raise it
 * reports), credits `returnCents` and records `outcome` for the client and recall.
 */
export type TableEngine = 'baccarat' | 'sic-bo' | 'craps' | 'war';

export interface TableRound {
  returnCents: number;
  /** Stake taken during the round on top of the bets (war's raise). */
  extraStakeCents: number;
  outcome: Record<string, unknown>;
}

interface TableGame {
  spots: () => BetSpot[];
  /** Rules about the set of bets beyond each spot being valid. */
  checkRound?: (bets: readonly TableBet[]) => string | null;
  /** `balanceAfterStakeCents`: what the player can still stake during the round. */
  play: (bets: readonly TableBet[], rng: Rng, balanceAfterStakeCents: number) => TableRound;
}

const betsView = (settled: readonly SettledBet[], spots: readonly BetSpot[]) => settled.map(({ bet, returnCents, result }) => ({
  kind: bet.kind,
  value: bet.value ?? null,
  label: spots.find((spot) => spot.kind === bet.kind && spot.value === bet.value)?.label ?? bet.kind,
  amount: toDollars(bet.amountCents),
  returns: toDollars(returnCents),
  result,
}));

const spotCache = new Map<TableEngine, BetSpot[]>();
const cached = (engine: TableEngine, build: () => BetSpot[]) => () => {
  let spots = spotCache.get(engine);
  if (!spots) {
    spots = build();
    spotCache.set(engine, spots);
  }
  return spots;
};

export const TABLE_GAMES: Record<TableEngine, TableGame> = {
  baccarat: {
    spots: cached('baccarat', baccaratSpots),
    play: (bets, rng) => {
      const round = playBaccarat(bets, rng);
      return { returnCents: round.returnCents, extraStakeCents: 0, outcome: { ...publicCoup(round.coup), bets: betsView(round.settled, TABLE_GAMES.baccarat.spots()) } };
    },
  },
  'sic-bo': {
    spots: cached('sic-bo', sicBoSpots),
    play: (bets, rng) => {
      const round = playSicBo(bets, rng);
      return {
        returnCents: round.returnCents, extraStakeCents: 0,
        outcome: { dice: round.dice, total: round.total, triple: round.triple, bets: betsView(round.settled, TABLE_GAMES['sic-bo'].spots()) },
      };
    },
  },
  craps: {
    spots: cached('craps', crapsSpots),
    play: (bets, rng) => {
      const round = playCraps(bets, rng);
      return { returnCents: round.returnCents, extraStakeCents: 0, outcome: { rolls: round.rolls, point: round.point, bets: betsView(round.settled, TABLE_GAMES.craps.spots()) } };
    },
  },
  war: {
    spots: cached('war', warSpots),
    checkRound: (bets) => (bets.some((bet) => bet.kind === 'ante') ? null : 'Place a War bet; the Tie bet is an optional extra.'),
    play: (bets, rng, balanceAfterStakeCents) => {
      const round = playWar(bets, rng, balanceAfterStakeCents);
      return { returnCents: round.returnCents, extraStakeCents: round.extraStakeCents, outcome: { ...publicWar(round), bets: betsView(round.settled, TABLE_GAMES.war.spots()) } };
    },
  },
};

/** The first problem with a round's bets, in words for the player, or null. */
export function validateTableRound(engine: TableEngine, bets: readonly TableBet[]): string | null {
  const game = TABLE_GAMES[engine];
  return validateTableBets(game.spots(), bets) ?? game.checkRound?.(bets) ?? null;
}

/** The best bet's exact RTP: the figure a title shows; the help lists every bet's. */
export const tableRtp = (engine: TableEngine) => Math.max(...TABLE_GAMES[engine].spots().map((spot) => spot.rtp));

/** Which catalogue titles play one of these games. */
export function tableEngineFor(name: string): TableEngine | null {
  if (/baccarat/i.test(name)) return 'baccarat';
  if (/^sic bo$/i.test(name)) return 'sic-bo';
  if (/^craps$/i.test(name)) return 'craps';
  if (/^war$/i.test(name)) return 'war';
  return null;
}
