import { lobbyCatalogue } from '../testing/catalogue-fixture';
import { cleanGameName } from './clean-game-name';
import { buildSearchIndex, searchGames } from './search-games';

const names = (query: string) => searchGames(buildSearchIndex(lobbyCatalogue().games), query).map((game) => game.display_name);

describe('game search (SPEC §5)', () => {
  it('matches a case-insensitive substring of display_name', () => {
    expect(names('BANDIT')).toEqual(['Cash Bandits', 'Cash Bandits 2']);
    expect(names('jack')).toContain('Live Blackjack');
  });

  it('lists a game in two categories once', () => {
    expect(names('cash bandits').filter((name) => name === 'Cash Bandits')).toHaveLength(1);
  });

  it('cleans names: trade marks, apostrophes and accents do not get in the way', () => {
    expect(cleanGameName('Neon Nights™')).toBe('neon nights');
    expect(cleanGameName("Dragon's Hoard")).toBe('dragons hoard');
    expect(cleanGameName('Yak, Yeti & Roll')).toBe('yak yeti & roll');
    expect(names('neon nights')).toEqual(['Neon Nights™']);
    expect(names('dragons')).toEqual(["Dragon's Hoard"]);
    expect(names("dragon's")).toEqual(["Dragon's Hoard"]);
    expect(names('pinatas')).toEqual(['Jackpot Piñatas']);
  });

  it('lists names that start with the query first', () => {
    expect(names('jack')).toEqual(['Jackpot Piñatas', 'Jacks or Better 10 Hand', 'Jacks or Better 3 Hand', 'Jacks or Better', 'Blackjack', 'Live Blackjack']);
  });

  it('finds nothing for an empty or punctuation-only query', () => {
    expect(names('   ')).toEqual([]);
    expect(names('™')).toEqual([]);
  });
});
