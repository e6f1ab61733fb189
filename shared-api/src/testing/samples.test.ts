import { Check } from '@sinclair/typebox/value';
import {
  ActiveCoupon, BalanceAnswer, Coupon, GamesCatalogue, Game, GameSessionAnswer, JackpotListing, JackpotWinner, PlayerCoupon, PlayerData,
  PlayerJackpot, SessionAnswer, ActivityStatement, VerificationState,
} from 'shared-contract';
import {
  sampleBalance, sampleCatalogue, sampleCoupon, sampleFreeSpinCoupon, sampleGame, sampleGameSession, sampleJackpotListing,
  sampleJackpotWinner, sampleNoActiveCoupon, samplePlayerCoupon, samplePlayerData, samplePlayerJackpot, sampleSession, sampleVerificationState,
} from './samples';
import { sampleStatement, sampleStatementRow } from './safer-gambling-samples';

describe('the sample answers of shared-api/testing', () => {
  it.each([
    ['samplePlayerData', PlayerData, samplePlayerData()],
    ['sampleSession', SessionAnswer, sampleSession()],
    ['sampleBalance', BalanceAnswer, sampleBalance(0.99)],
    ['sampleGame', Game, sampleGame({ display_name: "Dragon's Hoard™" })],
    ['sampleCatalogue', GamesCatalogue, sampleCatalogue([sampleGame(), sampleGame({ machine_id: 5002, sub_category: '3 Reel' })])],
    ['sampleGameSession', GameSessionAnswer, sampleGameSession()],
    ['sampleCoupon', Coupon, sampleCoupon()],
    ['samplePlayerCoupon', PlayerCoupon, samplePlayerCoupon()],
    ['sampleFreeSpinCoupon', ActiveCoupon, sampleFreeSpinCoupon('cash-bandits')],
    ['sampleNoActiveCoupon', ActiveCoupon, sampleNoActiveCoupon()],
    ['sampleJackpotListing', JackpotListing, sampleJackpotListing()],
    ['sampleJackpotWinner', JackpotWinner, sampleJackpotWinner()],
    ['samplePlayerJackpot', PlayerJackpot, samplePlayerJackpot({ winners: [sampleJackpotWinner()] })],
  ] as const)('%s matches the contract', (_name, schema, sample) => {
    expect(Check(schema, sample)).toBe(true);
  });

  it.each(['unverified', 'documents-needed', 'in-review', 'verified', 'rejected'] as const)('sampleVerificationState(%s) matches the contract', (status) => {
    expect(Check(VerificationState, sampleVerificationState(status))).toBe(true);
  });

  it('a sample statement matches the contract and reconciles: deposits − withdrawals + net = closing − opening', () => {
    const statement = sampleStatement([
      sampleStatementRow('2026-10', { deposits: 5000, stakes: 2000, wins: 1500 }),
      sampleStatementRow('2026-11', { withdrawals: 2000, bonuses: 300 }),
    ], { opening_balance: 1000 });
    expect(Check(ActivityStatement, statement)).toBe(true);
    expect(statement.totals).toEqual({ deposits: 5000, withdrawals: 2000, stakes: 2000, wins: 1500, bonuses: 300, net: -200 });
    expect(statement.closing_balance).toBe(3800);
  });

  it('a catalogue without categories lists each category of its games, All first', () => {
    const catalogue = sampleCatalogue([sampleGame(), sampleGame({ machine_id: 5002, sub_category: '3 Reel' }), sampleGame({ category: 'Table Games', sub_category: 'Blackjack' })]);
    expect(catalogue.categories).toEqual([
      { title: 'Slots', sub_categories: ['All', '5 Reel', '3 Reel'] },
      { title: 'Table Games', sub_categories: ['All', 'Blackjack'] },
    ]);
  });
});
