import { checkBudgets, formatBudgets } from './budgets';
import type { PageLoad } from './page-loads';

const load = (overrides: Partial<PageLoad>): PageLoad => ({
  path: '/',
  headingMs: 0,
  lcpMs: 0,
  blockingMs: 0,
  longTasks: 0,
  longestTaskMs: 0,
  requests: 10,
  imageRequests: 0,
  imageBytes: 0,
  scriptBytes: 100 * 1024,
  remotesAtLoad: [],
  idleRequests: 0,
  idleScriptBytes: 0,
  remotesAfterIdle: [],
  documentBytes: 9_000,
  reactFetches: 1,
  remoteReactFetched: false,
  ...overrides,
});

describe('bench budgets', () => {
  const budgets = { '/': { scriptKb: 170, requests: 20, remotesAtLoad: [] }, '/lobby/games/': { scriptKb: 230, remotesAtLoad: ['mfe-lobby'] } };

  it('passes a page within every budget and prints each figure beside its goal', () => {
    const lines = checkBudgets([load({}), load({ path: '/lobby/games/', remotesAtLoad: ['mfe-lobby'], scriptBytes: 229 * 1024 })], budgets);
    expect(lines.every((line) => line.ok)).toBe(true);
    expect(formatBudgets(lines)).toMatch(/script on the wire +100.0 KB {3}goal ≤ 170 KB/);
  });

  it('fails on script bytes, requests, an overlay remote fetched at load, or React fetched twice', () => {
    const lines = checkBudgets([load({ scriptBytes: 171 * 1024, requests: 21, remotesAtLoad: ['mfe-onboarding'], reactFetches: 2 })], budgets);
    expect(lines.filter((line) => !line.ok).map((line) => line.what)).toEqual(['script on the wire', 'requests', 'remotes fetched at load', 'React fetched']);
  });

  it('fails a page that needs a second round trip of a new connection', () => {
    const pages = { '/': { remotesAtLoad: [], documentBytes: 14_600 } };
    expect(checkBudgets([load({ documentBytes: 14_600 })], pages).find((line) => line.what === 'page on the wire')).toMatchObject({ ok: true, figure: '14,600 bytes' });
    expect(checkBudgets([load({ documentBytes: 14_601 })], pages).find((line) => line.what === 'page on the wire')?.ok).toBe(false);
  });

  it('counts a remote copy of React as a failure', () => {
    expect(checkBudgets([load({ remoteReactFetched: true })], budgets).find((line) => line.what === 'React fetched')?.ok).toBe(false);
  });
});
