import { sampleCatalogue, sampleGame } from 'shared-api/testing';
import type { Game, GamesCatalogue } from '../games/game';

let nextMachine = 5000;

/** A complete catalogue entry with the next machine id; live dealer games have game id 2. */
export function aGame(displayName: string, category = 'Slots', subCategory = '5 Reel', extra: Partial<Game> = {}): Game {
  nextMachine += 1;
  return sampleGame({
    machine_id: nextMachine,
    game_id: category === 'Live Dealer' ? 2 : 1,
    display_name: displayName,
    category,
    sub_category: subCategory,
    ...extra,
  });
}

/** The lobby's small games file with the shapes that matter: several categories, video poker, live dealer, a duplicate. */
export function lobbyCatalogue(): GamesCatalogue {
  // The same ids on every call, so a test can name games before the provider serves them.
  nextMachine = 5000;
  const games = [
    aGame('Neon Nights™', 'New Games', 'Slots'),
    aGame('Cash Bandits', 'Slots', '5 Reel'),
    aGame('Cash Bandits 2', 'Slots', '3 Reel'),
    aGame("Dragon's Hoard", 'Slots', '5 Reel'),
    aGame('Jackpot Piñatas', 'Progressives', 'Slots'),
    aGame('Cash Bandits', 'Progressives', 'Slots'),
    aGame('Jacks or Better 10 Hand', 'Video Poker', '10'),
    aGame('Jacks or Better 3 Hand', 'Video Poker', '3'),
    aGame('Jacks or Better', 'Video Poker', '1'),
    aGame('Blackjack', 'Table Games', 'Blackjack'),
    aGame('Live Blackjack', 'Live Dealer', 'Blackjack'),
    aGame('Rocket Rush', 'Crash Games', 'Crash'),
  ];
  return sampleCatalogue(games, [
    { title: 'Video Poker', sub_categories: ['All', '1', '10', '3'] },
    { title: 'Slots', sub_categories: ['All', '5 Reel', '3 Reel'] },
    { title: 'New Games', sub_categories: ['All', 'Slots'] },
    { title: 'Table Games', sub_categories: ['All', 'Blackjack'] },
    { title: 'Progressives', sub_categories: ['All', 'Slots'] },
    { title: 'Live Dealer', sub_categories: ['All', 'Blackjack'] },
    { title: 'Crash Games', sub_categories: ['All', 'Crash'] },
  ]);
}
