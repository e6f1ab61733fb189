import { aGame, lobbyCatalogue } from '../testing/catalogue-fixture';
import { compareByName, gamesIn, orderCategories, sortSubCategories } from './category-order';

describe('category order (SPEC §9)', () => {
  it('puts New Games, Holiday Games, Halloween, Slots, Progressives, Specialty, Crash Games first, then the rest alphabetically', () => {
    const titles = ['Table Games', 'Crash Games', 'Video Poker', 'Specialty', 'Halloween', 'Slots', 'Live Dealer', 'Progressives', 'New Games', 'Holiday Games', 'Arcade'];
    const games = titles.map((title, index) => aGame(`G${index}`, title, 'x'));
    expect(orderCategories([], games).map((category) => category.title)).toEqual([
      'New Games', 'Holiday Games', 'Halloween', 'Slots', 'Progressives', 'Specialty', 'Crash Games',
      'Arcade', 'Live Dealer', 'Table Games', 'Video Poker',
    ]);
  });

  it('puts the All sub-category first and sorts video poker hand counts as numbers', () => {
    expect(sortSubCategories(['100', '10', 'All', '3', '52', '1'])).toEqual(['All', '1', '3', '10', '52', '100']);
    expect(sortSubCategories(['Roulette', 'Blackjack', 'Baccarat'])).toEqual(['All', 'Baccarat', 'Blackjack', 'Roulette']);
  });

  it("orders the file's categories whatever order the file gives, and drops categories without games", () => {
    const { games, categories } = lobbyCatalogue();
    const ordered = orderCategories([...categories, { title: 'Empty', sub_categories: ['All'] }], games);
    expect(ordered.map((category) => category.title)).toEqual([
      'New Games', 'Slots', 'Progressives', 'Crash Games', 'Live Dealer', 'Table Games', 'Video Poker',
    ]);
    expect(ordered.find((category) => category.title === 'Video Poker')?.sub_categories).toEqual(['All', '1', '3', '10']);
  });

  it('orders names by their letters, whatever their case or accents', () => {
    expect(['slots', 'Éclair', 'Arcade', 'eclairs', 'arcade'].sort(compareByName)).toEqual(['Arcade', 'arcade', 'Éclair', 'eclairs', 'slots']);
    expect(compareByName('Éclair', 'eclair')).toBe(0);
  });

  it('lists the games of a sub-category, or of the whole category for All', () => {
    const { games } = lobbyCatalogue();
    expect(gamesIn(games, 'Slots', 'All').map((game) => game.display_name)).toEqual(['Cash Bandits', 'Cash Bandits 2', "Dragon's Hoard"]);
    expect(gamesIn(games, 'Slots', '3 Reel').map((game) => game.display_name)).toEqual(['Cash Bandits 2']);
  });
});
