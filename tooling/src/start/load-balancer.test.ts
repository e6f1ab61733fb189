import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig, testNginxConfig } from './load-balancer';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!NGINX) console.warn('nginx is not installed: the load balancer configuration is not checked by nginx (scripts/ensure-nginx.sh installs it).');

describe('the load balancer in front of several provider processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'load-balancer-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const options = { dir, port: 4400, backends: [4401, 4402] };

  it('passes websocket upgrades, the client address and the host on to every process', () => {
    const config = nginxConfig(options);
    expect(config).toContain('server 127.0.0.1:4401 max_fails=1 fail_timeout=5s;');
    expect(config).toContain('server 127.0.0.1:4402 max_fails=1 fail_timeout=5s;');
    expect(config).toContain('listen 127.0.0.1:4400;');
    expect(config).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(config).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).toContain('proxy_set_header Host $http_host;');
    // Only idempotent requests are tried again elsewhere (nginx's default for POST is kept), and not
    // on 503, the maintenance answer (it would mark every process failed).
    expect(config).toMatch(/proxy_next_upstream error timeout http_502 http_504;/);
    expect(config).not.toContain('non_idempotent');
    expect(config).toContain('daemon off;');
  });

  (NGINX ? it : it.skip)('is a configuration nginx accepts', () => {
    expect(testNginxConfig(NGINX!, options)).toBeNull();
  });
});

describe('the load balancer in front of several site servers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-balancer-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const options = { dir, port: 8580, backends: [8581, 8582, 8583], upstream: 'site_servers' as const };
  const config = nginxConfig(options);

  it('sends the site to every site-server process, kept alive', () => {
    expect(config).toContain('upstream site_servers {');
    for (const port of [8581, 8582, 8583]) expect(config).toContain(`server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`);
    expect(config).toContain('proxy_pass http://site_servers;');
    expect(config).toContain('keepalive 64;');
    expect(config).toContain('proxy_http_version 1.1;');
    expect(config).toContain('proxy_set_header Connection "";');
    expect(config).toContain('listen 127.0.0.1:8580;');
    expect(config).toContain('pnpm start --site-servers 3');
    // Nothing of the providers' set: no websocket upgrade, no hour-long reads.
    expect(config).not.toContain('proxy_pass http://providers;');
    expect(config).not.toContain('proxy_set_header Upgrade');
    expect(config).not.toContain('proxy_read_timeout 1h;');
  });

  it('passes the host, the scheme and the client address on', () => {
    expect(config).toContain('proxy_set_header Host $http_host;');
    expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });

  it('tries GET and HEAD on the next process, a closing one included, and says which process answered', () => {
    // 503 is the answer of a site server that is closing (and of nothing else it serves).
    expect(config).toMatch(/proxy_next_upstream error timeout http_502 http_503 http_504;/);
    expect(config).not.toContain('non_idempotent');
    expect(config).toContain('proxy_next_upstream_tries 3;');
    expect(config).toContain('add_header X-Site-Server $upstream_addr always;');
  });

  it('leaves compression to the site server and never spools a large file to disk', () => {
    expect(config).toContain('gzip off;');
    expect(config).toContain('proxy_max_temp_file_size 0;');
    // A page's CSP outgrows nginx's default 4 KB header buffer.
    expect(config).toContain('proxy_buffer_size 32k;');
  });

  it('listens where the site is shared', () => {
    expect(nginxConfig({ ...options, host: 'localhost' })).toContain('listen 127.0.0.1:8580;');
    expect(nginxConfig({ ...options, host: '0.0.0.0' })).toContain('listen 0.0.0.0:8580;');
    expect(nginxConfig({ ...options, host: '::1' })).toContain('listen [::1]:8580;');
  });

  (NGINX ? it : it.skip)('is a configuration nginx accepts', () => {
    expect(testNginxConfig(NGINX!, options)).toBeNull();
  });
});
