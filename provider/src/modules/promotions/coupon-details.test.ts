import type { FastifyInstance } from 'fastify';
import { call, createTestApp, databaseVariants, depositVia, signupPlayer, type PlayerSession } from '../../testing/test-app';

interface ListedCoupon {
  coupon_code: string;
  player_coupon_status: string;
  game_description: string;
  free_spin_details_list: { game_code: string; game_description: string; mach_id: number | null; game_id: number | null }[];
  playthrough_details: { awaiting_deposit: boolean };
}

// The coupon list reads the player in one statement (decision 042): what a player sees must not change.
describe.each(databaseVariants())('the coupon list on $name', ({ options }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(options());
  });
  afterAll(async () => app.close());

  const list = async (player: PlayerSession) => {
    const response = await call(app, { method: 'GET', url: `/937/players/${player.pid}/coupondetails?login=${player.login}`, token: player.token });
    expect(response.statusCode).toBe(200);
    return response.json() as { balance: number; active_coupon: string | null; player_coupon_status: string; coupons: ListedCoupon[] };
  };
  const listed = (coupons: ListedCoupon[], code: string) => coupons.find((coupon) => coupon.coupon_code === code)!;

  it('names the games of free-spin coupons by their titles', async () => {
    const details = await list(await signupPlayer(app));
    const spins = listed(details.coupons, 'FREESPINS50');
    expect(spins.free_spin_details_list.map((game) => game.game_code)).toEqual(['cash-bandits', 'bubble-bubble', 'megasaur']);
    for (const game of spins.free_spin_details_list) {
      expect(game.game_description).not.toBe(game.game_code);
      expect(game.mach_id).toEqual(expect.any(Number));
      expect(game.game_id).toEqual(expect.any(Number));
    }
    // One game: its title is the coupon's game description.
    expect(listed(details.coupons, 'EXTRASPINS100').game_description).toBe(listed(details.coupons, 'EXTRASPINS100').free_spin_details_list[0]!.game_description);
    expect(listed(details.coupons, 'EXTRASPINS100').game_description).not.toBe('');
  });

  it('shows no coupon, then the requested one, with the balance', async () => {
    const player = await signupPlayer(app);
    const before = await list(player);
    expect(before).toMatchObject({ balance: 0, active_coupon: null, player_coupon_status: 'No Coupon' });
    expect(before.coupons.every((coupon) => coupon.player_coupon_status === 'available')).toBe(true);

    const redeem = await call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?login=${player.login}&couponCode=DEPOSIT150&redeem=true`, token: player.token });
    expect(redeem.statusCode).toBe(200);
    const requested = await list(player);
    expect(requested).toMatchObject({ balance: 0, active_coupon: 'DEPOSIT150', player_coupon_status: 'requested' });
    expect(listed(requested.coupons, 'DEPOSIT150')).toMatchObject({ player_coupon_status: 'requested', playthrough_details: { awaiting_deposit: true } });
    expect(listed(requested.coupons, 'WELCOME300').player_coupon_status).toBe('available');

    expect((await depositVia(app, player, '50.00')).statusCode).toBe(200);
    const redeemed = await list(player);
    expect(redeemed.active_coupon).toBe('DEPOSIT150');
    expect(redeemed.player_coupon_status).toBe('redeemed');
    expect(redeemed.balance).toBeGreaterThan(50);
    expect(listed(redeemed.coupons, 'DEPOSIT150')).toMatchObject({ player_coupon_status: 'redeemed', playthrough_details: { awaiting_deposit: false } });
  });
});
