import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBenchSite } from './bench-site';

describe('the bench site', () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    // Every address (IPv4 and IPv6), as localhost may name either.
    taken = createServer((_request, response) => response.end('{}'));
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    port = (taken.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it('refuses to start where another server already answers, naming the address', async () => {
    await expect(startBenchSite(port, port + 1)).rejects.toThrow(`http://localhost:${port}/config.json already answers`);
  });
});
