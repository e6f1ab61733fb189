import type { EngineOptions } from '../modules/games';
import { TITLE_ENGINES } from './title-engines';

/** A deterministic catalogue: the same ids on every machine, so tests and links stay stable. */
export interface SeedGame {
  gameCode: string;
  machineId: number;
  gameId: number;
  displayName: string;
  category: string;
  subCategory: string;
  mobile: boolean;
  /** The engine that plays the title and its options (title-engines.ts). */
  engine: string;
  engineOptions: EngineOptions;
}

interface CategoryPlan {
  category: string;
  subCategories: string[];
  names: string[];
  mobile?: boolean;
  /** Words in a title that place it in a sub-category; a title with none takes the plan's rotation. */
  keywords?: Record<string, ReadonlyArray<string>>;
  /** Sub-category of a title whose name says nothing, instead of the rotation. */
  defaultSubCategory?: string;
}

const plans: CategoryPlan[] = [
  {
    category: 'New Games',
    subCategories: ['Slots'],
    names: ['Neon Nights™', 'Golden Gorilla', 'Dragon\'s Hoard', 'Cash Cascade', 'Lucky Lanterns', 'Wild Vegas Vault',
      'Pharaoh\'s Fortune II', 'Mystic Meadows', 'Star Crusher', 'Bison Blitz', 'Jade Jubilee', 'Crystal Cove'],
  },
  {
    category: 'Holiday Games',
    subCategories: ['Slots'],
    names: ['Santa\'s Stash', 'Naughty or Nice', 'Jingle Jackpots', 'Frosty Fortunes', 'Sleigh Bells Ring', 'Elf Wars',
      'Snowball Bonanza', 'Merry Money', 'Lucky New Year', 'Reindeer Riches'],
  },
  {
    category: 'Halloween',
    subCategories: ['Slots'],
    names: ['Witch\'s Brew', 'Haunted Mansion Cash', 'Pumpkin Patch Payout', 'Count Spectacular', 'Zombie Zone',
      'Boo-tiful Bucks', 'Grim Riches', 'Monster Mash Cash', 'Spooky Spins', 'Vampire\'s Vault'],
  },
  {
    category: 'Slots',
    subCategories: ['3 Reel', '5 Reel', '6 Reel', 'Bonus Round'],
    names: ['Cash Bandits', 'Cash Bandits 2', 'Cash Bandits 3', 'Bubble Bubble', 'Bubble Bubble 2', 'Aladdin\'s Wishes',
      'Achilles', 'Aztec\'s Treasure', 'Bonus Bears', 'Caesar\'s Empire', 'Cleopatra\'s Gold', 'Coyote Cash',
      'Diamond Dozen', 'Dragon Orb', 'Enchanted Garden', 'Fire Dragon', 'Fortune Girl', 'Gemtopia', 'Goldbeard',
      'Hot Hand', 'I, Zombie', 'Jackpot Cleopatra\'s Gold', 'Jungle Reels', 'Kung Fu Rooster', 'Lucky Tiger',
      'Megasaur', 'Mermaid Queen', 'Naughty List', 'Outback Heat', 'Panda\'s Gold', 'Plentiful Treasure',
      'Prince of Sherwood', 'Purrfect Pets', 'Rags to Witches', 'Secret Jungle', 'Shanghai Lights', 'Spirit of the Inca',
      'Storm Lords', 'T-Rex', 'Texan Tycoon', 'The Three Stooges', 'Triple Twister', 'Wild Hog Luau', 'Wolf Treasure',
      'Yak, Yeti & Roll', 'Zhanshi', '5 Wishes', '777', 'Bank on It', 'Cash Chaser'],
  },
  {
    category: 'Progressives',
    subCategories: ['Slots', 'Table'],
    keywords: { Table: ["Hold'em", "Let 'Em Ride"] },
    defaultSubCategory: 'Slots',
    names: ['Aztec\'s Millions', 'Jackpot Piñatas', 'Shopping Spree II', 'Spirit of the Inca Progressive',
      'Caribbean Hold\'em Progressive', 'Let \'Em Ride Progressive', 'Megasaur Millions', 'Cash Cow Progressive'],
  },
  {
    category: 'Specialty',
    subCategories: ['Keno', 'Scratch Cards', 'Bingo', 'Arcade'],
    keywords: { Keno: ['Keno'], 'Scratch Cards': ['Scratch'], Bingo: ['Bingo'] },
    defaultSubCategory: 'Arcade',
    names: ['Keno', 'Fish Catch', 'Bingo Bonanza', 'Scratch \'n\' Win', 'Lucky 8 Scratch', 'Treasure Tree Scratch',
      'Banana Jones', 'Penguin Pays Scratch'],
  },
  {
    category: 'Crash Games',
    subCategories: ['Crash'],
    names: ['Rocket Rush', 'Crash Kong', 'Jet Setter Crash', 'Moon Multiplier', 'Balloon Burst', 'Aviator X'],
  },
  {
    category: 'Table Games',
    subCategories: ['Blackjack', 'Roulette', 'Baccarat', 'Poker', 'Dice', 'Specialty'],
    keywords: {
      Blackjack: ['Blackjack', '21', 'Pontoon'],
      Roulette: ['Roulette'],
      Baccarat: ['Baccarat'],
      Poker: ['Poker'],
      Dice: ['Craps', 'Sic Bo'],
      Specialty: ['Red Dog', 'War'],
    },
    names: ['Blackjack', 'Perfect Pairs Blackjack', 'Pontoon', 'Super 21', 'Face Up 21', 'Match Play 21',
      'European Roulette', 'American Roulette', 'Baccarat', 'Red Dog', 'Caribbean Stud Poker', 'Tri Card Poker',
      'Pai Gow Poker', 'War', 'Craps', 'Sic Bo'],
  },
  {
    category: 'Video Poker',
    subCategories: ['1', '3', '10', '52', '100'],
    names: ['Jacks or Better', 'Deuces Wild', 'Bonus Poker', 'Double Bonus Poker', 'Double Double Bonus Poker',
      'Aces and Faces', 'Joker Poker', 'Loose Deuces', 'Sevens Wild', 'All American Poker'],
  },
  {
    category: 'Live Dealer',
    subCategories: ['Blackjack', 'Roulette', 'Baccarat'],
    keywords: { Blackjack: ['Blackjack'], Roulette: ['Roulette'], Baccarat: ['Baccarat'] },
    names: ['Live Blackjack', 'Live VIP Blackjack', 'Live European Roulette', 'Live Speed Roulette', 'Live Baccarat',
      'Live Squeeze Baccarat'],
  },
];

function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** A title's sub-category: named by a keyword in the title, else the plan's default, else its rotation. */
function subCategoryOf(plan: CategoryPlan, name: string, index: number): string {
  const lower = name.toLowerCase();
  for (const [subCategory, words] of Object.entries(plan.keywords ?? {})) {
    if (words.some((word) => lower.includes(word.toLowerCase()))) return subCategory;
  }
  return plan.defaultSubCategory ?? plan.subCategories[index % plan.subCategories.length] ?? 'Slots';
}

export function buildGameCatalogue(): SeedGame[] {
  return buildTitles().map((game) => {
    const entry = TITLE_ENGINES[game.gameCode];
    if (!entry) throw new Error(`No engine for ${game.gameCode} in title-engines.ts.`);
    return { ...game, engine: entry[0], engineOptions: entry[1] ?? {} };
  });
}

function buildTitles(): Omit<SeedGame, 'engine' | 'engineOptions'>[] {
  const games: Omit<SeedGame, 'engine' | 'engineOptions'>[] = [];
  plans.forEach((plan, planIndex) => {
    plan.names.forEach((name, nameIndex) => {
      if (plan.category === 'Video Poker') {
        // Every poker variant comes in each hand count: the numeric sub-categories of the lobby.
        plan.subCategories.forEach((hands, handIndex) => {
          games.push({
            gameCode: `${slug(name)}-${hands}-hand`,
            machineId: 9000 + nameIndex * 10 + handIndex,
            gameId: 1,
            displayName: hands === '1' ? name : `${name} ${hands} Hand`,
            category: plan.category,
            subCategory: hands,
            mobile: hands !== '100',
          });
        });
        return;
      }
      games.push({
        gameCode: slug(name),
        machineId: 1000 + planIndex * 100 + nameIndex,
        gameId: plan.category === 'Live Dealer' ? 2 : 1,
        displayName: name,
        category: plan.category,
        subCategory: subCategoryOf(plan, name, nameIndex),
        mobile: plan.mobile ?? true,
      });
    });
  });
  return games;
}
