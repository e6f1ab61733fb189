import { sampleGame } from 'shared-api/testing';
import { titleFromSlug } from 'shared-ui';
import { findGameBySlug, slugOf } from './game-slug';

describe('game page slugs', () => {
  const neon = sampleGame({ display_name: 'Neon Nights™', game_code: 'neon-nightstm', machine_id: 9 });
  const games = [sampleGame({ display_name: "Dragon's Hoard®", game_code: 'dragons-hoard' }), neon];

  it('strip special characters such as ™ and ®, so the title read from the slug has none', () => {
    expect(slugOf(neon)).toBe('neon-nights');
    expect(titleFromSlug(slugOf(neon))).toBe('Neon Nights');
    expect(slugOf({ display_name: "Dragon's Hoard®" })).toBe('dragons-hoard');
    expect(slugOf({ display_name: 'Yak, Yeti & Roll' })).toBe('yak-yeti-and-roll');
  });

  it('find the game by its slug, and by the old slug made from the game code', () => {
    expect(findGameBySlug(games, 'neon-nights')).toBe(neon);
    expect(findGameBySlug(games, 'neon-nightstm')).toBe(neon);
    expect(findGameBySlug(games, 'NEON-NIGHTS')).toBe(neon);
    expect(findGameBySlug(games, 'no-such-game')).toBeUndefined();
  });
});
