import type { PageLoad } from './page-loads';

/** Deterministic budgets of a first visit (bytes and requests, not timings): `pnpm bench` fails when one is exceeded. */
export interface PageBudget {
  /** Script on the wire before the after-paint work, in KB (1,024 bytes). */
  scriptKb?: number;
  /** Requests before the after-paint work, the document included, images of the page's content not counted (reported beside). */
  requests?: number;
  /** The only remotes the page may fetch before it has painted and gone idle: the ones it renders. */
  remotesAtLoad: ReadonlyArray<string>;
}

export const PAGE_BUDGETS: Readonly<Record<string, PageBudget>> = {
  '/': { scriptKb: 170, requests: 20, remotesAtLoad: [] },
  '/lobby/games/': { scriptKb: 230, requests: 32, remotesAtLoad: ['mfe-lobby'] },
  '/lobby/promotions/': { remotesAtLoad: ['mfe-promotions'] },
  '/info/faq': { remotesAtLoad: [] },
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
