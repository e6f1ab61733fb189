import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';

/** The sets of processes nginx can stand in front of: each has an upstream of its own and its own proxy settings. */
export type UpstreamName = 'providers' | 'site_servers';

export interface LoadBalancerOptions {
  /** Folder of the generated configuration, logs, pid and temporary files. */
  dir: string;
  /** Where the load balancer listens. */
  port: number;
  /** Ports of the processes behind it (on 127.0.0.1). */
  backends: number[];
  /** Which set of processes: the provider's (by default) or the site servers. */
  upstream?: UpstreamName;
  /** The address it listens on: 127.0.0.1 by default. */
  host?: string;
}

/** What generated the configuration, for its first line. */
const GENERATED_BY: Record<UpstreamName, (count: number) => string> = {
  providers: (count) => `pnpm start --providers ${count}`,
  site_servers: (count) => `pnpm start --site-servers ${count}`,
};

/**
 * In front of the provider processes: websockets upgraded, the client's address passed on (the
 * provider counts rate limits by it), chat sockets kept open for an hour.
 */
function providersLocation(backends: number[]): string {
  return `    location / {
      proxy_pass http://providers;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      # Replaced, not appended: the provider trusts this hop only (PROVIDER_TRUST_PROXY).
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_connect_timeout 2s;
      # Chat sockets stay open while a player reads.
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      # GET and HEAD go to the next process when one is down or gone mid-answer; other methods only
      # when nothing reached the process (a refused connection). Not on 503: that is the provider's
      # maintenance answer, the same on every process (a stopping process still answers, then closes).
      proxy_next_upstream error timeout http_502 http_504;
      proxy_next_upstream_tries ${backends.length};
      # Which process answered (websocket handshakes included): for debugging the local set-up, and
      # for the journey that must know which process holds a widget's socket.
      add_header X-Upstream $upstream_addr always;
    }`;
}

/**
 * In front of the site servers: pages, the registry, release files and health reports. The site
 * server compresses (and sends the copies compressed at publish time), so nginx passes bodies as
 * they come; its ETags and 304s reach the browser untouched.
 */
function siteServersLocation(backends: number[]): string {
  return `    # The site server compresses already; gzip here would drop its ETags and compress twice.
    gzip off;

    location / {
      proxy_pass http://site_servers;
      proxy_http_version 1.1;
      # Kept-alive connections to the processes (nginx says "close" by default).
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Replaced, not appended: this nginx is the edge of the local site.
      proxy_set_header X-Forwarded-For $remote_addr;
      # The site server reads TLS from it (security headers, cookies).
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      # A page's headers (its CSP: nonce and script hashes) outgrow nginx's default 4 KB buffer.
      proxy_buffer_size 32k;
      proxy_buffers 16 32k;
      proxy_busy_buffers_size 64k;
      # A large file is passed on as it comes, never spooled to a temporary file first.
      proxy_max_temp_file_size 0;
      # GET and HEAD go to the next process when one is down, stopping or gone mid-answer; a health
      # report or a release manager's POST only when nothing reached the process (nginx's default).
      # 503 too: the site server answers it only while it closes (Fastify's return503OnClosing, to a
      # request on a kept-alive connection), so the request was never handled and another process
      # takes it; the closing process is left out for a few seconds.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries ${backends.length};
      # Which process answered: for debugging the local set-up, and for the test of the set.
      add_header X-Site-Server $upstream_addr always;
    }`;
}

const LOCATIONS: Record<UpstreamName, (backends: number[]) => string> = {
  providers: providersLocation,
  site_servers: siteServersLocation,
};

/** nginx's `listen` address: an IPv6 address in brackets, `localhost` as the one address it stands for here. */
function listenAddress(host: string, port: number): string {
  const address = host === 'localhost' ? '127.0.0.1' : host;
  return address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;
}

/**
 * nginx in front of several processes of one kind (one upstream): idempotent requests tried on the
 * next process when one fails or is stopping (open-source nginx checks health passively: a process
 * that fails is left out for a few seconds), kept-alive connections to the processes.
 */
export function nginxConfig({ dir, port, backends, upstream = 'providers', host = '127.0.0.1' }: LoadBalancerOptions): string {
  const temp = (name: string) => join(dir, 'temp', name);
  // As root nginx would hand its workers to a `nobody` user that Debian has no group of.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  return `# Generated by \`${GENERATED_BY[upstream](backends.length)}\` (tooling/src/start/load-balancer.ts); rewritten on every start.
${user}worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;

events {
  worker_connections 4096;
}

http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  # The processes take bodies of at most 64 KB; they stay in memory.
  client_max_body_size 1m;
  client_body_buffer_size 128k;

  # A websocket upgrade is passed on; any other request keeps its upstream connection alive.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

  upstream ${upstream} {
${backends.map((backend) => `    server 127.0.0.1:${backend} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }

  server {
    listen ${listenAddress(host, port)};

${LOCATIONS[upstream](backends)}
  }
}
`;
}

/** Debian's nginx, installed when missing (scripts/ensure-nginx.sh). */
export function ensureNginx(): string {
  const found = spawnSync('bash', [join(REPO_ROOT, 'scripts', 'ensure-nginx.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (found.status !== 0) throw new Error('nginx is not available: scripts/ensure-nginx.sh failed.');
  return found.stdout.trim().split('\n').at(-1)!;
}

/** Writes the configuration (and the folders it names); answers its path. */
function writeConfig(options: LoadBalancerOptions): string {
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(options.dir, 'temp', name), { recursive: true });
  const config = join(options.dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(options));
  return config;
}

/** Writes the configuration and runs nginx as a child process (`daemon off`); it stops with SIGTERM. */
export function startLoadBalancer(nginx: string, options: LoadBalancerOptions): ChildProcess {
  const config = writeConfig(options);
  // -e: the error log from the very start (before the configuration names it), -p: relative paths in the folder.
  return spawn(nginx, ['-p', options.dir, '-e', join(options.dir, 'error.log'), '-c', config], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Checks a configuration with `nginx -t`: the error text, or null when it is valid. */
export function testNginxConfig(nginx: string, options: LoadBalancerOptions): string | null {
  const config = writeConfig(options);
  const result = spawnSync(nginx, ['-t', '-p', options.dir, '-e', join(options.dir, 'error.log'), '-c', config], { encoding: 'utf8' });
  return result.status === 0 ? null : `${result.stdout}${result.stderr}`;
}
