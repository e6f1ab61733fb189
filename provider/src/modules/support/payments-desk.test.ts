import type { FastifyInstance } from 'fastify';
import { PNG_BASE64 } from '../../testing/id-documents';
import { call, createTestApp, databaseVariants, deskCookie, depositVia, signupPlayer, verifyPlayer, type PlayerSession } from '../../testing/test-app';

const PASSWORD = 'Secret123';

describe.each(databaseVariants())('the desk\'s Payments queue on $name', ({ options }) => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp(options());
    cookie = await deskCookie(app, 'anna');
  });
  afterAll(async () => app?.close());

  const desk = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}), ...headers }, ...(payload ? { payload } : {}) });
  const queue = async () => (await desk('GET', '/support/desk/payments')).json();
  const withdraw = async (player: PlayerSession, amount: string) => (await call(app, {
    method: 'POST', url: `/937/players/${player.pid}/withdrawals`, token: player.token, payload: { amount, method: 'card', password: PASSWORD },
  })).json().withdrawal as { id: number };
  const balanceOf = async (player: PlayerSession) =>
    (await call(app, { method: 'GET', url: `/937/players/${player.pid}/balance?forMoney=true`, token: player.token })).json();
  const audit = (subjectId: number) =>
    app.ctx.db.query('select host_login, subject, player_id, decision, reason from desk_decisions where subject = $1 and subject_id = $2', ['withdrawal', subjectId]);

  it('answers nobody without a desk session, no other page, and no decision that is not JSON', async () => {
    const player = await signupPlayer(app);
    for (const [method, url] of [['GET', '/support/desk/payments'], ['POST', '/support/desk/payments/withdrawals/1'], ['POST', '/support/desk/payments/documents/1']] as const) {
      const anonymous = await app.inject({ method, url, ...(method === 'POST' ? { payload: { decision: 'nonsense' } } : {}) });
      expect([anonymous.statusCode, anonymous.json().errorMessage]).toEqual([401, 'Please sign in at the host desk.']);
      // A player's session is no desk session.
      expect((await call(app, { method, url, token: player.token, ...(method === 'POST' ? { payload: { decision: 'approve' } } : {}) })).statusCode).toBe(401);
      // The host's cookie sent by another page (the site's pages are on the same site, so the cookie would go along).
      expect((await desk(method, url, method === 'POST' ? { decision: 'approve' } : undefined, { origin: 'http://localhost:8080' })).statusCode).toBe(403);
    }
    const form = await app.inject({
      method: 'POST', url: '/support/desk/payments/withdrawals/1', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve',
    });
    expect(form.statusCode).toBe(415);
    // The desk page itself says who may see it, and only then carries the queue.
    const signedOut = await app.inject({ method: 'GET', url: '/support/desk' });
    expect(signedOut.body).not.toContain('Payments');
    const page = await desk('GET', '/support/desk');
    expect(page.body).toContain('<h2 id="payments-heading">Payments</h2>');
    expect(page.body).toContain('<script src="/support/desk/payments.js"></script>');
    const script = await app.inject({ method: 'GET', url: '/support/desk/payments.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('lists requested withdrawals and photo IDs; a host approves and rejects withdrawals, each decision audited', async () => {
    const player = await signupPlayer(app);
    await verifyPlayer(app, player);
    await depositVia(app, player, '100');
    const first = await withdraw(player, '25');
    const second = await withdraw(player, '30');
    const waiting = await signupPlayer(app);
    await call(app, { method: 'PUT', url: `/937/players/${waiting.pid}/verification/document`, token: waiting.token, payload: { file_name: 'id.png', content_base64: PNG_BASE64 } });

    const listed = await queue();
    expect(listed.withdrawals.filter((item: { player_id: number }) => item.player_id === player.pid)).toEqual([
      { id: first.id, player_id: player.pid, login: player.login, amount: 25, method: 'card', destination: 'Credit Card', status: 'requested', requested_at: expect.any(String) },
      { id: second.id, player_id: player.pid, login: player.login, amount: 30, method: 'card', destination: 'Credit Card', status: 'requested', requested_at: expect.any(String) },
    ]);
    expect(listed.documents.find((item: { player_id: number }) => item.player_id === waiting.pid)).toMatchObject({ login: waiting.login, file_name: 'id.png', kind: 'png' });

    const approved = await desk('POST', `/support/desk/payments/withdrawals/${first.id}`, { decision: 'approve' });
    expect(approved.json()).toEqual({ message: 'Approved the withdrawal of $25.00.' });
    expect(await audit(first.id)).toEqual([{ host_login: 'anna', subject: 'withdrawal', player_id: player.pid, decision: 'approved', reason: null }]);
    const noReason = await desk('POST', `/support/desk/payments/withdrawals/${second.id}`, { decision: 'reject' });
    expect([noReason.statusCode, noReason.json().errorMessage]).toEqual([400, 'Please give the player a reason for the rejection.']);
    const rejected = await desk('POST', `/support/desk/payments/withdrawals/${second.id}`, { decision: 'reject', reason: 'The card was closed' });
    expect(rejected.json()).toEqual({ message: 'Rejected the withdrawal of $30.00; the money is back in the player\'s balance.' });
    expect(await audit(second.id)).toEqual([{ host_login: 'anna', subject: 'withdrawal', player_id: player.pid, decision: 'rejected', reason: 'The card was closed' }]);

    expect(await balanceOf(player)).toMatchObject({ cash: 75, pending_withdrawals: 25 });
    const list = (await call(app, { method: 'GET', url: `/937/players/${player.pid}/withdrawals`, token: player.token })).json().withdrawals;
    expect(list.map((item: { status: string; reason: string | null }) => [item.status, item.reason])).toEqual([['rejected', 'The card was closed'], ['approved', null]]);
    // The queue keeps the approved one (until paid) and offers no second decision on the rejected one.
    const after = (await queue()).withdrawals.filter((item: { player_id: number }) => item.player_id === player.pid);
    expect(after.map((item: { id: number; status: string }) => [item.id, item.status])).toEqual([[first.id, 'approved']]);
    const again = await desk('POST', `/support/desk/payments/withdrawals/${second.id}`, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(await audit(second.id)).toHaveLength(1);
  });
});
