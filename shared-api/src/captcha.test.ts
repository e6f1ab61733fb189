import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { builtInSolver, CAPTCHA_ATTEMPTS, fetchCaptchaToken } from './captcha';
import { createProviderClient } from './provider-client';

const secrets = { hmacSignatureSecret: 'signature-secret', hmacKeySignatureSecret: 'key-secret' };

const newChallenge = () => createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 300, deriveKey, ...secrets });

const verify = async (token: string) => {
  const { challenge, solution } = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { challenge: Challenge; solution: never };
  return (await verifySolution({ challenge, solution, deriveKey, ...secrets })).verified;
};

describe('fetchCaptchaToken', () => {
  let server: Server;
  let failuresLeft = 0;
  let requests = 0;
  let client: Awaited<ReturnType<typeof createProviderClient>>;

  beforeAll(async () => {
    server = createServer(async (_request, response) => {
      requests += 1;
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        response.writeHead(503).end('{}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await newChallenge()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    client = await createProviderClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    requests = 0;
    failuresLeft = 0;
  });

  it('solves the provider challenge into a token the provider accepts', async () => {
    const token = await fetchCaptchaToken({ client, solvers: [builtInSolver] });
    expect(await verify(token)).toBe(true);
  });

  it('retries a failing challenge call, up to 5 times', async () => {
    failuresLeft = CAPTCHA_ATTEMPTS - 1;
    const token = await fetchCaptchaToken({ client, solvers: [builtInSolver], retryMs: 1 });
    expect(requests).toBe(CAPTCHA_ATTEMPTS);
    expect(await verify(token)).toBe(true);

    requests = 0;
    failuresLeft = CAPTCHA_ATTEMPTS;
    await expect(fetchCaptchaToken({ client, solvers: [builtInSolver], retryMs: 1 })).rejects.toThrow('Status: 503');
    expect(requests).toBe(CAPTCHA_ATTEMPTS);
  });

  it('falls back to the built-in solver when the primary one cannot load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const primary = jest.fn().mockRejectedValue(new Error('ChunkLoadError: Loading chunk altcha failed'));
    const token = await fetchCaptchaToken({ client, solvers: [primary, builtInSolver] });
    expect(primary).toHaveBeenCalledTimes(1);
    expect(await verify(token)).toBe(true);
  });
});
