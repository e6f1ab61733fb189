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
