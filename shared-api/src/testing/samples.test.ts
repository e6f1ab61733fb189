import { Check } from '@sinclair/typebox/value';
import {
  ActiveCoupon, BalanceAnswer, Coupon, GamesCatalogue, Game, GameSessionAnswer, JackpotListing, JackpotWinner, PlayerCoupon, PlayerData,
  PlayerJackpot, SessionAnswer,
} from 'shared-contract';
import {
  sampleBalance, sampleCatalogue, sampleCoupon, sampleFreeSpinCoupon, sampleGame, sampleGameSession, sampleJackpotListing,
  sampleJackpotWinner, sampleNoActiveCoupon, samplePlayerCoupon, samplePlayerData, samplePlayerJackpot, sampleSession,
} from './samples';

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

  it('a catalogue without categories lists each category of its games, All first', () => {
    const catalogue = sampleCatalogue([sampleGame(), sampleGame({ machine_id: 5002, sub_category: '3 Reel' }), sampleGame({ category: 'Table Games', sub_category: 'Blackjack' })]);
    expect(catalogue.categories).toEqual([
      { title: 'Slots', sub_categories: ['All', '5 Reel', '3 Reel'] },
      { title: 'Table Games', sub_categories: ['All', 'Blackjack'] },
    ]);
  });
});
