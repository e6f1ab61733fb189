import type { CouponTier, FreeSpinGame } from '../modules/promotions';

/** Promotions of SPEC §3 and §9; amounts are cents, durations relative to the seed time. */
export interface SeedCoupon {
  code: string;
  title: string;
  description: string;
  rewardType: 'ARSDaily' | 'CASHBACK' | 'DEPOSIT' | 'CHIP' | 'FREESPINS' | 'EXTRASPINS' | 'BOOST';
  /** 3 goes straight to the lobby (credited at once); 1 waits for a deposit; 'reward' is a reward. */
  redeemType: '1' | '3' | 'reward';
  redemptionType:
    | 'Fixed amount on redemption'
    | 'Fixed amount on next deposit'
    | 'Percentage on next deposit'
    | 'Percentage of net losses';
  tiers: CouponTier[];
  freeSpinGames?: FreeSpinGame[];
  spinValueCents?: number;
  cashbackPercent?: number;
  fixedAmountCents?: number;
  playthroughMultiplier?: number;
  maxCashoutCents?: number | null;
  maxUsesPerPlayer?: number | null;
  maxUsesPerMonth?: number | null;
  maxUsesPerWeek?: number | null;
  maxUsesPerDay?: number | null;
  maxUsesTotal?: number | null;
  expiresInDays?: number | null;
  isPublic?: boolean;
  sortOrder: number;
}

const METHODS = ['Credit Card', 'Bitcoin'] as const;

function depositTiers(
  base: Omit<CouponTier, 'deposit_method'>,
  bitcoin: Partial<Omit<CouponTier, 'deposit_method'>> = {},
): CouponTier[] {
  return METHODS.map((method) => ({ deposit_method: method, ...base, ...(method === 'Bitcoin' ? bitcoin : {}) }));
}

const noDepositTier = (playthrough: number): CouponTier[] => [
  {
    deposit_method: 'None',
    minimum_deposit_cents: 0,
    maximum_deposit_cents: 0,
    bonus_percent: 0,
    bonus_fixed_cents: 0,
    max_bonus_cents: null,
    spins: 0,
    playthrough,
  },
];

export const seedCoupons: SeedCoupon[] = [
  {
    code: 'WELCOME300',
    title: '300% Welcome Bonus',
    description: 'Triple your first deposit: 300% up to $3,000 on a deposit of $20 or more.',
    rewardType: 'DEPOSIT',
    redeemType: '1',
    redemptionType: 'Percentage on next deposit',
    tiers: depositTiers(
      { minimum_deposit_cents: 2000, maximum_deposit_cents: 100000, bonus_percent: 300, bonus_fixed_cents: 0,
        max_bonus_cents: 300000, spins: 0, playthrough: 30 },
      { bonus_percent: 350, max_bonus_cents: 350000 },
    ),
    maxUsesPerPlayer: 1,
    sortOrder: 1,
  },
  {
    code: 'ARSDAILY',
    title: 'Daily Login Reward',
    description: 'A free $2 chip every day you log in. 10x playthrough.',
    rewardType: 'ARSDaily',
    redeemType: 'reward',
    redemptionType: 'Fixed amount on redemption',
    tiers: noDepositTier(10),
    fixedAmountCents: 200,
    playthroughMultiplier: 10,
    maxUsesPerDay: 1,
    isPublic: false,
    sortOrder: 2,
  },
  {
    code: 'CASHBACK',
    title: '25% Cashback',
    description: 'Get 25% of your net losses back since your last claim. 1x playthrough.',
    rewardType: 'CASHBACK',
    redeemType: 'reward',
    redemptionType: 'Percentage of net losses',
    tiers: noDepositTier(1),
    cashbackPercent: 25,
    playthroughMultiplier: 1,
    sortOrder: 3,
  },
  {
    code: 'FREESPINS50',
    title: '50 Free Spins',
    description: '50 free spins worth $0.20 each on a game of your choice. No deposit needed. 20x playthrough on winnings.',
    rewardType: 'FREESPINS',
    redeemType: '3',
    redemptionType: 'Fixed amount on redemption',
    tiers: noDepositTier(20),
    freeSpinGames: [
      { game_code: 'cash-bandits', spins_needed: 50 },
      { game_code: 'bubble-bubble', spins_needed: 50 },
      { game_code: 'megasaur', spins_needed: 50 },
    ],
    spinValueCents: 20,
    playthroughMultiplier: 20,
    maxCashoutCents: 10000,
    maxUsesPerPlayer: 1,
    sortOrder: 10,
  },
  {
    code: 'EXTRASPINS100',
    title: '100 Extra Spins',
    description: 'Deposit $25 or more and get 100% up to $500 plus 100 extra spins on Cash Bandits 3.',
    rewardType: 'EXTRASPINS',
    redeemType: '1',
    redemptionType: 'Percentage on next deposit',
    tiers: depositTiers({ minimum_deposit_cents: 2500, maximum_deposit_cents: 50000, bonus_percent: 100,
      bonus_fixed_cents: 0, max_bonus_cents: 50000, spins: 100, playthrough: 25 }),
    freeSpinGames: [{ game_code: 'cash-bandits-3', spins_needed: 100 }],
    spinValueCents: 10,
    maxUsesPerWeek: 1,
    sortOrder: 11,
  },
  {
    code: 'DEPOSIT150',
    title: '150% Deposit Bonus',
    description: '150% up to $1,500 on a deposit of $25 or more, once a week.',
    rewardType: 'DEPOSIT',
    redeemType: '1',
    redemptionType: 'Percentage on next deposit',
    tiers: depositTiers({ minimum_deposit_cents: 2500, maximum_deposit_cents: 100000, bonus_percent: 150,
      bonus_fixed_cents: 0, max_bonus_cents: 150000, spins: 0, playthrough: 25 }),
    maxUsesPerWeek: 1,
    sortOrder: 20,
  },
  {
    code: 'RELOAD100',
    title: '100% Daily Reload',
    description: '100% up to $500 on any deposit of $30 or more. Once a day, five times a month.',
    rewardType: 'DEPOSIT',
    redeemType: '1',
    redemptionType: 'Percentage on next deposit',
    tiers: depositTiers({ minimum_deposit_cents: 3000, maximum_deposit_cents: 50000, bonus_percent: 100,
      bonus_fixed_cents: 0, max_bonus_cents: 50000, spins: 0, playthrough: 20 }),
    maxUsesPerDay: 1,
    maxUsesPerMonth: 5,
    sortOrder: 21,
  },
  {
    code: 'FIXED50',
    title: '$50 Deposit Bonus',
    description: 'Deposit $30 or more and receive a $50 bonus. 20x playthrough.',
    rewardType: 'DEPOSIT',
    redeemType: '1',
    redemptionType: 'Fixed amount on next deposit',
    tiers: depositTiers({ minimum_deposit_cents: 3000, maximum_deposit_cents: 100000, bonus_percent: 0,
      bonus_fixed_cents: 5000, max_bonus_cents: 5000, spins: 0, playthrough: 20 }),
    maxUsesPerPlayer: 3,
    sortOrder: 22,
  },
  {
    code: 'BOOST500',
    title: '500% Boost',
    description: '500% on a deposit of $25 to $100. Max cashout $1,500, max bet $5.',
    rewardType: 'BOOST',
    redeemType: '1',
    redemptionType: 'Percentage on next deposit',
    tiers: depositTiers({ minimum_deposit_cents: 2500, maximum_deposit_cents: 10000, bonus_percent: 500,
      bonus_fixed_cents: 0, max_bonus_cents: 50000, spins: 0, playthrough: 35 }),
    maxCashoutCents: 150000,
    maxUsesPerPlayer: 1,
    sortOrder: 23,
  },
  {
    code: 'FREECHIP25',
    title: '$25 Free Chip',
    description: 'A $25 no-deposit chip. 40x playthrough, max cashout $100. For balances under $1.',
    rewardType: 'CHIP',
    redeemType: '3',
    redemptionType: 'Fixed amount on redemption',
    tiers: noDepositTier(40),
    fixedAmountCents: 2500,
    playthroughMultiplier: 40,
    maxCashoutCents: 10000,
    maxUsesPerPlayer: 1,
    sortOrder: 30,
  },
  {
    code: 'LUCKYONE',
    title: 'One Lucky Player',
    description: 'A $100 chip for the first player to claim it. Only one in the whole casino.',
    rewardType: 'CHIP',
    redeemType: '3',
    redemptionType: 'Fixed amount on redemption',
    tiers: noDepositTier(10),
    fixedAmountCents: 10000,
    playthroughMultiplier: 10,
    maxUsesTotal: 1,
    isPublic: false,
    sortOrder: 90,
  },
  {
    code: 'SUMMER2020',
    title: 'Summer 2020',
    description: 'An old promotion kept to show expiry.',
    rewardType: 'DEPOSIT',
    redeemType: '1',
    redemptionType: 'Percentage on next deposit',
    tiers: depositTiers({ minimum_deposit_cents: 2000, maximum_deposit_cents: 50000, bonus_percent: 200,
      bonus_fixed_cents: 0, max_bonus_cents: 100000, spins: 0, playthrough: 30 }),
    expiresInDays: -30,
    isPublic: false,
    sortOrder: 99,
  },
];
