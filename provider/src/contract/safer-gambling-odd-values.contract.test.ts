import { CAPTCHA_TOKEN_HEADER, SESSION_TOKEN_HEADER, saferGamblingEndpoints } from 'shared-contract';
import type { PlayerSession } from '../testing/test-app';
import { startLiveProvider, type LiveProvider } from './live-provider';

/**
 * Issue 49: every safer-gambling call, sent the odd values a caller may type or forge, over HTTP as a
 * browser sends them. Each is a 400 with words (never a 5xx, never read as another value), and the
 * player's state is as before.
 */
const ODD_JSON = [
  'true', 'false', '""', '"0x10"', '[700]', '"1e3"', '" 500 "', '"500"', '"Infinity"', '"-Infinity"', '1e400', '-1e400', '-1', '1.5', '{}', '[]',
  '"2026-13-45"', '"0000-00-00"', '"2026-02-31"', '"9999-12-31"', '"\\u0000"', '9007199254740993',
];
const ODD_DAYS = ['2026-13-45', '0000-00-00', '2026-02-31', '9999-12-31', '2026-1-01', '', 'Infinity', '1e400', '2026-01-01T00:00:00Z'];

/** A body with one field replaced by raw JSON text (so `1e400` and `-1e400` reach the server as written). */
const bodyWith = (body: Record<string, unknown>, field: string, json: string) =>
  JSON.stringify({ ...body, [field]: '__ODD__' }).replace('"__ODD__"', json);

describe('the safer-gambling calls refuse odd values with a 400, never a 5xx', () => {
  let provider: LiveProvider;
  let player: PlayerSession;
  const send = (method: string, path: string, body: string | null, headers: Record<string, string> = {}) =>
    fetch(`${provider.url}${path}`, {
      method,
      headers: { ...(body === null ? {} : { 'content-type': 'application/json' }), [SESSION_TOKEN_HEADER]: player.token, ...headers },
      ...(body === null ? {} : { body }),
    });
  const pathOf = (path: string) => path.replace(':pid', String(player.pid));

  beforeAll(async () => {
    provider = await startLiveProvider();
    player = await provider.actAs('demoplayer');
  });
  afterAll(async () => provider.close());

  const calls: Array<[string, { method: string; path: string }, Record<string, unknown>, Record<string, string>?]> = [
    ['changeLimit', saferGamblingEndpoints.changeLimit, { kind: 'deposit', period: 'week', amount: 5000 }],
    ['confirmLimit', saferGamblingEndpoints.confirmLimit, { kind: 'deposit', period: 'week' }],
    ['withdrawLimitChange', saferGamblingEndpoints.withdrawLimitChange, { kind: 'deposit', period: 'week' }],
    ['realityCheck', saferGamblingEndpoints.realityCheck, { interval_minutes: 30 }],
    ['answerRealityCheck', saferGamblingEndpoints.answerRealityCheck, { answer: 'continue' }],
    ['timeOut', saferGamblingEndpoints.timeOut, { duration: '24h' }],
    ['selfExclusion', saferGamblingEndpoints.selfExclusion, { duration: '6m', confirmation: 'EXCLUDE ME' }],
    ['passwordSelfExclusion', saferGamblingEndpoints.passwordSelfExclusion,
      { login: 'demoplayer', password: 'not-the-password', duration: '6m', confirmation: 'EXCLUDE ME' }, { [CAPTCHA_TOKEN_HEADER]: 'test-bypass' }],
  ];

  it.each(calls)('%s: every field, every odd value', async (_name, endpoint, body, headers = {}) => {
    const before = await (await send('GET', pathOf(saferGamblingEndpoints.state.path), null)).json();
    const statuses = new Map<string, number>();
    for (const field of Object.keys(body)) {
      for (const json of ODD_JSON) {
        // Text fields accept any short text: an odd value there is only refused where the field is not text.
        if (['confirmation', 'login', 'password'].includes(field) && json.startsWith('"')) continue;
        const answer = await send(endpoint.method, pathOf(endpoint.path), bodyWith(body, field, json), headers);
        statuses.set(`${field}=${json}`, answer.status);
        const text = await answer.text();
        expect([`${field}=${json}`, answer.status]).toEqual([`${field}=${json}`, 400]);
        expect(JSON.parse(text).errorMessage).toEqual(expect.any(String));
      }
    }
    expect(statuses.size).toBeGreaterThan(0);
    const after = await (await send('GET', pathOf(saferGamblingEndpoints.state.path), null)).json();
    expect({ limits: after.limits, reality_check: after.reality_check.interval_minutes })
      .toEqual({ limits: before.limits, reality_check: before.reality_check.interval_minutes });
  });

  it('statement: every odd day, and an odd grouping', async () => {
    const path = pathOf(saferGamblingEndpoints.statement.path);
    for (const day of ODD_DAYS) {
      for (const query of [`by=day&from=${encodeURIComponent(day)}&to=2026-03-01`, `by=day&from=2026-01-01&to=${encodeURIComponent(day)}`]) {
        const answer = await send('GET', `${path}?${query}`, null);
        expect([query, answer.status]).toEqual([query, 400]);
      }
    }
    for (const by of ['week', '', 'day&by=month', 'DAY']) {
      const answer = await send('GET', `${path}?by=${by}&from=2026-01-01&to=2026-03-01`, null);
      expect([by, answer.status]).toEqual([by, 400]);
    }
    expect((await send('GET', `${path}?by=day&from=2026-01-01&to=2026-03-01`, null)).status).toBe(200);
  });
});
