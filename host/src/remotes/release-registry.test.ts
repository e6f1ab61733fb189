import { CONTRACT_VERSION, contractMajor } from 'shared-events/contract-version';
import type { HealthEvent } from 'shared-releases';
import type * as HealthEvents from '../release-health/health-events';
import type * as RegistryRequest from './registry-request';
import type * as ReleaseRegistry from './release-registry';

type Answer = { ok: boolean; status: number; body: unknown };

/** A fresh page load: the plan, the registry and the availability are read once per load (module state). */
async function pageLoad(answers: Answer[]) {
  const fetchMock = jest.fn(async () => {
    const answer = answers.shift() ?? { ok: false, status: 500, body: null };
    return { ok: answer.ok, status: answer.status, json: async () => answer.body } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  let modules: { registryRequest: typeof RegistryRequest; releaseRegistry: typeof ReleaseRegistry; healthEvents: typeof HealthEvents } | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      registryRequest: await import('./registry-request'),
      releaseRegistry: await import('./release-registry'),
      healthEvents: await import('../release-health/health-events'),
    };
  });
  if (!modules) throw new Error('not loaded');
  const health: HealthEvent[] = [];
  modules.healthEvents.connectHealthSink((event) => health.push(event));
  return { ...modules, fetchMock, health };
}

/** Writes a release plan into the page as the site server does. */
function writePlan(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'release-plan';
  script.textContent = text;
  document.head.appendChild(script);
}

const VALID = { remotes: { 'mfe-lobby': { active: '1.0.0-abcd1234', contractVersion: CONTRACT_VERSION } } };
const MALFORMED = { remotes: { 'mfe-lobby': { active: ['1.0.0-abcd1234'], contractVersion: CONTRACT_VERSION } } };
const NEXT_MAJOR = `${contractMajor(CONTRACT_VERSION) + 1}.0.0`;

describe('the releases the host reads', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.getElementById('release-plan')?.remove();
  });

  it('is the registry where the page has no plan, checked: a malformed one is refused with what is wrong, and read again next time', async () => {
    const { registryRequest, fetchMock } = await pageLoad([
      { ok: true, status: 200, body: MALFORMED },
      { ok: true, status: 200, body: VALID },
    ]);
    await expect(registryRequest.requestReleasePlan()).rejects.toMatchObject({
      name: 'RegistryFormatError',
      message: 'Malformed release registry: remotes["mfe-lobby"].active should be a string, found an array.',
    });
    await expect(registryRequest.requestReleasePlan()).resolves.toEqual({
      remotes: { 'mfe-lobby': { active: '1.0.0-abcd1234', contractVersion: CONTRACT_VERSION, channel: 'stable' } },
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/releases/registry.json', { cache: 'no-store' });
  });

  it('makes every remote unavailable when the registry is malformed, as when it cannot be read', async () => {
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
    expect(availability['mfe-lobby']).toEqual({
      available: true,
      version: '1.0.0-abcd1234',
      channel: 'stable',
      entry: '/releases/mfe-lobby/1.0.0-abcd1234/mf-manifest.json',
    });
  });

  it('is the page\'s release plan when the site server wrote one, with no request at all', async () => {
    writePlan(JSON.stringify({
      remotes: {
        'mfe-lobby': { active: '1.1.0-canary00', contractVersion: CONTRACT_VERSION, channel: 'canary' },
        'mfe-promotions': { active: '1.0.0-preview0', contractVersion: CONTRACT_VERSION, channel: 'preview' },
      },
      preview: { remote: 'mfe-promotions', version: '1.0.0-preview0', expiresAt: '2030-01-01T00:00:00.000Z' },
    }));
    const { releaseRegistry, fetchMock } = await pageLoad([{ ok: true, status: 200, body: VALID }]);
    const availability = await releaseRegistry.loadReleaseRegistry();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(availability['mfe-lobby']).toEqual({
      available: true,
      version: '1.1.0-canary00',
      channel: 'canary',
      entry: '/releases/mfe-lobby/1.1.0-canary00/mf-manifest.json',
    });
    expect(availability['mfe-promotions']).toMatchObject({ available: true, version: '1.0.0-preview0', channel: 'preview' });
    expect(availability['mfe-cashier']).toEqual({ available: false, reason: 'not-released' });
  });

  it('reads the registry instead of a plan that cannot be read, and says so', async () => {
    writePlan('{"remotes": {"mfe-lobby": {"active": "1.0.0"}}}');
    const { releaseRegistry, fetchMock } = await pageLoad([{ ok: true, status: 200, body: VALID }]);
    const availability = await releaseRegistry.loadReleaseRegistry();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(availability['mfe-lobby']).toMatchObject({ available: true, version: '1.0.0-abcd1234', channel: 'stable' });
    expect(consoleError).toHaveBeenCalledWith(
      'The page\'s release plan could not be read; the registry is read instead',
      expect.objectContaining({ message: expect.stringContaining('Malformed release plan') }),
    );
  });

  it('reports a release refused for its contract major to the release health, once per page load', async () => {
    writePlan(JSON.stringify({ remotes: { 'mfe-support': { active: '2.0.0-ffff0000', contractVersion: NEXT_MAJOR, channel: 'canary' } } }));
    const { releaseRegistry, health } = await pageLoad([]);
    await releaseRegistry.loadReleaseRegistry();
    await releaseRegistry.loadReleaseRegistry();
    expect(health).toEqual([{ kind: 'contract-refusal', remote: 'mfe-support', version: '2.0.0-ffff0000' }]);
  });
});
