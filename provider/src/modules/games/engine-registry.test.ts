import { buildGameCatalogue } from '../../seed/games-catalogue';
import { titleEngine } from './engine-registry';
import { POKER_PAYTABLES } from './engines/video-poker-engine';
import type { VideoPokerConfig } from './engines/video-poker-game';

const catalogue = buildGameCatalogue();

describe('game titles', () => {
  it('plays every video poker title on its own pay table, with the hand count of its sub-category', () => {
    const poker = catalogue.filter((game) => game.category === 'Video Poker');
    expect(poker).toHaveLength(50);
    for (const game of poker) {
      const title = titleEngine(game.engine, game.engineOptions);
      if (title.id !== 'video-poker') throw new Error(`${game.displayName} is not video poker`);
      const config = title.setup.config as VideoPokerConfig;
      expect(POKER_PAYTABLES[config.variant].name.startsWith(game.displayName.replace(/ \d+ Hand$/, ''))).toBe(true);
      expect(config.hands).toBe(Number(game.subCategory));
    }
  });

  it('names a registered engine, with valid options, for every catalogue title', () => {
    for (const game of catalogue) expect(() => titleEngine(game.engine, game.engineOptions)).not.toThrow();
  });
});
