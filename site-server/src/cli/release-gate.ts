import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReleaseName } from 'shared-releases';
import { REPO_ROOT } from '../paths';
import type { ReleaseEnvironment } from '../release/environments';
import { previewLink, signPreview } from '../release/preview-links';
import type { GatedStep, GateRecord } from '../release/release-store';

/**
 * The command the gate runs (docs/decisions/039), in a shell from the workspace's root: the project's
 * smoke journeys (e2e/src/gate) unless `RELEASE_GATE_COMMAND` names another. The site server never
 * depends on Playwright (decision 029): the journeys are a child process, told what to try by its environment.
 */
export const DEFAULT_GATE_COMMAND = 'pnpm --silent --dir e2e gate';
/** How long the gate may take before it counts as failed; `RELEASE_GATE_TIMEOUT_SECONDS` changes it. */
export const DEFAULT_GATE_TIMEOUT_SECONDS = 180;
/** The preview the gate's browser opens lasts this long: enough for the journeys, not for anything else. */
const GATE_PREVIEW_MINUTES = 15;
/** How much of the command's output a failure shows, from its end. */
const OUTPUT_TAIL_LINES = 30;

/** One journey of the gate's report, as the command writes it to `GATE_REPORT_FILE`. */
interface ReportedJourney {
  name: string;
  /** Playwright's words: passed, failed, timedOut, skipped, interrupted. */
  outcome: string;
  /** The first line of what went wrong, when it failed. */
  error?: string;
}

export interface GateRequest {
  step: GatedStep;
  remote: ReleaseName;
  /** The candidate: the version the step would give to players. */
  version: string;
  environment: ReleaseEnvironment;
  /** The live site of that environment, which the journeys open with the candidate in preview. */
  site: string;
  signingKey: Buffer;
  now: Date;
  /** Where the command's output goes as it runs (the terminal); kept and shown on failure either way. */
  progress?: (text: string) => void;
}

export interface GateResult {
  record: GateRecord;
  seconds: number;
  /** What went wrong, in words for the release manager, when the gate failed. */
  explanation?: string;
}

const isReportedJourney = (value: unknown): value is ReportedJourney =>
  typeof value === 'object' && value !== null
  && typeof (value as ReportedJourney).name === 'string' && typeof (value as ReportedJourney).outcome === 'string';

/** The journeys a report names; empty when there is no report or it is not one. */
async function readReport(file: string): Promise<ReportedJourney[]> {
  try {
    const report = JSON.parse(await readFile(file, 'utf8')) as { journeys?: unknown };
    return Array.isArray(report.journeys) ? report.journeys.filter(isReportedJourney) : [];
  } catch {
    return [];
  }
}

/** Runs `command` in a shell; its exit code (null when it was stopped) and everything it printed. */
function runCommand(command: string, env: NodeJS.ProcessEnv, timeoutMs: number, progress?: (text: string) => void): Promise<{ code: number | null; output: string; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    // A process group of its own, so a gate that overruns is stopped with the browsers it started.
    const child = spawn(command, { cwd: REPO_ROOT, env, shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let timedOut = false;
    const take = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      progress?.(text);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

const tail = (output: string) => output.trimEnd().split('\n').slice(-OUTPUT_TAIL_LINES).join('\n');

/**
 * Runs the gate's journeys against `version` of `remote` on the live site, in preview for the gate's
 * browser alone. It passes only when the command ends well and reports at least one journey, none failed:
 * a gate that ran nothing has shown nothing.
 */
export async function runGate(request: GateRequest): Promise<GateResult> {
  const command = process.env.RELEASE_GATE_COMMAND?.trim() || DEFAULT_GATE_COMMAND;
  const timeoutSeconds = Number(process.env.RELEASE_GATE_TIMEOUT_SECONDS ?? DEFAULT_GATE_TIMEOUT_SECONDS);
  const expiresAt = new Date(request.now.getTime() + GATE_PREVIEW_MINUTES * 60_000).toISOString();
  const link = previewLink(request.site, signPreview({ remote: request.remote, version: request.version, expiresAt }, request.signingKey));
  const folder = await mkdtemp(join(tmpdir(), 'release-gate-'));
  const reportFile = join(folder, 'report.json');
  const started = Date.now();
  try {
    const { code, output, timedOut } = await runCommand(command, {
      ...process.env,
      GATE_SITE_URL: request.site,
      GATE_PREVIEW_LINK: link,
      GATE_REMOTE: request.remote,
      GATE_VERSION: request.version,
      GATE_ENVIRONMENT: request.environment,
      GATE_REPORT_FILE: reportFile,
    }, (Number.isFinite(timeoutSeconds) && timeoutSeconds > 0 ? timeoutSeconds : DEFAULT_GATE_TIMEOUT_SECONDS) * 1000, request.progress);
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    const journeys = await readReport(reportFile);
    const names = journeys.map(({ name }) => name);
    const failing = journeys.filter(({ outcome }) => outcome !== 'passed' && outcome !== 'skipped');
    if (code === 0 && !timedOut && failing.length === 0 && journeys.some(({ outcome }) => outcome === 'passed')) {
      return { record: { step: request.step, outcome: 'passed', journeys: names.filter((_, index) => journeys[index]?.outcome === 'passed'), failed: [] }, seconds };
    }
    const why = timedOut ? `the gate did not finish in ${timeoutSeconds} s`
      : failing.length > 0 ? ''
        : code === 0 ? 'the gate ran no journey' : `the gate command failed (exit ${code ?? 'on a signal'}) before reporting a failed journey`;
    const failed = failing.length > 0 ? failing.map(({ name }) => name) : [why];
    const lines = failing.length > 0
      ? failing.map(({ name, error }) => `  ✗ ${name}${error ? `: ${error}` : ''}`)
      : [`  ${why}: ${command}`, tail(output)];
    return { record: { step: request.step, outcome: 'failed', journeys: names, failed }, seconds, explanation: lines.join('\n') };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
