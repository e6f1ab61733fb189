import type { PageLoad } from './page-loads';

/** Deterministic budgets of a first visit (bytes and requests, not timings): `pnpm bench` fails when one is exceeded. */
export interface PageBudget {
  /** Script on the wire before the after-paint work, in KB (1,024 bytes). */
  scriptKb?: number;
  /** Requests before the after-paint work, the document included, images of the page's content not counted (reported beside). */
  requests?: number;
  /** The only remotes the page may fetch before it has painted and gone idle: the ones it renders. */
  remotesAtLoad: ReadonlyArray<string>;
  /** At most this many bytes of the page itself on the wire, headers included (see FIRST_ROUND_TRIP_BYTES). */
  documentBytes?: number;
}

/**
 * What a new connection delivers in its first round trip (ten segments of 1,460 bytes): a page that fits arrives in
 * one, a page a byte longer waits a round trip more for the rest, and a slow phone's largest paint with it (decisions
 * 023 and 043). Lighthouse's simulation counts it the same way.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

export const PAGE_BUDGETS: Readonly<Record<string, PageBudget>> = {
  '/': { scriptKb: 170, requests: 20, remotesAtLoad: [], documentBytes: FIRST_ROUND_TRIP_BYTES },
  '/lobby/games/': { scriptKb: 230, requests: 32, remotesAtLoad: ['mfe-lobby'], documentBytes: FIRST_ROUND_TRIP_BYTES },
  '/lobby/promotions/': { remotesAtLoad: ['mfe-promotions'], documentBytes: FIRST_ROUND_TRIP_BYTES },
  '/info/faq': { remotesAtLoad: [], documentBytes: FIRST_ROUND_TRIP_BYTES },
};

export interface BudgetLine {
  path: string;
  what: string;
  figure: string;
  goal: string;
  ok: boolean;
}

const kb = (bytes: number) => bytes / 1024;

/** Each budgeted figure of each page beside its goal. */
export function checkBudgets(loads: ReadonlyArray<PageLoad>, budgets: Readonly<Record<string, PageBudget>> = PAGE_BUDGETS): BudgetLine[] {
  const lines: BudgetLine[] = [];
  for (const load of loads) {
    const budget = budgets[load.path];
    if (!budget) continue;
    if (budget.scriptKb !== undefined) {
      lines.push({ path: load.path, what: 'script on the wire', figure: `${kb(load.scriptBytes).toFixed(1)} KB`, goal: `≤ ${budget.scriptKb} KB`, ok: kb(load.scriptBytes) <= budget.scriptKb });
    }
    if (budget.documentBytes !== undefined) {
      lines.push({
        path: load.path, what: 'page on the wire', figure: `${load.documentBytes.toLocaleString('en-GB')} bytes`,
        goal: `≤ ${budget.documentBytes.toLocaleString('en-GB')} bytes`, ok: load.documentBytes <= budget.documentBytes,
      });
    }
    if (budget.requests !== undefined) {
      lines.push({ path: load.path, what: 'requests', figure: String(load.requests), goal: `≤ ${budget.requests}`, ok: load.requests <= budget.requests });
    }
    const extra = load.remotesAtLoad.filter((remote) => !budget.remotesAtLoad.includes(remote));
    lines.push({
      path: load.path,
      what: 'remotes fetched at load',
      figure: load.remotesAtLoad.join(', ') || 'none',
      goal: budget.remotesAtLoad.join(', ') || 'none',
      ok: extra.length === 0,
    });
    lines.push({
      path: load.path,
      what: 'React fetched',
      figure: `${load.reactFetches}×${load.remoteReactFetched ? ' + a remote copy' : ''}`,
      goal: 'once, from the host',
      ok: load.reactFetches === 1 && !load.remoteReactFetched,
    });
  }
  return lines;
}

/** The lines as a table. */
export function formatBudgets(lines: ReadonlyArray<BudgetLine>): string {
  return lines
    .map((line) => `${line.ok ? 'ok  ' : 'OVER'} ${line.path.padEnd(20)} ${line.what.padEnd(24)} ${line.figure.padStart(12)}   goal ${line.goal}`)
    .join('\n');
}
