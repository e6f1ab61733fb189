import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';
import { gapSpread, type GapSpread, type LighthouseFigure } from './lighthouse-figures';

/** Another commit's checkout, built, beside this one: what `--against <ref>` measures the pages against. */
export interface AgainstCheckout {
  /** The commit, in full, and the short form its pages are labelled with. */
  commit: string;
  short: string;
  dir: string;
  /** Removes the checkout (a git worktree) and its build. */
  remove: () => void;
}

function run(command: string, args: string[], cwd: string): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

function mustRun(command: string, args: string[], cwd: string): string {
  const result = run(command, args, cwd);
  if (!result.ok) throw new Error(`${command} ${args.join(' ')} failed:\n${result.output.split('\n').slice(-20).join('\n')}`);
  return result.output;
}

/**
 * Checks `ref` out beside this checkout (a detached git worktree in the temp folder), installs its
 * packages from the local store when it can, and builds it with its own `pnpm build` (unless `build`
 * is false): its site is then started like this one's, so both are measured by the same bench in the same runs.
 */
export function prepareAgainst(ref: string, { build = true }: { build?: boolean } = {}): AgainstCheckout {
  const commit = mustRun('git', ['rev-parse', '--verify', `${ref}^{commit}`], REPO_ROOT);
  const short = commit.slice(0, 7);
  const dir = join(tmpdir(), `casino-bench-against-${short}`);
  // A checkout left by a run that was stopped is replaced, so nothing of another build is measured.
  if (existsSync(dir)) run('git', ['worktree', 'remove', '--force', dir], REPO_ROOT);
  run('git', ['worktree', 'prune'], REPO_ROOT);
  mustRun('git', ['worktree', 'add', '--detach', dir, commit], REPO_ROOT);
  const remove = () => {
    run('git', ['worktree', 'remove', '--force', dir], REPO_ROOT);
  };
  try {
    console.log(`Building ${ref} (${short}) in ${dir} …`);
    // The packages are usually all in the local store already; the registry only for what is not.
    if (!run('pnpm', ['install', '--frozen-lockfile', '--offline'], dir).ok) mustRun('pnpm', ['install', '--frozen-lockfile'], dir);
    // The provider runs from its sources: `--provider` needs the packages, not a build.
    if (build) mustRun('pnpm', ['build'], dir);
  } catch (error) {
    remove();
    throw error;
  }
  return { commit, short, dir, remove };
}

/** The label of a page of the other commit: the page's own, then `@<commit>`. */
export const againstLabel = (label: string, short: string): string => `${label} @${short}`;

/** A page's gaps to the floor here minus the same page's gaps at the other commit, taken within each run. */
export interface AgainstDifference {
  label: string;
  runs: number;
  /** Positive: this checkout's page is further from the floor (worse). */
  lcpMs: GapSpread | null;
  tbtMs: GapSpread | null;
  /** Positive: this checkout's page scores lower (worse). */
  score: GapSpread | null;
}

/**
 * Each page beside the same page of the other commit (labelled with {@link againstLabel}), from runs
 * that measured the floor and both: the difference of their gaps to that run's floor, so the machine's
 * speed during a run moves all three together; then the median over the runs (lowest…highest).
 */
export function againstDifferences(runs: ReadonlyArray<ReadonlyArray<LighthouseFigure>>, short: string): AgainstDifference[] {
  const suffix = ` @${short}`;
  const labels = [...new Set(runs.flatMap((pass) => pass.map((figure) => figure.label)))].filter(
    (label) => label !== 'floor' && !label.endsWith(suffix) && runs.some((pass) => pass.some((figure) => figure.label === againstLabel(label, short))),
  );
  return labels.map((label) => {
    const triples = runs.flatMap((pass) => {
      const here = pass.find((figure) => figure.label === label);
      const there = pass.find((figure) => figure.label === againstLabel(label, short));
      const floor = pass.find((figure) => figure.label === 'floor');
      // A run Lighthouse failed on for any of the three gives no difference.
      return here && there && floor && ![here, there, floor].some((figure) => Number.isNaN(figure.lcpMs)) ? [{ here, there }] : [];
    });
    return {
      label,
      runs: triples.length,
      // The floor is the same figure on both sides, so it cancels out of each difference.
      lcpMs: gapSpread(triples.map(({ here, there }) => here.lcpMs - there.lcpMs)),
      tbtMs: gapSpread(triples.map(({ here, there }) => here.tbtMs - there.tbtMs)),
      score: gapSpread(triples.map(({ here, there }) => Math.round((there.score - here.score) * 100) / 100)),
    };
  });
}

const signed = (value: number, digits: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}`;

function spreadText(gap: GapSpread | null, digits: number, unit: string): string {
  if (!gap) return 'none';
  return `${signed(gap.median, digits)}${unit} (${signed(gap.min, digits)}…${signed(gap.max, digits)})`;
}

/** The table of {@link againstDifferences}: how far each page moved from the other commit's. */
export function formatAgainst(differences: ReadonlyArray<AgainstDifference>, short: string): string {
  const width = Math.max(26, ...differences.map((difference) => difference.label.length));
  return [
    `${'page'.padEnd(width)} ${'runs'.padStart(4)} ${'LCP'.padStart(24)} ${'TBT'.padStart(24)} ${'score'.padStart(22)}`,
    ...differences.map((difference) =>
      [
        difference.label.padEnd(width),
        String(difference.runs).padStart(4),
        spreadText(difference.lcpMs, 0, ' ms').padStart(24),
        spreadText(difference.tbtMs, 0, ' ms').padStart(24),
        spreadText(difference.score, 2, '').padStart(22),
      ].join(' ')),
    `(this checkout minus ${short}, each page's gap to the same run's floor; median over the runs (lowest…highest); + is worse: later, busier, or a lower score)`,
  ].join('\n');
}
