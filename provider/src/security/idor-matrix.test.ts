import type { FastifyInstance, InjectOptions } from 'fastify';
import { openGame, playGame } from '../testing/game-sessions';
import { call, createTestApp, depositVia, login, signupPlayer, type PlayerSession } from '../testing/test-app';
import { servedRoutes, type ServedRoute } from './route-inventory';

/**
 * Issue 15, part 4: the IDOR matrix. Every route with a player id in its path, called with another
 * player's session (and with none, and with the attacker's own pid but the victim's id in the body
 * and query), with payloads that would change something if they were obeyed. The victim's whole
 * state, as the victim reads it through every pid GET route, must be the same afterwards, and no
 * answer may carry the victim's data.
 */
jest.setTimeout(120_000);

/** Bodies that would do harm if the route obeyed them; every other route gets the default. */
const HARMFUL_BODIES: Record<string, (victim: PlayerSession) => Record<string, unknown>> = {
  'PUT /937/players/:pid': () => ({ city: 'Hacked', address_1: '1 Attacker Road', email_permit: false, cell_phone: '+1 555-000-0000' }),
  'POST /937/player/:pid/games/:gameCode/spin': () => ({ bet: '1.00' }),
  'PUT /937/players/:pid/coupons/games': () => ({ game: 'megasaur', code: 'FREESPINS' }),
  'POST /937/v2/players/:pid/coupons': () => ({ code: 'WELCOME300', coupon_code: 'WELCOME300' }),
  'POST /937/player/:pid/accounts/quick': () => ({ optIn: true }),
  'POST /937/player/:pid/accounts/logout': (victim) => ({ session_id: victim.sessionId, player_id: victim.pid }),
};

const fill = (path: string, pid: number) => path.replace(':pid', String(pid)).replace(':gameCode', 'megasaur').replace(':guid', 'lobby').replace(/:[A-Za-z_]+/g, '1');

describe('IDOR matrix: every pid route × another player', () => {
  let app: FastifyInstance;
  let victim: PlayerSession;
  let attacker: PlayerSession;
  let pidRoutes: ServedRoute[];
  beforeAll(async () => {
    app = await createTestApp();
    victim = await signupPlayer(app);
    attacker = await signupPlayer(app);
    // A victim with something to lose: money, a favourite, QuickPlay, an open hand, played rounds.
    await depositVia(app, victim, '80');
    await call(app, { method: 'POST', url: `/937/player/${victim.pid}/games/favorites/playerid?machineId=1&gameId=1&playerId=${victim.pid}&skinId=1`, token: victim.token });
    await call(app, { method: 'POST', url: `/937/player/${victim.pid}/accounts/quick`, token: victim.token, payload: {} });
    await call(app, { method: 'POST', url: `/937/player/${victim.pid}/games/megasaur/spin`, token: victim.token, payload: { bet: '1.00' } });
    const { gameToken } = await openGame(app, victim, 'jacks-or-better-3-hand');
    await playGame(app, gameToken, { action: 'deal', bet: '1.00' });
    await depositVia(app, attacker, '20');
    pidRoutes = servedRoutes(app).filter((route) => route.path.includes(':pid'));
  });
  afterAll(async () => app.close());

  /** The victim's state as the victim sees it: every pid GET route, with the victim's own session. */
  const victimState = async () => {
    const state: Record<string, unknown> = {};
    for (const route of pidRoutes.filter((r) => r.method === 'GET')) {
      // The statement's range rides along; other routes ignore it.
      const response = await call(app, { method: 'GET', url: `${fill(route.path, victim.pid)}?forMoney=true&playerId=${victim.pid}&by=month&from=2026-01-01&to=2026-12-31`, token: victim.token });
      // A live-dealer launch link holds a fresh one-time token on every call, the safer-gambling state the
      // provider's clock; the rest must be identical.
      state[route.path] = { status: response.statusCode, body: response.body.replace(/token=[\w-]+/g, 'token=<fresh>').replace(/"now":"[^"]+"/, '"now":"<now>"') };
    }
    return state;
  };

  it('leaks nothing and changes nothing of the victim', async () => {
    expect(pidRoutes.length).toBeGreaterThanOrEqual(25);
    const before = await victimState();
    // The state is read through every pid GET route and it answers: otherwise "unchanged" would prove little.
    expect(Object.values(before).filter((entry) => (entry as { status: number }).status !== 200)).toEqual([]);
    const secrets = [victim.login, `${victim.login}@example.com`, victim.token, victim.sessionId];
    const leaks: { route: string; variant: string; status: number }[] = [];
    const wrongStatus: { route: string; variant: string; status: number }[] = [];
    let calls = 0;

    for (const route of pidRoutes) {
      const name = `${route.method} ${route.path}`;
      const harmful = HARMFUL_BODIES[name]?.(victim) ?? {};
      const naming = { playerId: victim.pid, player_id: victim.pid, pid: victim.pid, custrefid: victim.pid, RTG_PID: victim.pid, ...harmful };
      const query = `?forMoney=true&playerId=${victim.pid}&machineId=1&gameId=1&skinId=1&pid=${victim.pid}`;
      const withBody = route.method !== 'GET';
      const variants: { variant: string; options: InjectOptions & { token?: string }; expected: number[] }[] = [
        // The victim's pid with the attacker's session: refused before the route runs.
        { variant: 'victim pid, attacker session', options: { method: route.method as 'GET', url: fill(route.path, victim.pid) + query, token: attacker.token, ...(withBody ? { payload: naming } : {}) }, expected: [403] },
        { variant: 'victim pid, no session', options: { method: route.method as 'GET', url: fill(route.path, victim.pid) + query, ...(withBody ? { payload: naming } : {}) }, expected: [401] },
        // The attacker's own pid, the victim named in body and query: it acts on the attacker or is refused.
        { variant: 'attacker pid, victim in body and query', options: { method: route.method as 'GET', url: fill(route.path, attacker.pid) + query, token: attacker.token, ...(withBody ? { payload: naming } : {}) }, expected: [] },
      ];
      for (const { variant, options, expected } of variants) {
        const response = await call(app, options);
        calls += 1;
        if (expected.length && !expected.includes(response.statusCode)) wrongStatus.push({ route: name, variant, status: response.statusCode });
        if (secrets.some((secret) => response.body.includes(secret))) leaks.push({ route: name, variant, status: response.statusCode });
      }
      // The attacker may have logged themselves out or changed their own state: a fresh session for the next route.
      attacker = { ...attacker, ...(await login(app, attacker.login, 'Secret123')) };
    }

    const after = await victimState();
    console.log(`IDOR matrix: ${pidRoutes.length} pid routes × 3 variants = ${calls} calls, ${leaks.length} leaks, ${wrongStatus.length} unexpected statuses`);
    expect(leaks).toEqual([]);
    expect(wrongStatus).toEqual([]);
    expect(after).toEqual(before);
  });
});
