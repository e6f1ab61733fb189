import { badRequest } from '../../../lib/api-error';
import { checkStake, finishedStep, noteOf, openStep, type GameEngine, type PlayRequest, type Step } from '../game-engine';
import type { Rng } from '../../../lib/rng';

/**
 * A card table game played in steps (bet, then one decision) against the house: Tri Card Poker,
 * Red Dog, Caribbean Stud. The game server settles every one of them through the same code:
 * `open` takes the bets, each decision may take an extra stake, and a finished state says what
 * comes back (stakes included). States are plain JSON: they are kept in the open round.
 */
export interface CardTable<State> {
  /** Bet kinds this table takes at the deal ('ante' always; e.g. 'pairplus'). */
  betKinds: readonly string[];
  open(bets: Readonly<Record<string, number>>, rng: Rng): State;
  actions(state: State): CardTableAction[];
  /** Cents a decision adds to the stake (debited before it is applied). */
  extraStake(state: State, action: CardTableAction): number;
  act(state: State, action: CardTableAction, rng: Rng): State;
  finished(state: State): boolean;
  /** Everything paid back when finished, stakes included. */
  returnCents(state: State): number;
  /** What the player may see: face-down cards stay null until the round ends. */
  view(state: State): Record<string, unknown>;
  /** The decision taken for a player who left the round open for too long. */
  timeoutAction(state: State, balanceCents: number): CardTableAction;
  /** Rules data for the help dialog. */
  help(): Record<string, unknown>;
}

export type CardTableAction = 'play' | 'fold' | 'raise' | 'call' | 'ride' | 'pull';
export const CARD_TABLE_ACTIONS: readonly CardTableAction[] = ['play', 'fold', 'raise', 'call', 'ride', 'pull'];

/** One bet's settlement as the player sees it. */
export interface BetResult {
  bet: string;
  stakeCents: number;
  returnCents: number;
  note: string;
}

/** The deal's bets by kind: `deal` is an Ante alone; `bet` names each kind (e.g. ante and pairplus). */
function dealBets(table: CardTable<unknown>, request: PlayRequest): Record<string, number> {
  if (request.action === 'deal') return { ante: request.bet };
  if (request.action !== 'bet') throw badRequest('Place your bets and deal.');
  const bets: Record<string, number> = {};
  for (const bet of request.bets) {
    const kind = String(bet.kind);
    if (!table.betKinds.includes(kind)) throw badRequest(`This table takes these bets: ${table.betKinds.join(', ')}.`);
    if (Object.hasOwn(bets, kind)) throw badRequest(`One ${kind} bet per round.`);
    bets[kind] = bet.amountCents;
  }
  if (bets.ante === undefined) throw badRequest('An ante bet is needed to deal.');
  return bets;
}

/**
 * A card table as a game engine: the deal takes the bets, each decision may take an extra stake
 * (a decision the balance cannot cover is refused with 402 and the hand stays open).
 * `theory`: the table's RTP per unit of its first bet, computed once.
 */
export function cardTableEngine<State>(table: CardTable<State>, theory: () => { rtp: number }): GameEngine<null, State> {
  let rtp: number | null = null;
  const step = (state: State): Step<State> =>
    (table.finished(state) ? finishedStep(table.returnCents(state), table.view(state)) : openStep(state, table.view(state)));
  return {
    configure: (options) => ({ config: null, rtp: (rtp ??= theory().rtp), ...noteOf(options) }),
    clientConfig: () => table.help(),
    acts: CARD_TABLE_ACTIONS,
    start: async (_config, request, round) => {
      const bets = dealBets(table as CardTable<unknown>, request);
      for (const cents of Object.values(bets)) checkStake(cents);
      await round.stake(Object.values(bets).reduce((sum, cents) => sum + cents, 0));
      return step(table.open(bets, round.rng));
    },
    act: async (state, request, round) => {
      const allowed = table.actions(state);
      const action = request.action as CardTableAction;
      if (!allowed.includes(action)) throw badRequest(`Choose ${allowed.join(' or ')}.`);
      const extra = table.extraStake(state, action);
      if (extra > 0) await round.stake(extra);
      return step(table.act(state, action, round.rng));
    },
    // The table's own timeout decision, paid for only if the balance covers it.
    timeout: async (state, round) => {
      let current = state;
      while (!table.finished(current)) {
        const action = table.timeoutAction(current, await round.balanceCents());
        const extra = table.extraStake(current, action);
        if (extra > 0) await round.stake(extra);
        current = table.act(current, action, round.rng);
      }
      return step(current);
    },
  };
}
