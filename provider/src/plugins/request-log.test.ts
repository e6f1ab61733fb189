import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const PROVIDER_DIR = resolve(import.meta.dirname, '..', '..');

/**
 * The provider writes its request log to standard output asynchronously (request-log.ts): nothing may be lost for it,
 * neither the lines written while another write is under way nor the last ones before the process exits.
 */
describe('the request log on standard output', () => {
  it('has one line per request, every one of them, when the process exits right after answering', async () => {
    const script = `
      import { buildApp } from './src/app';
      const app = await buildApp({ databaseUrl: 'memory://', logger: true, sandbox: false });
      await Promise.all(Array.from({ length: 200 }, (_, index) => app.inject({ method: 'GET', url: '/937/jackpots?n=' + index })));
      await app.close();
      process.exit(0);
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: PROVIDER_DIR });
    const requests = stdout.split('\n').filter((line) => line.includes('"request completed"')).map((line) => JSON.parse(line) as { req: { url: string } });
    expect(requests).toHaveLength(200);
    expect(new Set(requests.map((line) => line.req.url)).size).toBe(200);
  }, 60_000);
});
