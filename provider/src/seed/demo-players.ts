/** Demo players: every class of SPEC §6, each with and without a first deposit. */
export const PLAYER_CLASSES = [
  'Banned',
  'Bronze No2',
  'Coupon',
  'Deactivated',
  'Review – Options blocked',
  'Test Class',
  'Unverified / Non Dep',
  'Low Margin',
  'Cash Recyclers',
  'Cash Recyclers + Bonuses',
] as const;

export const DEMO_PASSWORD = 'Demo1234';

export interface DemoPlayer {
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  playerClass: string;
  /** First deposit in cents, or 0 for a player who never deposited. */
  depositCents: number;
}

function classSlug(playerClass: string): string {
  return playerClass.toLowerCase().replace(/bonuses/, 'bonus').replace(/[^a-z0-9]/g, '');
}

export function demoPlayers(): DemoPlayer[] {
  const players: DemoPlayer[] = [
    { login: 'demoplayer', email: 'demoplayer@example.com', firstName: 'Dana', lastName: 'Demo',
      playerClass: 'Cash Recyclers + Bonuses', depositCents: 25000 },
    { login: 'newplayer', email: 'newplayer@example.com', firstName: 'Noah', lastName: 'Newman',
      playerClass: 'Unverified / Non Dep', depositCents: 0 },
  ];
  for (const playerClass of PLAYER_CLASSES) {
    const slug = classSlug(playerClass);
    players.push({ login: `dep${slug}`, email: `dep.${slug}@example.com`, firstName: 'Dee', lastName: playerClass.split(' ')[0] ?? 'Player',
      playerClass, depositCents: 10000 });
    players.push({ login: `new${slug}`, email: `new.${slug}@example.com`, firstName: 'Nia', lastName: playerClass.split(' ')[0] ?? 'Player',
      playerClass, depositCents: 0 });
  }
  return players;
}

/**
 * Each demo player is a different person: a birthday of their own from June 15, 1985 (two demo
 * players share a name, and a restriction covers everyone of the same name and birth date).
 */
export function demoBirthDate(index: number): string {
  return new Date(Date.UTC(1985, 5, 15 + index)).toISOString().slice(0, 10);
}
