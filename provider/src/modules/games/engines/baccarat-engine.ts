import type { Rng } from '../../../lib/rng';
import { betsView, cachedSpots, shoeDealer, type BetSpot, type SettledBet, type SpotTable, type TableBet } from './table-bets';
import { cardLabel, rankOf } from './cards';

/**
 * Punto banco from a fresh 8-deck shoe each coup: Player and Banker get two cards each, a natural
 * (8 or 9) ends the coup, otherwise the Player draws on 0–5 and the Banker follows the standard
 * tableau. Bets: Player 1:1, Banker 0.95:1 (5 % commission), Tie 8:1; Player and Banker push on a tie.
 */
export const BACCARAT_DECKS = 8;
export type BaccaratBetKind = 'player' | 'banker' | 'tie';
export type BaccaratWinner = 'player' | 'banker' | 'tie';

/** Card points: ace 1, 2–9 face value, tens and faces 0 (ranks 0…12 are 2…A). */
export const baccaratValue = (card: number) => {
  const rank = rankOf(card);
  return rank === 12 ? 1 : rank <= 7 ? rank + 2 : 0;
};

const handTotal = (cards: readonly number[]) => cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** The Player draws a third card on 0–5 and stands on 6–7. */
export const playerDraws = (playerTotal: number) => playerTotal <= 5;

/** The Banker's tableau: without a Player third card it draws on 0–5; otherwise by its total and that card's points. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0: case 1: case 2: return true;
    case 3: return playerThird !== 8;
    case 4: return playerThird >= 2 && playerThird <= 7;
    case 5: return playerThird >= 4 && playerThird <= 7;
    case 6: return playerThird === 6 || playerThird === 7;
    default: return false;
  }
}

export interface BaccaratCoup {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  winner: BaccaratWinner;
}

/** Deals one coup in table order (Player, Banker, Player, Banker, then third cards); `next` gives the next card. */
export function playCoup(next: () => number): BaccaratCoup {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(handTotal(player))) {
      const card = next();
      player.push(card);
      playerThird = baccaratValue(card);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(next());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, natural, winner };
}

/**
 * What a winning Banker bet wins on top of its stake: 0.95 × stake rounded down to the cent, so the
 * commission is 5 % rounded up to the cent (exact for stakes in steps of $0.20). Rounding the
 * commission down would make Banker bets under $0.20 pay 1:1, a player edge.
 */
export const bankerWinCents = (stakeCents: number) => Math.floor((stakeCents * 95) / 100);

/** What a bet returns for a coup's winner, stake included. */
export function baccaratReturn(bet: TableBet, winner: BaccaratWinner): number {
  const stake = bet.amountCents;
  switch (bet.kind as BaccaratBetKind) {
    case 'player': return winner === 'player' ? 2 * stake : winner === 'tie' ? stake : 0;
    case 'banker': return winner === 'banker' ? stake + bankerWinCents(stake) : winner === 'tie' ? stake : 0;
    case 'tie': return winner === 'tie' ? 9 * stake : 0;
    default: return 0;
  }
}

export interface BaccaratRound {
  coup: BaccaratCoup;
  settled: SettledBet[];
  returnCents: number;
}

export function settleBaccarat(coup: BaccaratCoup, bets: readonly TableBet[]): BaccaratRound {
  const settled = bets.map((bet): SettledBet => {
    const returnCents = baccaratReturn(bet, coup.winner);
    // By the winner, not the amount: a 1-cent Banker win is a win that pays nothing after commission.
    const result = bet.kind === coup.winner ? 'win' : coup.winner === 'tie' ? 'push' : 'lose';
    return { bet, returnCents, result };
  });
  return { coup, settled, returnCents: settled.reduce((sum, bet) => sum + bet.returnCents, 0) };
}

export function playBaccarat(bets: readonly TableBet[], rng: Rng): BaccaratRound {
  return settleBaccarat(playCoup(shoeDealer(rng, BACCARAT_DECKS)), bets);
}

/** What the client and recall show: both hands, totals, whether it was a natural and who drew a third card. */
export function publicCoup(coup: BaccaratCoup) {
  return {
    player: coup.player.map(cardLabel),
    banker: coup.banker.map(cardLabel),
    playerTotal: coup.playerTotal,
    bankerTotal: coup.bankerTotal,
    natural: coup.natural,
    playerThird: coup.player.length === 3,
    bankerThird: coup.banker.length === 3,
    winner: coup.winner,
  };
}

// ---- Exact theory: the 8-deck shoe enumerated by point value (ten-valued cards are one class) ----

let oddsCache: Record<BaccaratWinner, number> | null = null;

/** P(Player wins), P(Banker wins), P(tie) for a fresh shoe, every card drawn without replacement. */
export function baccaratOdds(): Record<BaccaratWinner, number> {
  if (oddsCache) return oddsCache;
  const counts = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * BACCARAT_DECKS);
  const odds = { player: 0, banker: 0, tie: 0 };
  let remaining = 52 * BACCARAT_DECKS;
  // Visits each point value still in the shoe with its probability, taking that card out meanwhile.
  const draw = (probability: number, visit: (value: number, probability: number) => void) => {
    for (let value = 0; value < 10; value += 1) {
      const count = counts[value]!;
      if (count === 0) continue;
      const p = probability * (count / remaining);
      counts[value] = count - 1;
      remaining -= 1;
      visit(value, p);
      counts[value] = count;
      remaining += 1;
    }
  };
  const score = (playerTotal: number, bankerTotal: number, p: number) => {
    if (playerTotal > bankerTotal) odds.player += p;
    else if (bankerTotal > playerTotal) odds.banker += p;
    else odds.tie += p;
  };
  draw(1, (p1, pa) => draw(pa, (b1, pb) => draw(pb, (p2, pc) => draw(pc, (b2, p) => {
    const playerTotal = (p1 + p2) % 10;
    const bankerTotal = (b1 + b2) % 10;
    if (playerTotal >= 8 || bankerTotal >= 8) return score(playerTotal, bankerTotal, p);
    const bankerTurn = (playerFinal: number, playerThird: number | null, pp: number) => {
      if (bankerDraws(bankerTotal, playerThird)) draw(pp, (b3, pf) => score(playerFinal, (bankerTotal + b3) % 10, pf));
      else score(playerFinal, bankerTotal, pp);
    };
    if (playerDraws(playerTotal)) draw(p, (p3, pp) => bankerTurn((playerTotal + p3) % 10, p3, pp));
    else bankerTurn(playerTotal, null, p);
  }))));
  oddsCache = odds;
  return odds;
}

/** The layout with each bet's exact RTP; Banker's is for stakes in steps of $0.20 (no rounding). */
export function baccaratSpots(): BetSpot[] {
  const odds = baccaratOdds();
  return [
    { kind: 'player', label: 'Player', pays: '1:1', note: 'pushes on a tie', rtp: 2 * odds.player + odds.tie },
    {
      kind: 'banker', label: 'Banker', pays: '0.95:1', rtp: 1.95 * odds.banker + odds.tie,
      note: '5 % commission: wins 0.95 × the bet rounded down to the cent; pushes on a tie',
    },
    { kind: 'tie', label: 'Tie', pays: '8:1', rtp: 9 * odds.tie },
  ];
}

export const baccaratTable: SpotTable = {
  spots: cachedSpots(baccaratSpots),
  play: (bets, rng) => {
    const round = playBaccarat(bets, rng);
    return { returnCents: round.returnCents, extraStakeCents: 0, outcome: { ...publicCoup(round.coup), bets: betsView(round.settled, baccaratTable.spots()) } };
  },
};
