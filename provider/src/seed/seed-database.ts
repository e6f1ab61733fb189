import type { AppContext } from '../app-context';
import { hashPassword } from 'shared-node';
import { creditPlayer, HOUSE, postTransaction } from '../modules/wallet';
import { insertPlayer } from '../modules/players';
import { DEMO_PASSWORD, demoBirthDate, demoPlayers } from './demo-players';
import { buildGameCatalogue } from './games-catalogue';
import { seedCoupons } from './promotions';

export const LOBBY_JACKPOT_GUID = '6f1c2a9e-lobby-jackpot-0001';

const WINNERS = [
  ['Maria G.', 1250075, 'Aztec\'s Millions'], ['James T.', 48210, 'Cash Bandits 3'], ['Linda K.', 9975, 'Lucky Tiger'],
  ['Robert P.', 215000, 'Megasaur'], ['Susan W.', 3320, 'Bubble Bubble 2'], ['Michael B.', 76540, 'Shopping Spree II'],
  ['Karen D.', 12500, 'Jackpot Piñatas'], ['David L.', 530015, 'Spirit of the Inca'], ['Nancy H.', 2210, 'Keno'],
  ['Chris M.', 88000, 'Caribbean Stud Poker'],
] as const;

/** Loads the seed catalogue into an empty database; a database that has games is left as is. */
export async function seedDatabase(ctx: AppContext): Promise<void> {
  const existing = await ctx.db.query<{ count: number }>('select count(*)::int as count from games');
  if ((existing[0]?.count ?? 0) > 0) {
    await assignTitleEngines(ctx);
    return;
  }

  const players = demoPlayers();
  const hashes = await Promise.all(players.map(() => hashPassword(DEMO_PASSWORD, ctx.config.passwordCost)));
  const now = ctx.now();

  await ctx.db.transaction(async (tx) => {
    const games = buildGameCatalogue();
    // One multi-row insert: the catalogue is large and seeding runs on every test app.
    const values: (string | number | boolean)[] = [];
    const rows = games.map((game, index) => {
      values.push(game.gameCode, game.machineId, game.gameId, game.displayName, game.category, game.subCategory,
        game.mobile, index, game.engine, JSON.stringify(game.engineOptions));
      const base = index * 10;
      return `(${Array.from({ length: 10 }, (_, column) => `$${base + column + 1}`).join(', ')})`;
    });
    await tx.query(
      `insert into games (game_code, machine_id, game_id, display_name, category, sub_category, mobile, sort_order, engine, engine_options)
       values ${rows.join(', ')}`,
      values,
    );

    for (const coupon of seedCoupons) {
      const expiresAt = coupon.expiresInDays === undefined || coupon.expiresInDays === null
        ? null
        : new Date(now.getTime() + coupon.expiresInDays * 86_400_000);
      await tx.query(
        `insert into coupons (code, title, description, image, reward_type, redeem_type, redemption_type, tiers,
           free_spin_games, spin_value_cents, cashback_percent, fixed_amount_cents, playthrough_multiplier,
           max_cashout_cents, max_uses_per_player, max_uses_per_month, max_uses_per_week, max_uses_per_day,
           max_uses_total, expires_at, is_public, sort_order)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
        [
          coupon.code, coupon.title, coupon.description, `/images/coupons/${coupon.code.toLowerCase()}.png`,
          coupon.rewardType, coupon.redeemType, coupon.redemptionType, JSON.stringify(coupon.tiers),
          JSON.stringify(coupon.freeSpinGames ?? []), coupon.spinValueCents ?? 0, coupon.cashbackPercent ?? 0,
          coupon.fixedAmountCents ?? 0, coupon.playthroughMultiplier ?? 0, coupon.maxCashoutCents ?? null,
          coupon.maxUsesPerPlayer ?? null, coupon.maxUsesPerMonth ?? null, coupon.maxUsesPerWeek ?? null,
          coupon.maxUsesPerDay ?? null, coupon.maxUsesTotal ?? null, expiresAt, coupon.isPublic ?? true,
          coupon.sortOrder,
        ],
      );
    }

    await tx.query('insert into jackpots (guid, name, seed_cents, hit_one_in) values ($1, $2, $3, $4)', [
      LOBBY_JACKPOT_GUID, 'Lobby Jackpot', 1_000_000, 20_000,
    ]);
    await postTransaction(tx, {
      playerId: null,
      kind: 'jackpot_seed',
      lines: [
        { accountCode: HOUSE.jackpotSeed, amountCents: -1_000_000 },
        { accountCode: `jackpot:${LOBBY_JACKPOT_GUID}`, amountCents: 1_000_000 },
      ],
    });
    for (const [index, [name, amount, game]] of WINNERS.entries()) {
      await tx.query('insert into jackpot_winners (name, amount_cents, game, won_at) values ($1, $2, $3, $4)', [
        name, amount, game, new Date(now.getTime() - (index + 1) * 5 * 3_600_000),
      ]);
    }

    for (const [index, player] of players.entries()) {
      const id = await insertPlayer(tx, {
        login: player.login,
        email: player.email,
        passwordHash: hashes[index]!,
        firstName: player.firstName,
        lastName: player.lastName,
        birthDate: demoBirthDate(index),
        playerClass: player.playerClass,
      });
      // Demo players have complete profiles so a deposit is not gated on account details.
      await tx.query(
        `update players set address_1 = '1 Demo Street', city = 'Las Vegas', state_id = 'NV', zip_code = '89101',
           cell_phone = '+1 702 555 0100', gender = true where id = $1`,
        [id],
      );
      if (player.depositCents > 0) {
        await creditPlayer(tx, id, HOUSE.cashier, player.depositCents, 'deposit', { reference: 'seed deposit' });
        await tx.query('update players set first_deposit_at = $2, total_deposits_number = 1 where id = $1', [id, now]);
      }
    }
  });
}

/** A database seeded before titles carried their engine gets it from the seed catalogue. */
async function assignTitleEngines(ctx: AppContext): Promise<void> {
  const missing = await ctx.db.query<{ count: number }>(`select count(*)::int as count from games where engine = ''`);
  if ((missing[0]?.count ?? 0) === 0) return;
  await ctx.db.transaction(async (tx) => {
    for (const game of buildGameCatalogue()) {
      await tx.query(`update games set engine = $2, engine_options = $3 where game_code = $1 and engine = ''`, [
        game.gameCode, game.engine, JSON.stringify(game.engineOptions),
      ]);
    }
  });
}
