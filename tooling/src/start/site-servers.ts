import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';
import { startLoadBalancer } from './load-balancer';
import { startServerProcesses, type ServerProcesses } from './server-processes';
import { waitUntilAnswering } from './wait-until-answering';

export interface SiteServerSetOptions {
  /** How many site-server processes, on the ports after `port`. */
  count: number;
  /** nginx's port: the site's. */
  port: number;
  /** nginx's address (`localhost` stands for 127.0.0.1). */
  host: string;
  /** Each process's environment (siteServerEnvironment). */
  env: NodeJS.ProcessEnv;
  /** nginx's configuration, logs and the processes' list (`processes.json`). */
  dir: string;
  /** nginx's binary (ensureNginx). */
  nginx: string;
  timeoutMs?: number;
}

export interface SiteServerSet {
  processes: ServerProcesses;
  balancer: ChildProcess;
  /** Settles when every process and nginx answer; rejects (everything stopped) when one cannot start. */
  ready: Promise<void>;
  /** Stops nginx and every process (SIGTERM: requests in flight answered); waits for them. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Several site servers behind nginx: processes running the site-server package's
 * server (site-server/src/server.ts) with
 * the same environment on the ports after the site port (127.0.0.1), nginx on the site port. Answers
 * at once, so the set can be stopped while it starts; `ready` says when it serves.
 */
export function startSiteServerSet(options: SiteServerSetOptions): SiteServerSet {
  const processes = startServerProcesses({
    label: 'Site server',
    nodeArgs: ['--import', 'tsx', 'src/server.ts'],
    cwd: join(REPO_ROOT, 'site-server'),
    count: options.count,
    firstPort: options.port + 1,
    env: options.env,
    // Sharing their release state in PostgreSQL, the servers share no folder either: each keeps its own copy of
    // the builds it serves, as on separate machines (decision 030). Without a database they share the release folder.
    ...(options.env.SITE_DATABASE_URL ? { envFor: (port: number) => ({ RELEASES_DIR: join(options.dir, `server-${port}`, 'releases') }) } : {}),
    stateFile: join(options.dir, 'processes.json'),
  });
  const balancer = startLoadBalancer(options.nginx, {
    dir: options.dir, port: options.port, host: options.host, backends: processes.ports, upstream: 'site_servers',
  });
  const stop = async () => {
    const nginxGone = exited(balancer) ? Promise.resolve() : new Promise<void>((resolve) => balancer.once('exit', () => resolve()));
    balancer.kill('SIGTERM');
    await Promise.all([processes.stop(), nginxGone]);
  };
  const ready = (async () => {
    try {
      const timeoutMs = options.timeoutMs ?? 90_000;
      for (const port of processes.ports) {
        // A process that cannot start (a database refusing, a bad setting) says why in its output; it is not waited for.
        const failed = () => (processes.current().some((entry) => entry.port === port && exited(entry.child))
          ? `The site server on port ${port} exited while starting (its reason is above).` : null);
        await waitUntilAnswering(`http://127.0.0.1:${port}/config.json`, failed, timeoutMs);
      }
      const host = options.host === 'localhost' || options.host === '0.0.0.0' ? '127.0.0.1' : options.host;
      await waitUntilAnswering(
        `http://${host.includes(':') ? `[${host}]` : host}:${options.port}/config.json`,
        () => (exited(balancer) ? `nginx exited with code ${balancer.exitCode} (see ${join(options.dir, 'error.log')}).` : null),
        timeoutMs,
      );
    } catch (error) {
      await stop();
      throw error;
    }
  })();
  return { processes, balancer, ready, stop };
}
