import { buildGameCatalogue } from './games-catalogue';

const subCategoryOf = (name: string) => buildGameCatalogue().find((game) => game.displayName === name)?.subCategory;

describe('games catalogue', () => {
  it('files each table game under the sub-category its name says', () => {
    expect(subCategoryOf('Perfect Pairs Blackjack')).toBe('Blackjack');
    expect(subCategoryOf('Pontoon')).toBe('Blackjack');
    expect(subCategoryOf('European Roulette')).toBe('Roulette');
    expect(subCategoryOf('Baccarat')).toBe('Baccarat');
    expect(subCategoryOf('Caribbean Stud Poker')).toBe('Poker');
    expect(subCategoryOf('Sic Bo')).toBe('Dice');
    expect(subCategoryOf('Live Speed Roulette')).toBe('Roulette');
  });

  it('keeps slot progressives with the slots and table progressives with the tables', () => {
    expect(subCategoryOf('Shopping Spree II')).toBe('Slots');
    expect(subCategoryOf("Caribbean Hold'em Progressive")).toBe('Table');
    expect(subCategoryOf('Penguin Pays Scratch')).toBe('Scratch Cards');
    expect(subCategoryOf('Fish Catch')).toBe('Arcade');
  });

  it('has at least 150 games, with every video poker title in 1, 3, 10, 52 and 100 hands', () => {
    const games = buildGameCatalogue();
    expect(games.length).toBeGreaterThanOrEqual(150);
    const hands = new Set(games.filter((game) => game.category === 'Video Poker').map((game) => game.subCategory));
    expect([...hands].sort((a, b) => Number(a) - Number(b))).toEqual(['1', '3', '10', '52', '100']);
  });
});
