import type { Rng } from '../rng';

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
