import { Value } from '@sinclair/typebox/value';
import WebSocket from 'ws';
import { CheckLoginAnswer, RewardsSocketAnswer, type CheckLoginMessage } from 'shared-contract';
import { couponsClient, memorySessionPort, provideSession } from 'shared-api';
import { activeCouponView, couponDetails, publicCoupons } from '../modules/promotions';
import { jackpotWinners } from '../modules/jackpot';
import { HOUSE, postTransaction, walletCode } from '../modules/wallet';
import { depositVia, signupPlayer, type PlayerSession } from '../testing/test-app';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api coupons client against the provider', () => {
  let provider: LiveProvider;
  beforeAll(async () => {
    provider = await startLiveProvider();
  });
  afterAll(async () => provider.close());

  /** A known loss, booked as the games would: a bet of `cents`, nothing won. */
  const bookLoss = (player: PlayerSession, cents: number) => provider.app.ctx.db.transaction((tx) => postTransaction(tx, {
    playerId: player.pid, kind: 'bet', lines: [{ accountCode: walletCode(player.pid), amountCents: -cents }, { accountCode: HOUSE.games, amountCents: cents }],
  }));

  const newPlayer = async (): Promise<PlayerSession> => {
    const player = await signupPlayer(provider.app);
    provideSession(memorySessionPort({ sessionToken: () => player.token }));
    return player;
  };

  it('answers every field the coupon service gives: coupondetails, the active coupon and the static files', async () => {
    const player = await newPlayer();
    const details = await couponsClient.couponDetails(player.pid, player.login);
    expect(details).toEqual(await couponDetails(provider.app.ctx, player.pid));
    expect(details.coupons.find((coupon) => coupon.coupon_code === 'WELCOME300')).toMatchObject({
      reward_type: 'DEPOSIT', redeem_type: 1, player_coupon_status: 'available', userHash: expect.any(String),
    });
    await expect(couponsClient.activeCoupon(player.pid)).resolves.toEqual({ isActive: false, player_coupon_status: 'No Coupon' });

    await couponsClient.redeemCoupon(player.pid, player.login, 'deposit150');
    const active = await couponsClient.activeCoupon(player.pid);
    expect(active).toEqual(await activeCouponView(provider.app.ctx, player.pid));
    expect(active).toMatchObject({ isActive: true, coupon_code: 'DEPOSIT150', player_coupon_status: 'requested', playthrough_details: { awaiting_deposit: true } });

    provider.actAsVisitor();
    const statics = await couponsClient.publicCoupons();
    expect(statics).toEqual(await publicCoupons(provider.app.ctx));
    expect(statics[0]).not.toHaveProperty('player_coupon_status');
    await expect(couponsClient.lobbyJackpotWinners()).resolves.toEqual(await jackpotWinners(provider.app.ctx));
    // The bare paths older lobbies read answer the same.
    expect(await (await fetch(`${provider.url}/rtgcoupons.json`)).json()).toEqual(statics);
    expect(await (await fetch(`${provider.url}/rtglobbyjackpotwinners.json`)).json()).toEqual(await couponsClient.lobbyJackpotWinners());
  });

  it('names the public coupons URL the host preloads, which the provider serves with what the client reads', async () => {
    const response = await fetch(couponsClient.publicCouponsUrl());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(await couponsClient.publicCoupons());
  });

  it('takes the public coupons the provider serves as they are (a server-rendered page carries them), and refuses ones that break the contract', async () => {
    const served: unknown = await (await fetch(couponsClient.publicCouponsUrl())).json();
    await expect(couponsClient.checkedPublicCoupons(served)).resolves.toEqual(served);
    await expect(couponsClient.checkedPublicCoupons([{ coupon_code: 'NO-TITLE' }])).rejects.toThrow();
  });

  it('serves the image every coupon names in image_url, and nothing else under that path', async () => {
    provider.actAsVisitor();
    const coupons = await couponsClient.publicCoupons();
    for (const coupon of coupons) {
      // The test provider listens on a port of its own; image_url names the configured public URL.
      const image = await fetch(new URL(new URL(coupon.image_url).pathname, provider.url));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      // A JPEG starts with the SOI marker.
      expect(Buffer.from(await image.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
    const path = new URL(coupons[0]!.image_url).pathname;
    expect((await fetch(`${provider.url}${path.replace(/\/[A-Z0-9_-]+\./, '/NOSUCH.')}`)).status).toBe(404);
    expect((await fetch(`${provider.url}/art/coupons/..%2Fsecret.abcdefabcdef.480.jpg`)).status).toBe(404);
    expect((await fetch(`${provider.url}${path.replace('.jpg', '.svg')}`)).status).toBe(404);
  });

  it('redeems a deposit coupon, applies it on deposit, and cancelling forfeits the bonus', async () => {
    const player = await newPlayer();
    const requested = await couponsClient.redeemCoupon(player.pid, player.login, 'DEPOSIT150', 'redeem-deposit-1');
    expect(requested).toMatchObject({ coupon_code: 'DEPOSIT150', player_coupon_status: 'requested', isActive: true, message: 'Deposit Now to Receive your Bonus!' });
    // The same key answers the first result instead of a second-coupon conflict.
    await expect(couponsClient.redeemCoupon(player.pid, player.login, 'DEPOSIT150', 'redeem-deposit-1')).resolves.toEqual(requested);
    await expect(couponsClient.redeemCoupon(player.pid, player.login, 'RELOAD100')).rejects.toMatchObject({ status: 409 });

    await depositVia(provider.app, player, '50');
    const inPlay = await couponsClient.activeCoupon(player.pid);
    expect(inPlay).toMatchObject({ player_coupon_status: 'redeemed', playthrough_details: { awaiting_deposit: false } });
    const cancelled = await couponsClient.cancelActiveCoupon(player.pid);
    expect(cancelled).toEqual({
      message: 'Your coupon has been cancelled.', coupon_code: 'DEPOSIT150', forfeited: expect.any(Number), balance: expect.any(Number),
      isActive: false, player_coupon_status: 'No Coupon',
    });
    expect(cancelled.forfeited).toBeGreaterThan(0);
    await expect(couponsClient.cancelActiveCoupon(player.pid)).rejects.toMatchObject({ status: 404 });
  });

  it('free spins: the coupon lists its games and the player picks one', async () => {
    const player = await newPlayer();
    const redeemed = await couponsClient.redeemCoupon(player.pid, player.login, 'FREESPINS50');
    expect(redeemed).toMatchObject({ free_spin: true, spins_remaining: 50, player_coupon_status: 'redeemed' });
    expect('free_spin_details_list' in redeemed && redeemed.free_spin_details_list).toHaveLength(3);
    const chosen = await couponsClient.chooseFreeSpinGame(player.pid, 'megasaur');
    expect(chosen.free_spin_details).toEqual({
      game_id: expect.any(Number), mach_id: expect.any(Number), game_code: 'megasaur', game_description: 'Megasaur', denomination: 0.2, free_spin_winnings: 0,
    });
    await expect(couponsClient.chooseFreeSpinGame(player.pid, 'keno')).rejects.toMatchObject({ status: 400 });
  });

  it('cashback: refused with nothing lost, then claimed once per txIdHash after a loss', async () => {
    const player = await newPlayer();
    await expect(couponsClient.claimCashback(player.pid, player.login, { txIdHash: 'tx-0' })).rejects.toMatchObject({ status: 400 });
    await depositVia(provider.app, player, '100');
    await bookLoss(player, 4000);
    const claim = await couponsClient.claimCashback(player.pid, player.login, { txIdHash: 'tx-1' });
    expect(claim).toEqual({ message: expect.any(String), coupon_code: expect.any(String), cashback: 10, net_losses: 40, balance: expect.any(Number) });
    await expect(couponsClient.claimCashback(player.pid, player.login, { txIdHash: 'tx-1' })).resolves.toEqual(claim);
    await expect(couponsClient.redeemCoupon(player.pid, player.login, claim.coupon_code)).rejects.toMatchObject({ status: 400 });
    await bookLoss(player, 2000);
    // The cashback code redeemed like any coupon answers the claim.
    await expect(couponsClient.redeemCoupon(player.pid, player.login, claim.coupon_code)).resolves.toEqual({ ...claim, message: expect.any(String), cashback: 5, net_losses: 20, balance: expect.any(Number) });
  });

  it('the rewards socket offers the daily reward; redeeming it once per day, with the key replayed', async () => {
    const player = await newPlayer();
    const checklogin: CheckLoginMessage = { action: 'checklogin', casinoid: 937, login: player.login, player_id: player.pid, class_name: 'x' };
    // A one-time ticket (asked for with the session header) opens each socket; the URL never holds the session token.
    const ask = async () => {
      const { ticket, expires_in } = await couponsClient.rewardsSocketTicket(player.pid);
      expect(expires_in).toBe(60);
      const url = couponsClient.rewardsSocketUrl(ticket);
      expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/ws\?ticket=/);
      expect(url).not.toContain(player.token);
      return new Promise<unknown>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.on('open', () => socket.send(JSON.stringify(checklogin)));
        socket.on('message', (data) => { resolve(JSON.parse(String(data))); socket.close(); });
        socket.on('error', reject);
      });
    };
    const before = await ask();
    expect(Value.Check(CheckLoginAnswer, before)).toBe(true);
    expect(before).toMatchObject({ redeemed: 0, coupon: { coupon_code: 'ARSDAILY' } });

    const reward = await couponsClient.redeemReward(player.pid, 'ARSDAILY', 1, 'daily-1');
    expect(reward).toMatchObject({ coupon_code: 'ARSDAILY', redeemed: 1, isActive: true, balance: expect.any(Number) });
    await expect(couponsClient.redeemReward(player.pid, 'ARSDAILY', 1, 'daily-1')).resolves.toEqual(reward);
    await expect(couponsClient.redeemReward(player.pid, 'ARSDAILY', 1, 'daily-2')).rejects.toMatchObject({ status: 409 });
    const after = await ask();
    expect(Value.Check(RewardsSocketAnswer, after)).toBe(true);
    expect(after).toMatchObject({ redeemed: 1 });
  });
});
