import type { GameInfo, GameRound } from 'shared-contract';
import { el } from './dom';
import { blackjackSummary, type BlackjackOutcome } from './games/blackjack';
import { CARD_TABLES, cardTableHelp, cardTableSummary, isCardTable, type CardTableConfig, type CardTableOutcome } from './games/card-tables';
import { crashSummary, type CrashOutcome } from './games/crash';
import { rouletteSummary, type RouletteOutcome } from './games/roulette';
import { slotHelp, slotSummary, type SlotConfig, type SlotOutcome } from './games/slot';
import { isSpotTable, spotTableSummary, type BetSpot } from './games/table-games';
import { videoPokerHelp, videoPokerSummary, type VideoPokerConfig, type VideoPokerOutcome } from './games/video-poker';

/** The rules of each engine but the card tables (their rules sit with the table). */
const RULES: Partial<Record<GameInfo['engine'], string>> = {
  slot: 'Line wins pay left to right on adjacent reels, the highest win per line. Wild substitutes for every symbol except the scatter. Scatters pay anywhere, in total bets. Line pays below are in line bets (bet ÷ lines).',
  'video-poker': 'Five cards are dealt; hold any, then draw. With several hands the held cards stay on every hand and each hand draws from its own deck. Pays are per coin bet on each hand.',
  blackjack: 'Cards come from a continuously shuffled deck. Dealer stands on soft 17 and checks for blackjack. Blackjack pays 3:2. Double on any two cards; split one pair (equal values) once, double after split allowed, split aces get one card. The highlighted button is the optimal play.',
  roulette: 'Place chips, then spin. A straight number returns 36× the chip, dozens and columns 3×, red/black, odd/even and 1–18/19–36 2× (stake included). 0 (and 00) lose every outside bet.',
  baccarat: 'Punto banco from a freshly shuffled 8-deck shoe every coup. Bet on Player, Banker or Tie, several at once. Tens and faces count 0, aces 1, other cards their face value; only the last digit of a total counts. An 8 or 9 in the first two cards is a natural and ends the coup. Otherwise the Player draws on 0–5 and stands on 6–7. If the Player stood, the Banker draws on 0–5; if the Player drew, the Banker draws on 0–2, on 3 unless the Player’s third card is an 8, on 4 against 2–7, on 5 against 4–7, on 6 against 6–7, and stands on 7. Banker wins pay 0.95 × the bet rounded down to the cent (exact for bets in steps of $0.20).',
  'sic-bo': 'Three dice are rolled. Small (total 4–10) and Big (11–17) pay 1:1 but lose on any triple. Totals, doubles and triples pay as listed; a single number pays 1:1 for each die that shows it.',
  craps: 'Pass Line: a come-out 7 or 11 wins, 2, 3 or 12 loses; any other total is the point, and the dice roll on until the point (win) or a 7 (lose). Don’t Pass is the reverse, except that a come-out 12 is a push. The whole decision is one round and every roll is shown. Field is a one-roll bet on the come-out roll.',
  war: 'You and the dealer get one card each from a fresh 6-deck shoe; aces are high. The higher card wins the War bet 1:1. On equal cards you go to war: a raise equal to your bet is taken, one more card each, and if yours is equal or higher the raise pays 1:1 and your bet pushes; otherwise both lose. If your balance cannot cover the raise you surrender and get half your bet back (rounded up to the cent). The War RTP assumes you always go to war.',
  crash: 'Pick a bet and a cash-out target. If the multiplier reaches your target before it crashes you win bet × target. The crash point is HMAC-SHA256(server seed, client seed:nonce): its first 52 bits h give floor(97·2^52/(2^52−h))/100, at least 1.00. The hash of the server seed is shown before you play and the seed after, so you can verify every round.',
};

/** How the return to player was reached, after the figure. */
function rtpBasis(info: GameInfo): string {
  if (info.engine === 'video-poker') return ' with optimal play';
  if (info.engine === 'blackjack' || isCardTable(info.engine)) return ' with the optimal strategy';
  return info.config.bets ? ' on the best bet' : '';
}

interface BetRow extends BetSpot { values: (number | undefined)[] }

/** Spots that differ only by their number (Single 1…6) share one row. */
export function betRows(bets: readonly BetSpot[]): BetRow[] {
  const rows: BetRow[] = [];
  for (const b of bets) {
    const last = rows[rows.length - 1];
    if (last && last.kind === b.kind && last.pays === b.pays && last.rtp === b.rtp) last.values.push(b.value);
    else rows.push({ ...b, values: [b.value] });
  }
  return rows;
}

/** A row's bet name: 'Single 1–6', 'Double 1 or 2', or the spot's own label. */
export const betRowLabel = (row: BetRow): string => row.values.length > 1
  ? row.label.replace(/ \S+$/, ' ' + row.values[0] + (row.values.length === 2 ? ' or ' : '–') + row.values[row.values.length - 1])
  : row.label;

/** The help dialogue's content: name, return to player, rules and paytables. */
export function helpContent(info: GameInfo): HTMLElement[] {
  const c = info.config;
  const rules = RULES[info.engine] ?? (isCardTable(info.engine) ? CARD_TABLES[info.engine].rules : '');
  const parts: (HTMLElement | null)[] = [
    el('h2', {}, info.game.display_name),
    el('p', {}, 'Return to player: ', el('b', {}, info.rtp.toFixed(2) + '%'), rtpBasis(info)),
    info.note ? el('p', {}, info.note) : null,
    el('p', {}, rules),
  ];
  if (info.engine === 'slot') parts.push(...slotHelp(c as unknown as SlotConfig));
  if (info.engine === 'video-poker') parts.push(...videoPokerHelp(c as unknown as VideoPokerConfig));
  if (Array.isArray(c.bets)) {
    parts.push(el('table', {}, el('tr', {}, el('th', {}, 'Bet'), el('th', {}, 'Pays'), el('th', {}, 'RTP')),
      betRows(c.bets as BetSpot[]).map((b) => el('tr', {}, el('td', {}, betRowLabel(b)), el('td', {}, b.pays + (b.note ? ' — ' + b.note : '')), el('td', {}, (b.rtp * 100).toFixed(2) + '%')))));
  }
  if (isCardTable(info.engine)) parts.push(...cardTableHelp(info.engine, c as unknown as CardTableConfig));
  return parts.filter((part): part is HTMLElement => part !== null);
}

/** A round's result in a few words, for the round history. */
export function roundSummary(r: GameRound): string {
  const o = (r.outcome ?? {}) as unknown;
  if (r.engine === 'slot') return slotSummary(o as SlotOutcome);
  if (r.engine === 'roulette') return rouletteSummary(o as RouletteOutcome);
  if (r.engine === 'crash') return crashSummary(o as CrashOutcome);
  if (r.engine === 'video-poker') return videoPokerSummary(o as VideoPokerOutcome);
  if (r.engine === 'blackjack') return blackjackSummary(o as BlackjackOutcome);
  if (isSpotTable(r.engine)) return spotTableSummary(r.engine, o);
  if (isCardTable(r.engine)) return cardTableSummary(r.engine, o as CardTableOutcome);
  return '';
}
