import { builtInSolver, fetchCaptchaToken, memorySessionPort, provideSession, saferGamblingClient } from 'shared-api';
import { signupPlayer } from '../testing/test-app';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api safer-gambling client against the provider', () => {
  let provider: LiveProvider;
  beforeAll(async () => {
    provider = await startLiveProvider();
  });
  afterAll(async () => provider.close());

  it('reads the state, sets and raises a limit, withdraws and cannot yet confirm the raise', async () => {
    const demo = await provider.actAs('demoplayer');
    const state = await saferGamblingClient.state(demo.pid);
    expect(state.limits).toHaveLength(7);
    expect(state).toMatchObject({ time_zone: 'America/New_York', reality_check: { interval_minutes: 60, due: false }, has_deposited: true });
    const set = await saferGamblingClient.changeLimit(demo.pid, { kind: 'loss', period: 'week', amount: 5000 });
    expect(set.loss.remaining).toBeLessThanOrEqual(5000);
    const raised = await saferGamblingClient.changeLimit(demo.pid, { kind: 'loss', period: 'week', amount: 9000 });
    expect(raised.limits.find((limit) => limit.kind === 'loss' && limit.period === 'week')).toMatchObject({ amount: 5000, pending: { amount: 9000, confirmable: false } });
    await expect(saferGamblingClient.confirmLimit(demo.pid, { kind: 'loss', period: 'week' })).rejects.toMatchObject({ status: 409 });
    const withdrawn = await saferGamblingClient.withdrawLimitChange(demo.pid, { kind: 'loss', period: 'week' });
    expect(withdrawn.limits.find((limit) => limit.kind === 'loss' && limit.period === 'week')?.pending).toBeNull();
  });

  it('sets and answers the reality check, and reads the statement', async () => {
    const demo = await provider.actAs('demoplayer');
    expect((await saferGamblingClient.setRealityCheck(demo.pid, 30)).reality_check.interval_minutes).toBe(30);
    expect((await saferGamblingClient.answerRealityCheck(demo.pid, 'continue')).reality_check.due).toBe(false);
    const statement = await saferGamblingClient.statement(demo.pid, { by: 'month', from: '2026-01-01', to: '2026-12-31' });
    expect(statement.by).toBe('month');
    expect(statement.totals.deposits).toBeGreaterThanOrEqual(0);
  });

  it('takes a time-out and a self-exclusion, each ending the session', async () => {
    const resting = await provider.actAs('newplayer');
    const timeOut = await saferGamblingClient.timeOut(resting.pid, '24h');
    expect(timeOut.restriction.kind).toBe('time-out');
    await expect(saferGamblingClient.state(resting.pid)).rejects.toMatchObject({ status: 401 });
    const leaving = await provider.actAs('demoplayer');
    await expect(saferGamblingClient.selfExclude(leaving.pid, { duration: '6m', confirmation: 'exclude me' })).rejects.toMatchObject({ status: 400 });
    const excluded = await saferGamblingClient.selfExclude(leaving.pid, { duration: '6m', confirmation: 'EXCLUDE ME' });
    expect(excluded.message).toMatch(/^Your account is self-excluded until .+ ET\.$/);
  });

  it('takes a self-exclusion with the login and password while a time-out refuses every session, opening none', async () => {
    const resting = await signupPlayer(provider.app);
    provideSession(memorySessionPort({ sessionToken: () => resting.token }));
    await saferGamblingClient.timeOut(resting.pid, '24h');
    provider.actAsVisitor();
    const wrong = await fetchCaptchaToken({ solvers: [builtInSolver], retryMs: 0 });
    await expect(
      saferGamblingClient.selfExcludeWithPassword({ login: resting.login, password: 'not-the-password', duration: '1y', confirmation: 'EXCLUDE ME' }, wrong),
    ).rejects.toMatchObject({ status: 401 });
    const captchaToken = await fetchCaptchaToken({ solvers: [builtInSolver], retryMs: 0 });
    const excluded = await saferGamblingClient.selfExcludeWithPassword(
      { login: ` ${resting.login.toUpperCase()} `, password: 'Secret123', duration: '1y', confirmation: 'EXCLUDE ME' },
      captchaToken,
    );
    expect(excluded.restriction.kind).toBe('self-exclusion');
    expect(excluded.message).toMatch(/^Your account is self-excluded until .+ ET\.$/);
  });
});
