import type { GameRound, PlayBody } from 'shared-contract';
import { el, isRed, money } from '../dom';
import type { GameView } from '../game-context';
import { celebrate, endCelebration } from '../motion/celebrate';
import { clearCards, dealCards, placeCards, roundRobin, shoe } from '../motion/deal';

type CardTableEngine = 'tri-card-poker' | 'red-dog' | 'caribbean-stud' | 'let-em-ride';
type Decision = 'play' | 'fold' | 'raise' | 'call' | 'ride' | 'pull';

interface CardTable {
  cards: number;
  /** The decisions of the table and their button text. */
  actions: Partial<Record<Decision, string>>;
  /** The extra bet a decision adds, in first bets. */
  extra: Partial<Record<Decision, number>>;
  rules: string;
}

/** Card tables decided in steps: bet, decisions, settle. */
export const CARD_TABLES: Record<CardTableEngine, CardTable> = {
  'tri-card-poker': { cards: 3, actions: { play: 'PLAY', fold: 'FOLD' }, extra: { play: 1 },
    rules: 'Bet an Ante, and Pair Plus if you like. You and the dealer get three cards. Play (a Play bet equal to the Ante) or Fold (you lose the Ante). The dealer needs queen-high or better to qualify: if not, the Ante pays 1:1 and Play pushes; if so, the higher hand wins Ante and Play 1:1, and a tie pushes. A played straight or better also earns the Ante bonus, whatever the dealer holds. Pair Plus pays on your hand alone, even if you fold. Hands from high: straight flush, three of a kind, straight, flush, pair, high card; A-2-3 is the lowest straight. The highlighted button is the optimal play: play Q-6-4 or better. One deck, shuffled for every hand.' },
  'red-dog': { cards: 3, actions: { raise: 'RAISE', call: 'CALL' }, extra: { raise: 1 },
    rules: 'Two cards are dealt face up (aces high, suits do not count). Consecutive cards push. A pair gets a third card: three of a kind pays 11:1, anything else pushes. Otherwise the spread is the number of ranks between the two cards: Raise (add a bet equal to yours) or Call, then the third card wins if it falls strictly between, paying by spread on all you bet. The highlighted button is the optimal play: raise with a spread of 7 or more. One deck, shuffled for every hand.' },
  'caribbean-stud': { cards: 5, actions: { call: 'CALL', fold: 'FOLD' }, extra: { call: 2 },
    rules: 'Bet an Ante. You and the dealer get five cards; one dealer card shows. Call (a Call bet of twice the Ante) or Fold (you lose the Ante). The dealer needs ace-king or better to qualify: if not, the Ante pays 1:1 and the Call pushes; if so, the higher hand wins: the Ante pays 1:1 and the Call pays by your hand (below), a tie pushes. The highlighted button follows a simple strategy close to optimal. One deck, shuffled for every hand.' },
  'let-em-ride': { cards: 2, actions: { ride: 'LET IT RIDE', pull: 'PULL BACK' }, extra: { ride: 1 },
    rules: 'Make three equal bets. You get three cards and two community cards come face down. Look at your cards, then let bet 1 ride or pull it back; after the first community card, the same for bet 2. Bet 3 always stays. Every bet still riding is paid by your final five-card hand (below); there is no dealer hand. Bet 3 is taken at the deal, bets 1 and 2 when you let them ride. The highlighted button is the optimal play. One deck, shuffled for every hand.' },
};

export const isCardTable = (engine: string): engine is CardTableEngine => Object.hasOwn(CARD_TABLES, engine);

/** A card table's round as the client reads it; which fields are there depends on the table. */
export interface CardTableOutcome {
  ante?: number;
  bet?: number;
  finished: boolean;
  actions: string[];
  hint?: Decision;
  decision?: string;
  results?: { bet: string; stake: number | null; returns: number; note: string }[];
  // Red Dog
  cards: string[];
  third?: string | null;
  kind?: 'spread' | 'pair' | 'consecutive';
  spread?: number;
  pays?: number;
  // Let 'Em Ride (face-down cards are null)
  community: (string | null)[];
  riding: boolean[];
  deciding?: number;
  finalHand?: string;
  // Tri Card Poker, Caribbean Stud
  dealer: (string | null)[];
  player: (string | null)[];
  dealerHand?: string | null;
  dealerQualifies?: boolean;
  playerHand?: string;
}

export const cardTableGame: GameView = (context) => {
  const engine = context.info.engine as CardTableEngine, table = CARD_TABLES[engine];
  const redDog = engine === 'red-dog', ride = engine === 'let-em-ride';
  const cardView = (label: string | null | undefined) => label
    ? el('div', { class: 'card' + (isRed(label) ? ' red' : '') }, label)
    : el('div', { class: 'card back', 'aria-label': 'Face down' });
  const dealerRow = el('div', { class: 'cards', 'aria-label': 'Dealer cards' });
  const playerRow = el('div', { class: 'cards', 'aria-label': redDog ? 'Cards' : 'Your cards' });
  const dealerLabel = el('span', { class: 'pill' }, ride ? 'Community cards' : 'Dealer');
  const playerLabel = el('span', { class: 'pill' }, redDog ? 'Place a bet and deal' : 'You');
  const results = el('div', { class: 'bet-results' });
  const amounts = (values: number[], none?: string) => values.map((v) => el('option', { value: v.toFixed(2) }, v ? money(v) : none));
  const ante = el('select', { 'aria-label': redDog || ride ? 'Bet' : 'Ante' }, amounts([1, 2, 5, 10, 25, 50, 100]));
  const pairPlus = engine === 'tri-card-poker' ? el('select', { 'aria-label': 'Pair Plus' }, amounts([0, 1, 2, 5, 10, 25], 'None')) : null;
  const shoeEl = shoe();
  const deal = el('button', {
    class: 'primary', type: 'button', onclick: async () => {
      deal.disabled = true;
      const body: PlayBody = pairPlus && Number(pairPlus.value) > 0
        ? { action: 'bet', bets: [{ kind: 'ante', amount: ante.value }, { kind: 'pairplus', amount: pairPlus.value }] }
        : { action: 'deal', bet: ante.value };
      const r = await context.play(body);
      if (r) await render(r.round, true);
      else deal.disabled = false;
    },
  }, 'DEAL');
  const buttons = (Object.entries(table.actions) as [Decision, string][]).map(([name, text]) => [name, el('button', {
    type: 'button', disabled: true, onclick: async () => {
      const r = await context.play({ action: name });
      if (r) await render(r.round);
    },
  }, text)] as const);
  const keyOf = (label: string | null | undefined) => label ?? 'back';
  const showRow = (row: HTMLElement, labels: readonly (string | null | undefined)[]) => placeCards(row, labels.map(cardView), labels.map(keyOf));
  function blank() {
    placeCards(dealerRow, Array.from({ length: table.cards }, () => cardView(null)), Array.from({ length: table.cards }, () => 'back'));
    const places = redDog || ride ? 3 : table.cards;
    placeCards(playerRow, Array.from({ length: places }, () => el('div', { class: 'card slot' })), Array.from({ length: places }, () => 'slot'));
  }
  async function render(round: GameRound, newDeal = false) {
    const o = round.outcome as unknown as CardTableOutcome, first = o.ante ?? o.bet ?? 0;
    if (newDeal) {
      clearCards(dealerRow);
      clearCards(playerRow);
      endCelebration(results);
    }
    // The hands are named once their cards are on the table.
    let dealt: HTMLElement[], label: () => void;
    if (redDog) {
      const third = o.third ? cardView(o.third) : el('div', { class: 'card slot', 'aria-label': 'Third card' });
      if (o.third) {
        third.classList.add('third');
        third.setAttribute('aria-label', 'Third card ' + o.third);
      }
      // The two cards first, then the third between them.
      const fresh = placeCards(playerRow, [cardView(o.cards[0]), third, cardView(o.cards[1])], [keyOf(o.cards[0]), o.third ?? 'slot', keyOf(o.cards[1])]);
      dealt = [...fresh.filter((card) => card !== third), ...fresh.filter((card) => card === third)];
      const text = o.kind === 'spread' ? 'Spread ' + o.spread + ' · pays ' + o.pays + ':1' : o.kind === 'pair' ? 'Pair · three of a kind pays 11:1' : 'Consecutive · push';
      label = () => {
        playerLabel.textContent = text;
      };
    } else if (ride) {
      dealt = [...showRow(playerRow, o.player), ...showRow(dealerRow, o.community)];
      const text = o.finished ? 'Final hand: ' + o.finalHand : 'Bets riding: ' + (1 + o.riding.filter(Boolean).length) + ' · deciding bet ' + o.deciding;
      label = () => {
        playerLabel.textContent = text;
      };
    } else {
      dealt = roundRobin([showRow(playerRow, o.player), showRow(dealerRow, o.dealer)]);
      label = () => {
        dealerLabel.textContent = 'Dealer' + (o.dealerHand ? ': ' + o.dealerHand + (o.dealerQualifies ? '' : ' (does not qualify)') : '');
        playerLabel.textContent = 'You: ' + o.playerHand;
      };
    }
    // The decisions wait for the cards.
    for (const [, button] of buttons) button.disabled = true;
    await dealCards(dealt, shoeEl);
    label();
    for (const [name, button] of buttons) {
      const extra = table.extra[name];
      button.disabled = o.finished || !o.actions.includes(name);
      button.textContent = table.actions[name] + (extra && !o.finished ? ' ' + money(first * extra) : '');
      button.classList.toggle('primary', !o.finished && o.hint === name);
    }
    deal.disabled = !o.finished;
    ante.disabled = !o.finished;
    if (pairPlus) pairPlus.disabled = !o.finished;
    results.replaceChildren(...(o.results ? [el('table', {},
      el('tr', {}, ['Bet', 'Stake', 'Paid', ''].map((h) => el('th', {}, h))),
      o.results.map((x) => el('tr', {}, el('td', {}, x.bet), el('td', {}, x.stake ? money(x.stake) : ''), el('td', {}, money(x.returns)), el('td', {}, x.note))))] : []));
    if (o.finished) celebrate(results, round.win - round.stake, round.stake);
    context.say(cardTableMessage(engine, o, round));
  }
  blank();
  const open = context.info.open_round;
  if (open && open.status === 'open') void render(open);
  const seats = redDog
    ? [el('div', { class: 'seat' }, playerRow, playerLabel)]
    : [el('div', { class: 'seat' }, dealerLabel, dealerRow), el('div', { class: 'seat' }, playerRow, playerLabel)];
  return [shoeEl, ...seats,
    el('div', { class: 'controls' }, el('label', {}, redDog ? 'Bet' : ride ? 'Each bet' : 'Ante', ante), pairPlus ? el('label', {}, 'Pair Plus', pairPlus) : null, deal),
    el('div', { class: 'controls' }, buttons.map(([, button]) => button)), results];
};

/** The status line after a card table step: the next decision, or what the settled round paid. */
export function cardTableMessage(engine: CardTableEngine, o: CardTableOutcome, round: Pick<GameRound, 'win' | 'stake'>): string {
  const table = CARD_TABLES[engine], redDog = engine === 'red-dog', ride = engine === 'let-em-ride';
  if (!o.finished) {
    return (ride ? 'Bet ' + o.deciding + ': let it ride or pull it back' : 'Your move') + (o.hint ? ' (hint: ' + (table.actions[o.hint] ?? '').toLowerCase() + ')' : '');
  }
  const net = Math.round((round.win - round.stake) * 100) / 100;
  if (net > 0) return 'You win ' + money(net) + ' (paid ' + money(round.win) + ')';
  if (net === 0) return 'Your ' + money(round.win) + ' comes back';
  if (o.decision === 'fold') return 'Folded';
  if (round.win > 0) return 'Paid ' + money(round.win) + ' on ' + money(round.stake) + ' bet';
  return redDog || ride ? 'No win' : 'Dealer wins';
}

interface PayRow { label: string; pays: number }
export interface CardTableConfig {
  anteBonus: PayRow[]; pairPlus: PayRow[]; pairPlusRtp: number;
  pays: PayRow[];
  spreadPays: { spread: number; pays: number }[]; tripsPays: number; raiseFromSpread: number;
  callPays: PayRow[];
}

export function cardTableHelp(engine: CardTableEngine, c: CardTableConfig): HTMLElement[] {
  const paytable = (title: string, rows: PayRow[]) => [el('h3', {}, title), el('table', {}, rows.map((row) => el('tr', {}, el('td', {}, row.label), el('td', {}, row.pays + ':1'))))];
  if (engine === 'tri-card-poker') return [...paytable('Ante bonus (on a played hand)', c.anteBonus), ...paytable('Pair Plus', c.pairPlus), el('p', {}, 'Pair Plus return to player: ' + c.pairPlusRtp.toFixed(2) + '%. The return above is per Ante, Play bet included, with the optimal play.')];
  if (engine === 'let-em-ride') return [...paytable('Pays on every bet still riding', c.pays), el('p', {}, 'The return above is per bet unit (bet 3, which always stays), bets 1 and 2 included, with the optimal decisions.')];
  if (engine === 'red-dog') return [...paytable('Pays by spread', c.spreadPays.map((x) => ({ label: 'Spread ' + x.spread, pays: x.pays }))), el('p', {}, 'Three of a kind pays ' + c.tripsPays + ':1. The return above is per first bet, raising with a spread of ' + c.raiseFromSpread + ' or more.')];
  return [...paytable('Call pays (dealer qualifies and you win)', c.callPays), el('p', {}, 'The return above is per Ante, Call included, with the optimal strategy (a published figure, checked by simulation).')];
}

export function cardTableSummary(engine: CardTableEngine, o: CardTableOutcome): string {
  if (engine === 'let-em-ride') return o.player.join(' ') + ' + ' + o.community.join(' ') + ' · ' + o.finalHand + ' · ' + (1 + o.riding.filter(Boolean).length) + ' bets';
  if (engine === 'red-dog') return o.cards.join(' ') + (o.third ? ' → ' + o.third : '') + (o.spread ? ' · spread ' + o.spread : ' · ' + o.kind) + (o.decision === 'raise' ? ' · raised' : '');
  return o.playerHand + ' vs ' + (o.dealerHand || '?') + (o.decision === 'fold' ? ' · folded' : o.dealerQualifies === false ? ' (no qualify)' : '');
}
