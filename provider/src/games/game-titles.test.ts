import { buildGameCatalog } from '../seed/games-catalog';
import { POKER_PAYTABLES } from './engines/video-poker-engine';
import { gameDefinition } from './game-titles';

const catalog = buildGameCatalog().map((game) => ({
  game_code: game.gameCode, display_name: game.displayName, category: game.category, sub_category: game.subCategory,
}));

describe('game titles', () => {
  it('plays every video poker title on its own pay table, with the hand count of its sub-category', () => {
    const poker = catalog.filter((game) => game.category === 'Video Poker');
    expect(poker).toHaveLength(50);
    for (const game of poker) {
      const definition = gameDefinition(game);
      if (definition.engine !== 'video-poker') throw new Error(`${game.display_name} is not video poker`);
      expect(POKER_PAYTABLES[definition.variant].name.startsWith(game.display_name.replace(/ \d+ Hand$/, ''))).toBe(true);
      expect(definition.hands).toBe(Number(game.sub_category));
    }
  });
});
