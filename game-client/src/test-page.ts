import type { GameInfo, GameRound, RoundAnswer } from 'shared-contract';

/** The page's fixed elements, as index.html has them. */
export function renderPageShell(): void {
  document.body.innerHTML = '<b id="balance">–</b><div id="game"></div><div id="message" class="message" role="status"></div>';
}

export const sampleInfo = (overrides: Partial<GameInfo> = {}): GameInfo => ({
  game: { game_code: 'european-roulette', display_name: 'European Roulette', category: 'Table', sub_category: 'Roulette' },
  engine: 'roulette', rtp: 97.3, note: null, config: { pockets: 37 }, demo: false, balance: 100, currency: 'USD', currencySymbol: '$',
  limits: { min_bet: 0.1, max_bet: 100 }, open_round: null, free_spins: null, ...overrides,
});

export const sampleRound = (overrides: Partial<GameRound> = {}): GameRound => ({
  id: 1, game_code: 'european-roulette', engine: 'roulette', status: 'settled', stake: 1, win: 0, free_spin: false,
  balance_before: 100, balance_after: 99, outcome: { label: '17', color: 'black' }, started_at: '2026-01-01T10:00:00Z', settled_at: '2026-01-01T10:00:00Z',
  ...overrides,
});

export const sampleAnswer = (round: GameRound, balance: number): RoundAnswer => ({
  round, balance, currencySymbol: '$', free_spin: false, spins_remaining: null, jackpot: null, coupon_status: 'none',
});
