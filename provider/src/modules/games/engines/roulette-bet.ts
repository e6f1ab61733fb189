// A roulette bet as a play request carries it: its own file, as the engine contract (game-engine.ts) names it and the engine imports the contract.
export type RouletteBetKind = 'straight' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'dozen' | 'column';

export interface RouletteBet {
  kind: RouletteBetKind;
  /** straight: 0–36 (37 is 00 on the American wheel); dozen and column: 1–3. */
  value?: number;
  amountCents: number;
}
