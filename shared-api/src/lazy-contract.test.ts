import type { AxiosAdapter } from 'axios';

/** The packages a page should not evaluate with shared-api: the contract's schemas (TypeBox) and axios. */
const HEAVY = ['@sinclair/typebox', '@sinclair/typebox/value', '@sinclair/typebox/errors', 'axios'];

describe('evaluating shared-api', () => {
  it('evaluates neither TypeBox nor axios; the first call loads both, once per page', async () => {
    const evaluated: string[] = [];
    await jest.isolateModulesAsync(async () => {
      for (const name of HEAVY) {
        jest.doMock(name, () => {
          evaluated.push(name);
          return jest.requireActual(name);
        });
      }
      const api = await import('./index');
      // What apps read synchronously is there without them.
      expect(api.SESSION_TOKEN_HEADER).toBe('X-Session-Token');
      expect(api.HELP_LINE_TEXT).toContain('1-800-GAMBLER');
      expect(api.playTimeWarningMessage(1)).toContain('1 minute.');
      expect(api.gamesClient.gamesFileUrl('mobile')).toBe('http://localhost:4000/aws-static/rtgmobilegames.json');
      expect(evaluated).toEqual([]);

      const { answerPageClientWith } = await import('./provider-client');
      const answer = { balance: 2.5, balance_cents: 250, currency_symbol: '$', currency: 'USD', cash: 2.5, bonus: 0, pending_withdrawals: 0, withdrawable: 2.5 };
      const adapter = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>(async (config) => ({ data: answer, status: 200, statusText: 'OK', headers: {}, config }));
      answerPageClientWith(adapter);
      await expect(api.playersClient.balance(7)).resolves.toEqual(answer);
      expect(adapter.mock.calls[0]?.[0].url).toBe('http://localhost:4000/937/players/7/balance');
      expect([...evaluated].sort()).toEqual([...HEAVY].sort());

      // A second call loads nothing again, and the contract still checks its answer.
      adapter.mockImplementationOnce(async (config) => ({ data: { balance: 'lots' }, status: 200, statusText: 'OK', headers: {}, config }));
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(api.playersClient.balance(7)).rejects.toMatchObject({ code: api.MALFORMED_ANSWER });
      expect(evaluated).toHaveLength(HEAVY.length);
      answerPageClientWith(undefined);
    });
  });
});
