import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PROVIDER_PORT, REPO_ROOT } from './setup/e2e-environment';

/*
 * The provider processes behind the load balancer of `pnpm start --providers 2` (the suite's
 * several-processes journeys): their ports and pids, as the start script writes them.
 */
const STATE_FILE = join(REPO_ROOT, '.data', `providers-${E2E_PROVIDER_PORT}`, 'processes.json');

export interface ProviderProcess {
  port: number;
  pid: number;
  /** The process's own address, past the load balancer. */
  url: string;
}

export function providerProcesses(): ProviderProcess[] {
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { processes: { port: number; pid: number }[] };
  return state.processes.map(({ port, pid }) => ({ port, pid, url: `http://localhost:${port}` }));
}

export const processOnPort = (port: number): ProviderProcess => {
  const found = providerProcesses().find((entry) => entry.port === port);
  if (!found) throw new Error(`No provider process on port ${port} (${STATE_FILE})`);
  return found;
};

/** A kill -9: no goodbye, no sockets closed, nothing finished (the start script starts it again). */
export function killProcess(entry: ProviderProcess): void {
  process.kill(entry.pid, 'SIGKILL');
}

/** Waits until a process answers on its port again (after a restart). */
export async function untilAnswering(port: number, timeoutMs = 30_000): Promise<void> {
  await expect.poll(async () => {
    try {
      return (await fetch(`http://localhost:${port}/health`)).status;
    } catch {
      return 0;
    }
  }, { timeout: timeoutMs, intervals: [250] }).toBe(200);
}
