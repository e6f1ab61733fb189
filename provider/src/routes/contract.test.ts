import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import WebSocket from 'ws';
import { call, createTestApp, depositVia, login, signupPlayer, type PlayerSession } from '../testing/test-app';

describe('contract of SPEC §7', () => {
  let app: FastifyInstance;
  let demo: PlayerSession;
  beforeAll(async () => {
    app = await createTestApp({ random: () => 0.99 });
    demo = await login(app, 'demoplayer');
  });
  afterAll(async () => app.close());

  describe('two players: every pid-taking call with the other player\'s token', () => {
    it('is refused with 403 and leaks nothing', async () => {
      const alice = await signupPlayer(app);
      const bob = await signupPlayer(app);
      expect(app.playerRoutes.length).toBeGreaterThanOrEqual(20);
      for (const route of app.playerRoutes) {
        const url = route.url.replace(':pid', String(alice.pid)).replace(/:[a-zA-Z]+/g, '1');
        const response = await call(app, { method: route.method as 'GET', url, token: bob.token, payload: route.method === 'GET' ? undefined : {} });
        expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 403 });
        expect(response.body).not.toContain(alice.login);
        const anonymous = await call(app, { method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} });
        expect(anonymous.statusCode).toBe(401);
      }
      // A body or query naming another player is refused too.
      const sneaky = await call(app, { method: 'GET', url: `/937/player/${bob.pid}/games/favorite?playerId=${alice.pid}`, token: bob.token });
      expect(sneaky.statusCode).toBe(403);
    });
  });

  describe('player data and balance', () => {
    it('GET /937/players/{pid} returns the player fields', async () => {
      const body = (await call(app, { method: 'GET', url: `/937/players/${demo.pid}`, token: demo.token })).json();
      expect(body).toMatchObject({
        login: 'demoplayer', player_id: demo.pid, player_class: 'Cash Recyclers + Bonuses', first_deposit: true,
        total_deposits_number: 1, contact: { email: 'demoplayer@example.com', first_name: 'Dana', last_name: 'Demo', country_id: 'US' },
        address_one: '1 Demo Street', city: 'Las Vegas', state_id: 'NV', zip_code: '89101', birth_date: '1985-06-15',
      });
      expect(body.hashed_password).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(body)).not.toContain('scrypt');
    });

    it('PUT /937/players/{pid} updates details and needs the password for email changes', async () => {
      const player = await signupPlayer(app);
      const updated = await call(app, {
        method: 'PUT', url: `/937/players/${player.pid}`, token: player.token,
        payload: { address_1: '5 Main St', city: 'Reno', state: 'NV', zip: '89501', cell_phone: '+1 775-555-0101', gender: true },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ address_one: '5 Main St', city: 'Reno', profile_complete: true });
      const noPassword = await call(app, { method: 'PUT', url: `/937/players/${player.pid}`, token: player.token, payload: { email: 'x@example.com' } });
      expect(noPassword.statusCode).toBe(401);
      const bad = await call(app, { method: 'PUT', url: `/937/players/${player.pid}`, token: player.token, payload: { cell_phone: 'call me' } });
      expect(bad.statusCode).toBe(400);
    });

    it('GET balance returns balance and currency_symbol', async () => {
      const body = (await call(app, { method: 'GET', url: `/937/players/${demo.pid}/balance?forMoney=true`, token: demo.token })).json();
      expect(body).toEqual({
        balance: 250, balance_cents: 25000, currency_symbol: '$', currency: 'USD', cash: 250, bonus: 0, pending_withdrawals: 0, withdrawable: 250,
      });
    });
  });

  describe('games', () => {
    it('serves rtggames.json with a real ETag and 304 on If-None-Match', async () => {
      const first = await app.inject({ method: 'GET', url: '/aws-static/rtggames.json' });
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.games.length).toBeGreaterThanOrEqual(150);
      expect(body.categories.slice(0, 7).map((category: { title: string }) => category.title)).toEqual(
        ['New Games', 'Holiday Games', 'Halloween', 'Slots', 'Progressives', 'Specialty', 'Crash Games']);
      const poker = body.categories.find((category: { title: string }) => category.title === 'Video Poker');
      expect(poker.sub_categories).toEqual(['All', '1', '3', '10', '52', '100']);
      expect(body.games[0]).toEqual(expect.objectContaining({
        machine_id: expect.any(Number), game_id: expect.any(Number), display_name: expect.any(String),
        category: expect.any(String), sub_category: expect.any(String),
      }));
      const etag = first.headers.etag as string;
      const again = await app.inject({ method: 'GET', url: '/aws-static/rtggames.json', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      const mobile = await app.inject({ method: 'GET', url: '/aws-static/rtgmobilegames.json', headers: { 'if-none-match': etag } });
      expect(mobile.statusCode).toBe(200);
      expect(mobile.headers.etag).not.toBe(etag);
      const thumb = await app.inject({ method: 'GET', url: body.games[0].thumbnail.replace('http://localhost:4000', '') });
      expect(thumb.headers['content-type']).toBe('image/jpeg');
    });

    it('sends the games file compressed to a client that accepts brotli, and pictures as they are', async () => {
      const plain = await app.inject({ method: 'GET', url: '/aws-static/rtggames.json' });
      const compressed = await app.inject({ method: 'GET', url: '/aws-static/rtggames.json', headers: { 'accept-encoding': 'br, gzip' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      const thumbnail = (plain.json() as { games: Array<{ thumbnail: string }> }).games[0]!.thumbnail.replace('http://localhost:4000', '');
      const picture = await app.inject({ method: 'GET', url: thumbnail, headers: { 'accept-encoding': 'br, gzip' } });
      expect(picture.headers['content-encoding']).toBeUndefined();
    });

    it('adds, lists and removes favourites', async () => {
      const player = await signupPlayer(app);
      const base = `/937/player/${player.pid}/games/favorites/playerid`;
      await call(app, { method: 'POST', url: `${base}?machineId=1300&gameId=1&playerId=${player.pid}&skinId=1`, token: player.token });
      await call(app, { method: 'POST', url: `${base}?machineId=1301&gameId=1&playerId=${player.pid}&skinId=1`, token: player.token });
      const list = await call(app, { method: 'GET', url: `/937/player/${player.pid}/games/favorite?playerId=${player.pid}&skinId=1`, token: player.token });
      expect(list.json()).toEqual([{ machine_id: 1300, game_id: 1 }, { machine_id: 1301, game_id: 1 }]);
      const removed = await call(app, { method: 'DELETE', url: `${base}?machineId=1300&gameId=1&skinId=1`, token: player.token });
      expect(removed.json()).toEqual([{ machine_id: 1301, game_id: 1 }]);
      const unknown = await call(app, { method: 'POST', url: `${base}?machineId=999999&gameId=1`, token: player.token });
      expect(unknown.statusCode).toBe(404);
      const invalid = await call(app, { method: 'POST', url: `${base}?machineId=abc&gameId=1`, token: player.token });
      expect(invalid.statusCode).toBe(400);
    });

    it('lists the external lobby and returns a live dealer launch URL', async () => {
      const lobbies = (await app.inject({ method: 'GET', url: '/937/externallobby' })).json();
      const live = lobbies.find((entry: { code: string }) => entry.code === 'LiveDealer');
      const launch = await call(app, {
        method: 'GET', url: `/937/player/${demo.pid}/externallobby/${live.id}?skinId=1&pid=${demo.pid}&clientType=mobile`, token: demo.token,
      });
      expect(launch.json().message).toMatch(/^http:\/\/localhost:4000\/live-dealer\/\?lobby=LiveDealer&clientType=mobile&token=/);
    });

    it('the live dealer lobby lists the live tables; joining one opens the game client for the launching player', async () => {
      const player = await signupPlayer(app);
      await depositVia(app, player, '20');
      const launch = await call(app, { method: 'GET', url: `/937/player/${player.pid}/externallobby/1?clientType=instantplay`, token: player.token });
      const lobbyUrl = new URL(launch.json().message);
      const token = lobbyUrl.searchParams.get('token')!;
      const lobby = await app.inject({ method: 'GET', url: `${lobbyUrl.pathname}${lobbyUrl.search}` });
      expect(lobby.statusCode).toBe(200);
      for (const table of ['Live Blackjack', 'Live European Roulette', 'Live Baccarat']) expect(lobby.body).toContain(`<b>${table}</b>`);

      const joined = await app.inject({ method: 'POST', url: '/live-dealer/play', payload: { token, gameCode: 'live-baccarat' } });
      expect(joined.statusCode).toBe(303);
      const gameToken = new URL(joined.headers.location as string, 'http://localhost').searchParams.get('gameToken')!;
      const info = (await app.inject({ method: 'GET', url: '/games/api/info', headers: { 'x-game-token': gameToken } })).json();
      expect(info).toMatchObject({ engine: 'baccarat', demo: false, balance: 20, game: { display_name: 'Live Baccarat' } });

      const notLive = await app.inject({ method: 'POST', url: '/live-dealer/play', payload: { token, gameCode: 'cash-bandits' } });
      expect(notLive.statusCode).toBe(404);
      // Logging out of the site closes the lobby's tables too.
      expect((await call(app, { method: 'POST', url: `/937/player/${player.pid}/accounts/logout`, token: player.token, payload: { logout_type: 1, login: player.login, player_id: player.pid } })).statusCode).toBe(200);
      const afterLogout = await app.inject({ method: 'POST', url: '/live-dealer/play', payload: { token, gameCode: 'live-baccarat' } });
      expect(afterLogout.statusCode).toBe(401);
      expect(afterLogout.body).toContain('Your live dealer session has expired.');
    });
  });

  describe('coupons', () => {
    it('lists coupondetails, static rtgcoupons.json and the active coupon', async () => {
      const player = await signupPlayer(app);
      const details = (await call(app, { method: 'GET', url: `/937/players/${player.pid}/coupondetails?login=${player.login}`, token: player.token })).json();
      expect(details.player_coupon_status).toBe('No Coupon');
      const welcome = details.coupons.find((coupon: { coupon_code: string }) => coupon.coupon_code === 'WELCOME300');
      expect(welcome).toMatchObject({
        reward_type: 'DEPOSIT', redeem_type: 1, redemption_type: 'Percentage on next deposit', deposit_method: ['Credit Card', 'Bitcoin'],
        minimum_deposit: [20, 20], bonus: ['300%', '350%'], playthrough: [30, 30], max_uses_per_player: 1, player_coupon_status: 'available',
      });
      const statics = (await app.inject({ method: 'GET', url: '/rtgcoupons.json' })).json();
      expect(statics[0].coupon_code).toBe('WELCOME300');
      const winners = (await app.inject({ method: 'GET', url: '/rtglobbyjackpotwinners.json' })).json();
      expect(winners.length).toBeGreaterThan(0);
      const none = (await call(app, { method: 'GET', url: `/937/players/${player.pid}/active-coupon`, token: player.token })).json();
      expect(none).toEqual({ isActive: false, player_coupon_status: 'No Coupon' });
    });

    it('refuses unknown, expired and second active coupons; cancel withdraws a requested one', async () => {
      const player = await signupPlayer(app);
      const redeem = (code: string) =>
        call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?login=${player.login}&couponCode=${code}&redeem=true`, token: player.token });
      expect((await redeem('NOPE')).json()).toEqual({ errorMessage: 'Invalid Coupon' });
      expect((await redeem('SUMMER2020')).statusCode).toBe(400);
      expect((await redeem('DEPOSIT150')).json().player_coupon_status).toBe('requested');
      expect((await redeem('RELOAD100')).statusCode).toBe(409);
      const cancelled = await call(app, { method: 'DELETE', url: `/937/players/${player.pid}/active-coupon`, token: player.token });
      expect(cancelled.json()).toMatchObject({ isActive: false, player_coupon_status: 'No Coupon' });
      expect((await redeem('RELOAD100')).statusCode).toBe(200);
      const again = await call(app, { method: 'DELETE', url: `/937/players/${player.pid}/active-coupon`, token: player.token });
      expect(again.statusCode).toBe(200);
      expect((await call(app, { method: 'DELETE', url: `/937/players/${player.pid}/active-coupon`, token: player.token })).statusCode).toBe(404);
    });

    it('enforces the per-day limit', async () => {
      const player = await signupPlayer(app);
      const redeem = () => call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=RELOAD100&redeem=true`, token: player.token });
      expect((await redeem()).statusCode).toBe(200);
      await depositVia(app, player, '50');
      await call(app, { method: 'DELETE', url: `/937/players/${player.pid}/active-coupon`, token: player.token });
      const second = await redeem();
      expect(second.statusCode).toBe(409);
      expect(second.json().errorMessage).toMatch(/daily limit/);
    });

    it('free spins: choose a game, spin free, winnings count', async () => {
      const player = await signupPlayer(app);
      const redeemed = (await call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=FREESPINS50&redeem=true`, token: player.token })).json();
      expect(redeemed).toMatchObject({ free_spin: true, spins_remaining: 50, player_coupon_status: 'redeemed' });
      expect(redeemed.free_spin_details_list).toHaveLength(3);
      const wrong = await call(app, { method: 'PUT', url: `/937/players/${player.pid}/coupons/games?gameCode=keno`, token: player.token });
      expect(wrong.statusCode).toBe(400);
      const chosen = await call(app, { method: 'PUT', url: `/937/players/${player.pid}/coupons/games?gameCode=megasaur`, token: player.token });
      expect(chosen.json().free_spin_details).toMatchObject({ game_description: 'Megasaur', denomination: 0.2 });
      const spun = await call(app, { method: 'POST', url: `/937/player/${player.pid}/games/megasaur/spin`, token: player.token, payload: { bet: 1 } });
      expect(spun.json()).toMatchObject({ free_spin: true, bet: 0, spins_remaining: 49 });
    });

    it('the fixed chip needs a balance under $1', async () => {
      const response = await call(app, { method: 'POST', url: `/937/v2/players/${demo.pid}/coupons?couponCode=FREECHIP25&redeem=true`, token: demo.token });
      expect(response.statusCode).toBe(400);
    });

    it('cashback with nothing lost is a 400', async () => {
      const player = await signupPlayer(app);
      const response = await call(app, { method: 'POST', url: `/937/player/${player.pid}/rewards/cashback?login=x`, token: player.token, payload: { txIdHash: 'abc' } });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('cashier', () => {
    it('POST cashier returns the hidden-field values and token issues a token', async () => {
      const cashier = (await call(app, { method: 'POST', url: `/937/player/${demo.pid}/cashier`, token: demo.token, payload: { skinId: 1, playerId: demo.pid, cashier_type: 'deposit', client_type: 6 } })).json();
      expect(cashier).toMatchObject({ login: 'demoplayer', player_id: demo.pid, lang: 'en', sign_up_skin: 1, session_id: demo.sessionId, cashier_url: 'http://localhost:4000/cashier' });
      const token = await call(app, { method: 'POST', url: `/937/players/${demo.pid}/token`, token: demo.token, payload: { playerId: demo.pid, token_type: 'cashier' } });
      expect(token.json().token).toEqual(expect.any(String));
    });

    it('the sandbox page takes the form POST, deposits by bitcoin and redirects to RedirectURL', async () => {
      const player = await signupPlayer(app);
      const cashier = (await call(app, { method: 'POST', url: `/937/player/${player.pid}/cashier`, token: player.token, payload: {} })).json();
      const form = {
        RTGLogin: cashier.login, RTG_PID: String(player.pid), HashedPassword: cashier.hashed_password, Lang: 'en', CasinoID: '937',
        Sportsbook: '0', SkinID: '1', RedirectURL: 'http://localhost:8080/lobby/games/', SessionID: cashier.session_id,
      };
      const page = await app.inject({ method: 'POST', url: '/cashier', payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const checkout = /name="checkout" value="([^"]+)"/.exec(page.body)![1]!;
      const key = /name="idempotency_key" value="([^"]+)"/.exec(page.body)![1]!;
      const paid = await app.inject({
        method: 'POST', url: '/cashier/deposit', headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ checkout, idempotency_key: key, amount: '40', method: 'bitcoin' }).toString(),
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe('http://localhost:8080/lobby/games/');
      const data = (await call(app, { method: 'GET', url: `/937/players/${player.pid}`, token: player.token })).json();
      expect(data).toMatchObject({ first_deposit: true, total_deposits_number: 1 });
      const evil = await app.inject({ method: 'POST', url: '/cashier', payload: { ...form, RedirectURL: 'https://evil.example/' } });
      expect(evil.statusCode).toBe(400);
      const forged = await app.inject({ method: 'POST', url: '/cashier', payload: { ...form, HashedPassword: 'f'.repeat(64) } });
      expect(forged.statusCode).toBe(401);
      const declined = await depositVia(app, player, '20', { card: '4000000000000002' });
      expect(declined.statusCode).toBe(402);
      const tooSmall = await depositVia(app, player, '5');
      expect(tooSmall.statusCode).toBe(400);
    });
  });

  describe('jackpot', () => {
    it('lists jackpots, amount by token, player jackpots and opt in/out with class rules', async () => {
      const list = (await app.inject({ method: 'GET', url: '/937/jackpots?forMoney=true&currencyCode=USD' })).json();
      expect(list[0]).toMatchObject({ amount: 10000, currency: 'USD', token: 'http://localhost:4000/jackpot/lobby/' });
      const amount = (await app.inject({ method: 'GET', url: '/jackpot/lobby/' })).json();
      expect(amount).toEqual({ 'jackpot-amount': 10000, guid: list[0].guid });
      const mine = (await call(app, { method: 'GET', url: `/jackpot/lobby/${demo.pid}/jackpots`, token: demo.token })).json();
      expect(mine[0]).toMatchObject({ 'is-opt-in': false, 'unclaimed-hits-amount': 0, blocked: false });
      const optIn = await call(app, { method: 'POST', url: `/jackpot/lobby/${demo.pid}/jackpots/${list[0].guid}?optPlayer=true`, token: demo.token });
      expect(optIn.json()).toEqual({ guid: list[0].guid, 'is-opt-in': true });
      const spun = (await call(app, { method: 'POST', url: `/937/player/${demo.pid}/games/cash-bandits/spin`, token: demo.token, payload: { bet: '0.50' } })).json();
      expect(spun.jackpot).toEqual({ contribution: 0.01, hit: null });
      await call(app, { method: 'POST', url: `/jackpot/lobby/${demo.pid}/jackpots/${list[0].guid}?optPlayer=false`, token: demo.token });
      const blocked = await login(app, 'newtestclass');
      const refused = await call(app, { method: 'POST', url: `/jackpot/lobby/${blocked.pid}/jackpots/${list[0].guid}?optPlayer=true`, token: blocked.token });
      expect(refused.statusCode).toBe(403);
      const claim = await call(app, { method: 'POST', url: `/jackpot/lobby/${demo.pid}/hits`, token: demo.token });
      expect(claim.json()).toMatchObject({ claimed: 0, hits: 0 });
    });

    it('a hit moves the pool to the winner, who claims it once', async () => {
      const lucky = await createTestApp({ random: () => 0 });
      try {
        const player = await login(lucky, 'deplowmargin');
        const guid = (await lucky.inject({ method: 'GET', url: '/937/jackpots' })).json()[0].guid;
        await call(lucky, { method: 'POST', url: `/jackpot/lobby/${player.pid}/jackpots/${guid}?optPlayer=true`, token: player.token });
        const spun = (await call(lucky, { method: 'POST', url: `/937/player/${player.pid}/games/keno/spin`, token: player.token, payload: { bet: 1 } })).json();
        expect(spun.jackpot.hit).toBe(10000.01);
        const claim = (await call(lucky, { method: 'POST', url: `/jackpot/lobby/${player.pid}/hits`, token: player.token, headers: { 'idempotency-key': 'hit-1' } })).json();
        expect(claim).toMatchObject({ claimed: 10000.01, hits: 1 });
        const replay = (await call(lucky, { method: 'POST', url: `/jackpot/lobby/${player.pid}/hits`, token: player.token, headers: { 'idempotency-key': 'hit-1' } })).json();
        expect(replay).toEqual(claim);
      } finally {
        await lucky.close();
      }
    });
  });

  describe('QuickPlay', () => {
    it('opts in, signs in from the userhash link, and opting out kills the link', async () => {
      const player = await signupPlayer(app);
      const url = `/937/player/${player.pid}/accounts/quick`;
      expect((await call(app, { method: 'GET', url, token: player.token })).json()).toEqual({ optIn: false, userhash: null });
      const on = (await call(app, { method: 'POST', url, token: player.token, payload: { player_id: player.pid, casinoID: 937, login: player.login } })).json();
      expect(on.optIn).toBe(true);
      const signedIn = (await app.inject({ method: 'GET', url: `/937/accounts/quick?userhash=${on.userhash}` })).json();
      expect(signedIn).toMatchObject({ pid: player.pid, optIn: true, sessionToken: expect.any(String) });
      await call(app, { method: 'DELETE', url, token: player.token, payload: {} });
      expect((await app.inject({ method: 'GET', url: `/937/accounts/quick?userhash=${on.userhash}` })).statusCode).toBe(404);
    });
  });

  describe('other calls', () => {
    it('affiliate token, intercom validate, unsubscribe, person-preferences and signup reports', async () => {
      expect((await app.inject({ method: 'GET', url: '/aff/937/token?user_id=42' })).json().token).toMatch(/^[0-9a-f]{32}$/);
      expect((await app.inject({ method: 'GET', url: '/aff/937/token' })).statusCode).toBe(400);
      // The player's own session signs its identity and changes its preferences (issue 15: never anonymous).
      const intercom = (await call(app, { method: 'POST', url: '/intercom/validate', token: demo.token, payload: { identifier: 'demoplayer', casinoID: 937 } })).json();
      expect(intercom.hash).toMatch(/^[0-9a-f]{64}$/);
      expect((await app.inject({ method: 'POST', url: '/marketing/unsubscribe/abc123' })).statusCode).toBe(200);
      const prefs = await call(app, { method: 'POST', url: '/marketing/person-preferences', token: demo.token, payload: { custrefid: demo.pid, emailpermit: false } });
      expect(prefs.json()).toEqual({ custrefid: String(demo.pid), emailpermit: false });
      const report = await app.inject({ method: 'POST', url: '/signups/abandoned', payload: { login: 'x', email: 'x@example.com', first_name: 'X', last_name: 'Y', client_id: 6, start_date: '2024-01-01' } });
      expect(report.statusCode).toBe(202);
    });
  });

  describe('websocket', () => {
    it('answers checklogin with the daily reward and redeemed flag', async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address() as { port: number };
      const player = await signupPlayer(app);
      // The socket takes a one-time ticket asked for with the session header (issue 15), not the token.
      const ticketOf = async (token: string) =>
        (await call(app, { method: 'POST', url: `/937/player/${player.pid}/rewards/socket-ticket`, token })).json().ticket ?? 'none';
      const ask = async (token: string) => { const ticket = await ticketOf(token); return new Promise<Record<string, unknown>>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${address.port}/ws?ticket=${ticket}`);
        socket.on('open', () => socket.send(JSON.stringify({ action: 'checklogin', casinoid: 937, login: player.login, player_id: player.pid, class_name: 'x' })));
        socket.on('message', (data) => { resolve(JSON.parse(String(data))); socket.close(); });
        socket.on('error', reject);
      }); };
      const before = await ask(player.token);
      expect(before).toMatchObject({ action: 'checklogin', redeemed: 0, coupon: { coupon_code: 'ARSDAILY', reward_type: 'ARSDaily' } });
      await call(app, { method: 'POST', url: `/937/player/${player.pid}/rewards/redeem`, token: player.token, payload: { player_id: player.pid, coupon: 'ARSDAILY', skin_id: 1 } });
      expect(await ask(player.token)).toMatchObject({ redeemed: 1 });
      expect(await ask('bogus')).toMatchObject({ action: 'error' });
    });
  });
});
