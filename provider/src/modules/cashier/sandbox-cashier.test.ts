import type { FastifyInstance } from 'fastify';
import { DEFAULT_RUNTIME_CONFIG } from 'shared-api';
import { call, createTestApp, signupPlayer, type PlayerSession } from '../../testing/test-app';
import { DECLINED_MESSAGE } from './cashier-routes';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SITE_RETURN = 'http://localhost:8080/cashier/?deposit=return';

/** The sandbox cashier as a browser uses it: the site's form POST, then the HTML deposit form. */
describe('the sandbox cashier', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  /** Posts the site's hidden fields to `path` the way the site's deposit form does. */
  async function openCashier(player: PlayerSession, path: string) {
    const cashier = (await call(app, { method: 'POST', url: `/937/player/${player.pid}/cashier`, token: player.token, payload: {} })).json();
    const fields = {
      RTGLogin: cashier.login, RTG_PID: String(player.pid), HashedPassword: cashier.hashed_password, Lang: 'en', CasinoID: '937',
      Sportsbook: '0', SkinID: '1', RedirectURL: SITE_RETURN, SessionID: cashier.session_id,
    };
    return app.inject({ method: 'POST', url: path, headers: FORM, payload: new URLSearchParams(fields).toString() });
  }

  const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)![1]!;

  async function submitDeposit(page: string, fields: Record<string, string>) {
    return app.inject({
      method: 'POST', url: '/cashier/deposit', headers: FORM,
      payload: new URLSearchParams({ checkout: hidden(page, 'checkout'), idempotency_key: hidden(page, 'idempotency_key'), ...fields }).toString(),
    });
  }

  const balance = async (player: PlayerSession) =>
    (await call(app, { method: 'GET', url: `/937/players/${player.pid}/balance?forMoney=true`, token: player.token })).json().balance;

  it('cannot be framed by any site: its pages, a refusal and the deposit answer say frame-ancestors \'none\' and X-Frame-Options DENY', async () => {
    const player = await signupPlayer(app);
    const page = await openCashier(player, '/cashier');
    const refused = await app.inject({ method: 'POST', url: '/cashier', headers: FORM, payload: 'RTGLogin=x&RTG_PID=1&HashedPassword=x&CasinoID=937&RedirectURL=http://localhost:8080/&SessionID=x' });
    const declined = await submitDeposit(page.body, { amount: '50', method: 'card', card_number: '4000 0000 0000 0002' });
    expect([page.statusCode, refused.statusCode, declined.statusCode]).toEqual([200, 401, 402]);
    for (const answer of [page, refused, declined]) {
      expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('is served at the path of the site\'s configured cashier URL, the same one the cashier call names', async () => {
    const player = await signupPlayer(app);
    const configuredPath = new URL(DEFAULT_RUNTIME_CONFIG.cashierUrl).pathname;
    const page = await openCashier(player, configuredPath);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Cashier</h1>');
    const cashier = (await call(app, { method: 'POST', url: `/937/player/${player.pid}/cashier`, token: player.token, payload: {} })).json();
    expect(new URL(cashier.cashier_url).pathname).toBe(configuredPath);
  });

  it('a declined test card shows why next to the form and leaves the balance unchanged', async () => {
    const player = await signupPlayer(app);
    const page = (await openCashier(player, '/cashier')).body;
    const declined = await submitDeposit(page, { amount: '50', method: 'card', card_number: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.headers['content-type']).toContain('text/html');
    expect(declined.body).toContain('role="alert"');
    expect(declined.body).toContain(DECLINED_MESSAGE);
    expect(declined.body).toContain('value="4000 0000 0000 0002"');
    expect(await balance(player)).toBe(0);
    // The same page still works with the approved card.
    const approved = await submitDeposit(declined.body, { amount: '50', method: 'card', card_number: '4242424242424242' });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(SITE_RETURN);
    expect(await balance(player)).toBe(50);
  });

  it('bad amounts are explained on the page', async () => {
    const player = await signupPlayer(app);
    const page = (await openCashier(player, '/cashier')).body;
    const tooSmall = await submitDeposit(page, { amount: '5', method: 'bitcoin' });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.body).toContain('Deposits must be between $10 and $10000.');
    const garbage = await submitDeposit(page, { amount: 'lots', method: 'bitcoin' });
    expect(garbage.body).toContain('Amount must be an amount in dollars');
  });

  it('opens with bitcoin chosen when the site asks for it, and takes a bitcoin deposit', async () => {
    const player = await signupPlayer(app);
    const page = (await openCashier(player, '/cashier?method=bitcoin')).body;
    expect(page).toContain('value="bitcoin" checked');
    expect(page).not.toContain('value="card" checked');
    const paid = await submitDeposit(page, { amount: '75', method: 'bitcoin' });
    expect(paid.statusCode).toBe(303);
    expect(await balance(player)).toBe(75);
  });

  it('a requested WELCOME300 is redeemed by the deposit with its bonus credited', async () => {
    const player = await signupPlayer(app);
    const redeem = await call(app, {
      method: 'POST', url: `/937/v2/players/${player.pid}/coupons?login=${player.login}&couponCode=WELCOME300&redeem=true`, token: player.token,
    });
    expect(redeem.json()).toMatchObject({ coupon_code: 'WELCOME300', player_coupon_status: 'requested' });
    const page = (await openCashier(player, '/cashier')).body;
    expect((await submitDeposit(page, { amount: '50', method: 'card', card_number: '4242424242424242' })).statusCode).toBe(303);
    expect(await balance(player)).toBe(200);
    const active = (await call(app, { method: 'GET', url: `/937/players/${player.pid}/active-coupon`, token: player.token })).json();
    expect(active).toMatchObject({
      coupon_code: 'WELCOME300', player_coupon_status: 'redeemed', coupon_amount: 150,
      playthrough_details: { amount_played: 0, amount_needed: 6000, awaiting_deposit: false },
    });
  });
});
