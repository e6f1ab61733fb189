import { type Child, el, money, setChildren } from '../dom';
import type { GameView } from '../game-context';
import { celebrate, endCelebration } from '../motion/celebrate';
import { dealCards, roundRobin, shoe } from '../motion/deal';
import { run } from '../motion/motion';
import { sound } from '../motion/sound';
import { backs, faceCard } from './cards';

/** A bet spot of a table's layout, as the game's config lists it. */
export interface BetSpot { kind: string; value?: number; label: string; pays: string; note?: string; rtp: number }
export interface SpotsConfig { bets: BetSpot[] }

interface SettledBet { kind: string; label: string; amount: number; result: string; returns: number }
/** A table round decided in one play: the bets as settled, and what the table shows. */
interface TableOutcome { bets: SettledBet[]; raise?: number }
interface BaccaratOutcome extends TableOutcome {
  player: string[]; banker: string[]; playerTotal: number; bankerTotal: number;
  playerThird?: boolean; bankerThird?: boolean; natural?: boolean; winner?: 'player' | 'banker' | 'tie';
}
interface SicBoOutcome extends TableOutcome { dice: number[]; total: number; triple?: boolean }
interface CrapsOutcome extends TableOutcome { point?: number; rolls: [number, number][] }
interface WarOutcome extends TableOutcome {
  player: string; dealer: string; war?: { player: string; dealer: string }; surrendered?: boolean;
  /** Why the table surrendered instead of raising (a limit refused the raise). */
  note?: string | null;
}

export interface TableView<O extends TableOutcome = TableOutcome> {
  /** Few, wide spots (a row of three or four). */
  few?: boolean;
  /** Played with cards, dealt from a shoe. */
  cards?: boolean;
  /** The table before the first round (null) and after a round. */
  scene(o: O | null): Child[];
  text(o: O): string;
}

const PIPS: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
const die = (value: number, small = false) => el('div', { class: 'die' + (small ? ' sm' : ''), role: 'img', 'aria-label': String(value) },
  [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => el('span', { class: PIPS[value]?.includes(i) ? 'pip' : '' })));
const tableHand = (title: string, cards: Child[], won = false) =>
  el('div', { class: 'hand' + (won ? ' won' : '') }, el('div', { class: 'hand-title' }, title), el('div', { class: 'cards' }, cards));
const bigger = (o: BaccaratOutcome) => Math.max(o.playerTotal, o.bankerTotal) + ' to ' + Math.min(o.playerTotal, o.bankerTotal);
const rollTotal = (roll: [number, number]) => roll[0] + roll[1];

export const TABLE_VIEWS: {
  baccarat: TableView<BaccaratOutcome>; 'sic-bo': TableView<SicBoOutcome>; craps: TableView<CrapsOutcome>; war: TableView<WarOutcome>;
} = {
  baccarat: {
    few: true,
    cards: true,
    scene: (o) => o
      ? ([['Player', o.player, o.playerTotal, o.playerThird], ['Banker', o.banker, o.bankerTotal, o.bankerThird]] as const).map(([name, cards, total, third]) =>
        tableHand(name + ' ' + total + (o.natural && total >= 8 ? ' · natural' : ''), cards.map((c, i) => faceCard(c, i === 2 && third ? 'third card' : '')), o.winner === name.toLowerCase()))
      : [tableHand('Player', backs(2)), tableHand('Banker', backs(2))],
    text: (o) => (o.winner === 'tie' ? 'Tie at ' + o.playerTotal : (o.winner === 'player' ? 'Player' : 'Banker') + ' wins ' + bigger(o)) + (o.natural ? ' (natural)' : ''),
  },
  'sic-bo': {
    scene: (o) => [el('div', { class: 'cards' }, (o ? o.dice : [1, 2, 3]).map((d) => die(d))),
      o ? el('span', { class: 'pill' }, 'Total ' + o.total + (o.triple ? ' · triple' : o.total <= 10 ? ' · small' : ' · big')) : null],
    text: (o) => o.dice.join(' ') + ' = ' + o.total + (o.triple ? ', triple' : ''),
  },
  craps: {
    few: true,
    scene: (o) => o
      ? [o.point && o.bets.some((b) => b.kind !== 'field') ? el('span', { class: 'pill' }, 'Point ' + o.point) : null,
        el('div', { class: 'scene' }, o.rolls.map((r, i) => el('div', { class: 'roll' + (i === o.rolls.length - 1 ? ' decisive' : '') },
          i === 0 ? 'Come-out' : '', die(r[0], true), die(r[1], true), el('b', {}, rollTotal(r)))))]
      : [el('div', { class: 'cards' }, die(3), die(4))],
    text: (o) => (o.rolls.length === 1 ? 'Rolled ' : o.rolls.length + ' rolls: ') + o.rolls.map(rollTotal).join(', ')
      + (o.rolls.length === 1 ? '' : rollTotal(o.rolls[o.rolls.length - 1]!) === 7 ? ' (seven out)' : ' (point made)'),
  },
  war: {
    few: true,
    cards: true,
    scene: (o) => {
      if (!o) return [tableHand('You', backs(1)), tableHand('Dealer', backs(1))];
      const ante = o.bets.find((b) => b.kind === 'ante')?.result;
      const row = (card: string, war: string | undefined) => [faceCard(card), ...(war ? [faceCard(war, 'war')] : [])];
      return [tableHand('You', row(o.player, o.war?.player), ante === 'win'), tableHand('Dealer', row(o.dealer, o.war?.dealer), ante === 'lose')];
    },
    text: (o) => o.player + ' v ' + o.dealer + (o.war ? ', war ' + o.war.player + ' v ' + o.war.dealer : o.surrendered ? ', surrendered' : '')
      + (o.note ? '. ' + o.note : ''),
  },
};

export const isSpotTable = (engine: string): engine is keyof typeof TABLE_VIEWS => Object.hasOwn(TABLE_VIEWS, engine);

/** Dice tumble onto the table, one after another (at most ~0.7 s for many rolls). */
async function rollDice(dice: readonly HTMLElement[]): Promise<void> {
  if (!dice.length) return;
  sound().tick();
  const gap = Math.min(80, 300 / dice.length);
  await Promise.all(dice.map((die, i) => run(die, [
    { transform: 'translate(-40px,-30px) rotate(-260deg) scale(.6)', opacity: 0 },
    { transform: 'translate(6px,4px) rotate(20deg) scale(1.05)', opacity: 1, offset: 0.7 },
    { transform: 'none', opacity: 1 },
  ], { duration: 400, delay: i * gap, easing: 'cubic-bezier(.2,.7,.3,1)', fill: 'backwards' })));
  sound().reelStop();
}

/** Bets placed on a layout: one per spot, chips added up. */
interface PlacedBet { kind: string; value: number | undefined; amount: number; button: HTMLButtonElement }

/** A chip on a spot: the amount bet there, shown on the spot's corner. */
export function addChip(bets: Map<string, PlacedBet>, key: string, bet: Omit<PlacedBet, 'amount'>, chip: number): PlacedBet {
  const current = bets.get(key) ?? { ...bet, amount: 0 };
  current.amount = Math.round((current.amount + chip) * 100) / 100;
  bets.set(key, current);
  let badge = bet.button.querySelector('.chip');
  if (!badge) {
    badge = el('span', { class: 'chip' });
    bet.button.append(badge);
  }
  badge.textContent = String(current.amount);
  return current;
}

export const betsTotal = (bets: Map<string, PlacedBet>): string => 'Bets ' + money([...bets.values()].reduce((sum, b) => sum + b.amount, 0));

export function clearChips(bets: Map<string, PlacedBet>): void {
  for (const b of bets.values()) b.button.querySelector('.chip')?.remove();
  bets.clear();
}

export const placedBets = (bets: Map<string, PlacedBet>) =>
  [...bets.values()].map((b) => ({ kind: b.kind, value: b.value, amount: b.amount.toFixed(2) }));

/** Tables of bets on named spots, one round per play: baccarat, sic bo, craps, war. */
export const spotTableGame = <O extends TableOutcome>(view: TableView<O>): GameView => (context) => {
  const config = context.info.config as unknown as SpotsConfig;
  const bets = new Map<string, PlacedBet>();
  const chip = el('select', { 'aria-label': 'Chip' }, [0.2, 0.5, 1, 5, 10, 25].map((v) => el('option', { value: v.toFixed(2), selected: v === 1 }, money(v))));
  const total = el('span', { class: 'pill' }, 'Bets $0.00');
  const scene = el('div', { class: 'scene', 'aria-live': 'polite' }, view.scene(null)), results = el('div', { class: 'results' });
  const layout = el('div', { class: 'spots' + (view.few ? ' few' : '') }, config.bets.map((spot) => {
    // The first spot of a numbered row (Single 1…6) starts a grid row on wide screens.
    const first = spot.value !== undefined && spot.value === config.bets.find((b) => b.kind === spot.kind)?.value;
    const button: HTMLButtonElement = el('button', {
      type: 'button', class: 'k-' + spot.kind + (first ? ' first' : ''), title: spot.note || spot.pays, onclick: () => {
        addChip(bets, spot.kind + ':' + (spot.value ?? ''), { kind: spot.kind, value: spot.value, button }, Number(chip.value));
        total.textContent = betsTotal(bets);
      },
    }, el('span', {}, spot.label), el('small', {}, spot.pays));
    return button;
  }));
  const clear = () => {
    clearChips(bets);
    total.textContent = betsTotal(bets);
  };
  const playButton = el('button', {
    class: 'primary', type: 'button', onclick: async () => {
      if (!bets.size && !context.replaying) return context.say('Place a bet on the table first', true);
      playButton.disabled = true;
      endCelebration(results);
      const result = await context.play({ action: 'bet', bets: placedBets(bets) });
      if (!result) {
        playButton.disabled = false;
        return;
      }
      const o = result.round.outcome as unknown as O;
      setChildren(scene, view.scene(o));
      // Cards are dealt from the shoe, dice tumble; the bets' results come when they rest.
      await Promise.all([dealCards(roundRobin([...scene.querySelectorAll('.cards')].map((row) => [...row.querySelectorAll<HTMLElement>('.card')])), shoeEl), rollDice([...scene.querySelectorAll<HTMLElement>('.die')])]);
      playButton.disabled = false;
      celebrate(results, result.round.win - result.round.stake, result.round.stake);
      results.replaceChildren(...o.bets.map((b) => el('span', { class: 'mini' },
        b.label + ' ' + money(b.amount) + (b.kind === 'ante' && o.raise ? ' + raise ' + money(o.raise) : '') + ': ' + b.result + (b.returns > 0 ? ' ' + money(b.returns) : ''))));
      context.say(view.text(o) + ' — ' + (result.round.win > 0 ? 'you get ' + money(result.round.win) : 'no win'));
    },
  }, 'PLAY');
  // Bets stay on the layout for the next round; Clear takes them off.
  const shoeEl = view.cards ? shoe() : null;
  return [shoeEl, scene, results, layout, el('div', { class: 'controls' }, el('label', {}, 'Chip', chip), total, el('button', { class: 'ghost', type: 'button', onclick: clear }, 'Clear'), playButton)];
};

/** The one-line result of a spot table's round, for the round history. */
export const spotTableSummary = (engine: keyof typeof TABLE_VIEWS, outcome: unknown): string =>
  (TABLE_VIEWS[engine] as unknown as TableView<TableOutcome>).text(outcome as TableOutcome);
