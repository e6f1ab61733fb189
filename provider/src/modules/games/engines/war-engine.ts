import type { Rng } from '../../../lib/rng';
import { betsView, cachedSpots, resultOf, shoeDealer, type BetSpot, type SettledBet, type SpotTable, type TableBet } from './table-bets';
import { formatCents } from 'shared-contract';
import { cardLabel, rankOf } from './cards';

/**
 * Casino war from a fresh 6-deck shoe each round: one card to the player, one to the dealer, aces
 * high; the higher card wins the ante 1:1. On equal ranks the player goes to war automatically: a
 * raise equal to the ante is taken, one more card each, and if the player's war card is equal or
 * higher the raise pays 1:1 and the ante pushes; otherwise both are lost. When the balance cannot
 * cover the raise, or a protection does not allow it (a loss limit, a bonus's max bet), the player
 * surrenders instead and gets half the ante back (rounded up to the cent), and the round says why.
 * The optional Tie bet pays 10:1 when the first two cards are of equal rank.
 */
export const WAR_DECKS = 6;
export const WAR_TIE_PAYS = 10;
export type WarBetKind = 'ante' | 'tie';

export interface WarDeal {
  player: number;
  dealer: number;
  /** The war cards, when the first two tied and the raise was paid. */
  war: { player: number; dealer: number } | null;
  surrendered: boolean;
  /** Why the player surrendered instead of going to war when a protection refused the raise; null otherwise. */
  note?: string | null;
}

export interface WarRound extends WarDeal {
  /** The raise taken on top of the initial bets (0 without a war). */
  extraStakeCents: number;
  settled: SettledBet[];
  returnCents: number;
}

export function settleWar(deal: WarDeal, bets: readonly TableBet[]): WarRound {
  const tie = rankOf(deal.player) === rankOf(deal.dealer);
  let extraStakeCents = 0;
  const settled = bets.map((bet): SettledBet => {
    const stake = bet.amountCents;
    if (bet.kind === 'tie') {
      const returnCents = tie ? (1 + WAR_TIE_PAYS) * stake : 0;
      return { bet, returnCents, result: resultOf(bet, returnCents) };
    }
    if (!tie) {
      const returnCents = rankOf(deal.player) > rankOf(deal.dealer) ? 2 * stake : 0;
      return { bet, returnCents, result: resultOf(bet, returnCents) };
    }
    if (deal.surrendered || !deal.war) return { bet, returnCents: Math.ceil(stake / 2), result: 'surrender' };
    extraStakeCents += stake;
    // The ante pushes and the raise wins 1:1: 3 × ante back for 2 × ante staked.
    const won = rankOf(deal.war.player) >= rankOf(deal.war.dealer);
    return { bet, returnCents: won ? 3 * stake : 0, result: won ? 'win' : 'lose' };
  });
  return { ...deal, extraStakeCents, settled, returnCents: settled.reduce((sum, bet) => sum + bet.returnCents, 0) };
}

/** Half the ante back instead of the raise a protection refused: what the player reads. */
export const raiseRefusedNote = (raiseCents: number, refusal: string) =>
  `The ${formatCents(raiseCents)} raise was not taken: ${refusal} You surrendered half your bet.`;

/**
 * Plays a round; `raiseBudgetCents` is what the player can still stake after the initial bets,
 * so a tie goes to war only when it covers the raise, and `raiseRefusal` (a protection's words) stops it too.
 */
export function playWar(bets: readonly TableBet[], rng: Rng, raiseBudgetCents: number, raiseRefusal: string | null = null): WarRound {
  const next = shoeDealer(rng, WAR_DECKS);
  const player = next();
  const dealer = next();
  const ante = bets.find((bet) => bet.kind === 'ante')?.amountCents ?? 0;
  let war: WarDeal['war'] = null;
  let surrendered = false;
  let note: string | null = null;
  if (ante > 0 && rankOf(player) === rankOf(dealer)) {
    if (raiseBudgetCents >= ante && !raiseRefusal) war = { player: next(), dealer: next() };
    else {
      surrendered = true;
      if (raiseBudgetCents >= ante && raiseRefusal) note = raiseRefusedNote(ante, raiseRefusal);
    }
  }
  return settleWar({ player, dealer, war, surrendered, note }, bets);
}

export function publicWar(round: WarRound) {
  return {
    player: cardLabel(round.player),
    dealer: cardLabel(round.dealer),
    war: round.war ? { player: cardLabel(round.war.player), dealer: cardLabel(round.war.dealer) } : null,
    surrendered: round.surrendered,
    note: round.note ?? null,
    raise: round.extraStakeCents / 100,
  };
}

// ---- Exact theory: ranks of the 6-deck shoe enumerated without replacement ----

/** P(first two cards tie) and the ante's return per initial ante when every tie goes to war. */
export function warTheory() {
  const counts = Array.from({ length: 13 }, () => 4 * WAR_DECKS);
  const size = 52 * WAR_DECKS;
  let tie = 0;
  let anteReturn = 0;
  for (let player = 0; player < 13; player += 1) {
    const pPlayer = counts[player]! / size;
    counts[player]! -= 1;
    for (let dealer = 0; dealer < 13; dealer += 1) {
      const p = pPlayer * (counts[dealer]! / (size - 1));
      if (player !== dealer) {
        anteReturn += p * (player > dealer ? 2 : 0);
        continue;
      }
      tie += p;
      counts[dealer]! -= 1;
      // War: per initial ante, 3 back (2 staked) on an equal or higher war card, else 0.
      for (let warPlayer = 0; warPlayer < 13; warPlayer += 1) {
        const pWarPlayer = counts[warPlayer]! / (size - 2);
        counts[warPlayer]! -= 1;
        for (let warDealer = 0; warDealer < 13; warDealer += 1) {
          const pWar = pWarPlayer * (counts[warDealer]! / (size - 3));
          // Return 3 on a win; the extra ante staked counts against it: net per initial ante is +1 or −2.
          anteReturn += p * pWar * (warPlayer >= warDealer ? 2 : -1);
        }
        counts[warPlayer]! += 1;
      }
      counts[dealer]! += 1;
    }
    counts[player]! += 1;
  }
  return { tie, ante: anteReturn, tieBet: (1 + WAR_TIE_PAYS) * tie };
}

/** The layout with each bet's exact RTP (the ante's per initial ante, going to war on every tie). */
export function warSpots(): BetSpot[] {
  const theory = warTheory();
  return [
    { kind: 'ante', label: 'War', pays: '1:1', note: 'on equal cards you go to war: the raise pays 1:1 and the bet pushes', rtp: theory.ante },
    { kind: 'tie', label: 'Tie', pays: `${WAR_TIE_PAYS}:1`, note: 'the first two cards are of equal rank', rtp: theory.tieBet },
  ];
}

export const warTable: SpotTable = {
  spots: cachedSpots(warSpots),
  checkRound: (bets) => (bets.some((bet) => bet.kind === 'ante') ? null : 'Place a War bet; the Tie bet is an optional extra.'),
  ruleStakeCents: (bets) => bets.find((bet) => bet.kind === 'ante')?.amountCents ?? 0,
  play: (bets, rng, balanceAfterStakeCents, ruleStakeRefusal) => {
    const round = playWar(bets, rng, balanceAfterStakeCents, ruleStakeRefusal);
    return { returnCents: round.returnCents, extraStakeCents: round.extraStakeCents, outcome: { ...publicWar(round), bets: betsView(round.settled, warTable.spots()) } };
  },
};
