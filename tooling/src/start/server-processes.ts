import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface ServerProcessesOptions {
  /** What the processes are, for the log ("Provider", "Site server"). */
  label: string;
  /** What Node runs, from `cwd`: a bundle, or a TypeScript entry with tsx (`--import tsx <entry>`). */
  nodeArgs: string[];
  cwd: string;
  /** How many processes, on consecutive ports from `firstPort` (each gets PORT and HOST=127.0.0.1). */
  count: number;
  firstPort: number;
  env: NodeJS.ProcessEnv;
  /** What one process's environment adds to `env` (a folder of its own). */
  envFor?: (port: number) => NodeJS.ProcessEnv;
  /** Where the ports and pids of the running processes are written (a journey kills one by its pid). */
  stateFile: string;
  /** Waits this long before starting a process again that exited on its own. */
  restartDelayMs?: number;
}

export interface ServerProcess {
  port: number;
  child: ChildProcess;
}

/** What `stateFile` holds. */
export interface ServerProcessesState {
  processes: { port: number; pid: number }[];
}

/** A set of server processes on consecutive ports. */
export interface ServerProcesses {
  ports: number[];
  current(): ServerProcess[];
  /** SIGTERM to each (a graceful stop: requests in flight answered); waits for them. */
  stop(): Promise<void>;
}

/**
 * Several processes of one server, each run by Node itself (so its pid is the server's, not a package
 * manager's). A process that exits while the set runs (a crash, a kill -9, a SIGTERM to restart it) is
 * started again on its port; the load balancer meanwhile sends its requests to the others.
 */
export function startServerProcesses(options: ServerProcessesOptions): ServerProcesses {
  const running = new Map<number, ServerProcess>();
  let stopping = false;

  const writeState = () => {
    const state: ServerProcessesState = {
      processes: [...running.values()].filter((entry) => entry.child.pid !== undefined && entry.child.exitCode === null && entry.child.signalCode === null)
        .map((entry) => ({ port: entry.port, pid: entry.child.pid! })),
    };
    mkdirSync(dirname(options.stateFile), { recursive: true });
    writeFileSync(options.stateFile, JSON.stringify(state, null, 2));
  };

  const start = (port: number) => {
    const child = spawn(process.execPath, options.nodeArgs, {
      cwd: options.cwd,
      stdio: 'inherit',
      env: { ...options.env, ...options.envFor?.(port), PORT: String(port), HOST: '127.0.0.1' },
    });
    running.set(port, { port, child });
    writeState();
    child.once('exit', (code, signal) => {
      if (running.get(port)?.child === child) writeState();
      if (stopping) return;
      console.log(`${options.label} on port ${port} exited (${signal ?? `code ${code}`}); starting it again.`);
      setTimeout(() => {
        if (!stopping) start(port);
      }, options.restartDelayMs ?? 1000);
    });
  };

  for (let index = 0; index < options.count; index += 1) start(options.firstPort + index);

  return {
    ports: Array.from({ length: options.count }, (_, index) => options.firstPort + index),
    current: () => [...running.values()],
    async stop() {
      stopping = true;
      await Promise.all([...running.values()].map(({ child }) => new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      })));
      // Every process has gone: the list says so.
      writeState();
    },
  };
}
