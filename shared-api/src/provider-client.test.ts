import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getEventBus } from 'shared-events';
import { createProviderClient, resetMaintenanceWatch } from './provider-client';
import { GENERIC_ERROR_MESSAGE, ProviderError } from './provider-error';

type Reply = { status: number; body: unknown };

describe('provider client', () => {
  let server: Server;
  let baseURL: string;
  let nextReply: Reply;
  let lastHeaders: Record<string, string | string[] | undefined>;

  beforeAll(async () => {
    server = createServer((request, response) => {
      lastHeaders = request.headers;
      response.writeHead(nextReply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(nextReply.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const call = async (reply: Reply, token?: string) => {
    nextReply = reply;
    const client = await createProviderClient({ baseURL, getSessionToken: () => token });
    return client.get('/937/players/1/balance');
  };
  const failureOf = async (reply: Reply): Promise<ProviderError> => {
    try {
      await call(reply);
    } catch (error) {
      return error as ProviderError;
    }
    throw new Error('The call should have failed');
  };

  it('returns the body of a 200 to 202 answer and sends the session token', async () => {
    const response = await call({ status: 202, body: { balance: 10.5 } }, 'token-1');
    expect(response.data).toEqual({ balance: 10.5 });
    expect(lastHeaders['x-session-token']).toBe('token-1');
  });

  it('treats a 200 whose body has an errorMessage as a failure with that message', async () => {
    const error = await failureOf({ status: 200, body: { errorMessage: 'Coupon expired' } });
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.message).toBe('Coupon expired');
  });

  it('keeps the provider error name as a code', async () => {
    const error = await failureOf({ status: 403, body: { errorMessage: 'errorMaxLoginAttempts' } });
    expect(error.code).toBe('errorMaxLoginAttempts');
    expect(error.status).toBe(403);
  });

  it('replaces HTML-like and empty messages with the generic text', async () => {
    expect((await failureOf({ status: 400, body: { errorMessage: '<b>Fatal</b> error' } })).message).toBe(GENERIC_ERROR_MESSAGE);
    expect((await failureOf({ status: 400, body: { errorMessage: '  ' } })).message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("says 'Status: {code}' for an HTTP failure without a message", async () => {
    expect((await failureOf({ status: 503, body: {} })).message).toBe('Status: 503');
    expect((await failureOf({ status: 204, body: null })).message).toBe('Status: 204');
  });

  it('gives the generic text when the provider cannot be reached', async () => {
    const client = await createProviderClient({ baseURL: 'http://127.0.0.1:1' });
    await expect(client.get('/health')).rejects.toThrow(GENERIC_ERROR_MESSAGE);
  });

  it('asks for the maintenance dialogue once while calls answer errorCasinoMaintenance, and again after maintenance ended', async () => {
    resetMaintenanceWatch();
    const shown: unknown[] = [];
    const stop = getEventBus().on('maintenance.show', (payload) => shown.push(payload));
    const maintenance = { status: 503, body: { errorMessage: 'errorCasinoMaintenance' } };
    expect((await failureOf(maintenance)).code).toBe('errorCasinoMaintenance');
    await failureOf(maintenance);
    expect(shown).toHaveLength(1);
    // Other failures do not ask for it.
    await failureOf({ status: 500, body: { errorMessage: 'Sorry' } });
    expect(shown).toHaveLength(1);
    await call({ status: 200, body: { balance: 1 } });
    await failureOf(maintenance);
    expect(shown).toHaveLength(2);
    stop();
  });
});
