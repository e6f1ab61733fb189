import { CONTRACT_VERSION } from 'shared-events/contract-version';
import type * as RegistryRequest from './registry-request';
import type * as ReleaseRegistry from './release-registry';

type Answer = { ok: boolean; status: number; body: unknown };

/** A fresh page load: the registry and the availability are read once per load (module state). */
async function pageLoad(answers: Answer[]) {
  const fetchMock = jest.fn(async () => {
    const answer = answers.shift() ?? { ok: false, status: 500, body: null };
    return { ok: answer.ok, status: answer.status, json: async () => answer.body } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  let modules: { registryRequest: typeof RegistryRequest; releaseRegistry: typeof ReleaseRegistry } | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = { registryRequest: await import('./registry-request'), releaseRegistry: await import('./release-registry') };
  });
  if (!modules) throw new Error('not loaded');
  return { ...modules, fetchMock };
}

const VALID = { remotes: { 'mfe-lobby': { active: '1.0.0-abcd1234', contractVersion: CONTRACT_VERSION } } };
const MALFORMED = { remotes: { 'mfe-lobby': { active: ['1.0.0-abcd1234'], contractVersion: CONTRACT_VERSION } } };

describe('the registry the host reads', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('is checked: a malformed registry is refused with what is wrong, and read again next time', async () => {
    const { registryRequest, fetchMock } = await pageLoad([
      { ok: true, status: 200, body: MALFORMED },
      { ok: true, status: 200, body: VALID },
    ]);
    await expect(registryRequest.requestRegistry()).rejects.toMatchObject({
      name: 'RegistryFormatError',
      message: 'Malformed release registry: remotes["mfe-lobby"].active should be a string, found an array.',
    });
    await expect(registryRequest.requestRegistry()).resolves.toEqual(VALID);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/releases/registry.json', { cache: 'no-store' });
  });

  it('makes every remote unavailable when malformed, as when it cannot be read', async () => {
    for (const answer of [{ ok: true, status: 200, body: MALFORMED }, { ok: false, status: 503, body: null }]) {
      const { releaseRegistry } = await pageLoad([answer]);
      const availability = await releaseRegistry.loadReleaseRegistry();
      expect(Object.values(availability)).toEqual(Array(5).fill({ available: false, reason: 'registry' }));
    }
    expect(consoleError).toHaveBeenCalledWith('Release registry could not be read', expect.objectContaining({ name: 'RegistryFormatError' }));
  });

  it('points at the active release of a well-formed registry', async () => {
    const { releaseRegistry } = await pageLoad([{ ok: true, status: 200, body: VALID }]);
    const availability = await releaseRegistry.loadReleaseRegistry();
    expect(availability['mfe-lobby']).toEqual({ available: true, version: '1.0.0-abcd1234', entry: '/releases/mfe-lobby/1.0.0-abcd1234/mf-manifest.json' });
  });
});
