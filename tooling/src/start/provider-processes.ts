import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../paths';

export interface ProviderProcessesOptions {
  /** How many processes, on consecutive ports from `firstPort`. */
  count: number;
  firstPort: number;
  env: NodeJS.ProcessEnv;
  /** Where the ports and pids of the running processes are written (a journey kills one by its pid). */
  stateFile: string;
  /** Waits this long before starting a process again that exited on its own. */
  restartDelayMs?: number;
}

export interface ProviderProcess {
  port: number;
  child: ChildProcess;
}

/** What `stateFile` holds. */
export interface ProviderProcessesState {
  processes: { port: number; pid: number }[];
}

/**
 * Several provider processes on one database, each the provider's server run by Node itself (so its
 * pid is the server's, not a package manager's). A process that exits while the set runs (a crash, a
 * kill -9, a SIGTERM to restart it) is started again on its port; the load balancer meanwhile sends
 * its requests to the others.
 */
export function startProviderProcesses(options: ProviderProcessesOptions) {
  const providerDir = join(REPO_ROOT, 'provider');
  const running = new Map<number, ProviderProcess>();
  let stopping = false;

  const writeState = () => {
    const state: ProviderProcessesState = {
      processes: [...running.values()].filter((entry) => entry.child.pid !== undefined && entry.child.exitCode === null)
        .map((entry) => ({ port: entry.port, pid: entry.child.pid! })),
    };
    mkdirSync(dirname(options.stateFile), { recursive: true });
    writeFileSync(options.stateFile, JSON.stringify(state, null, 2));
  };

  const start = (port: number) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: providerDir,
      stdio: 'inherit',
      env: { ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    });
    running.set(port, { port, child });
    writeState();
    child.once('exit', (code, signal) => {
      if (running.get(port)?.child === child) writeState();
      if (stopping) return;
      console.log(`Provider on port ${port} exited (${signal ?? `code ${code}`}); starting it again.`);
      setTimeout(() => {
        if (!stopping) start(port);
      }, options.restartDelayMs ?? 1000);
    });
  };

  for (let index = 0; index < options.count; index += 1) start(options.firstPort + index);

  return {
    ports: Array.from({ length: options.count }, (_, index) => options.firstPort + index),
    current: (): ProviderProcess[] => [...running.values()],
    /** SIGTERM to each (a graceful stop: sockets closed with 1012, requests in flight answered); waits for them. */
    async stop(): Promise<void> {
      stopping = true;
      await Promise.all([...running.values()].map(({ child }) => new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      })));
    },
  };
}
