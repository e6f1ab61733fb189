import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signingKeyFromEnvironment } from '../lib/signing-key';
import { handedOutLoad } from '../release-health/health-testing';
import { healthGuardsFrom, siteServerEnvironment, siteServerOptionsFromEnvironment, watchIntervalFrom } from './site-server-options';

describe('a site server\'s options from its environment', () => {
  const key = randomBytes(32);
  const settings = { sitePort: 8580, providerUrl: 'http://localhost:4500', releasesDir: '/tmp/releases', sourceMaps: false, signingKey: key };

  it('hands the same options to every process: what `pnpm start` decides, read back', async () => {
    const env = siteServerEnvironment(settings, { RELEASE_MANAGERS_FILE: '/tmp/managers.json', RELEASE_WATCH_INTERVAL_MS: '2000', SITE_HEALTH_DATA_DIR: 'memory://' });
    const options = await siteServerOptionsFromEnvironment(env);
    try {
      expect(options.releasesDir).toBe('/tmp/releases');
      expect(options.sourceMaps).toBe(false);
      expect(options.runtimeConfig).toMatchObject({ providerApiUrl: 'http://localhost:4500' });
      expect(options.releases.signingKey.equals(key)).toBe(true);
      expect(options.releases.managers.where).toBe('/tmp/managers.json');
      expect(options.releases.watchIntervalMs).toBe(2000);
      // The health store works (PGlite in memory here).
      await options.releases.health.record(handedOutLoad({ 'mfe-lobby': '1.0.0-aaaa0000' }), [{ kind: 'load', remote: 'mfe-lobby', version: '1.0.0-aaaa0000' }], new Date(), { maxLoadsPerNetwork: 1 });
      expect(await options.releases.health.summary({ since: new Date(0) })).toEqual([expect.objectContaining({ version: '1.0.0-aaaa0000', loads: 1 })]);
    } finally {
      await options.releases.health.close();
      // Closed once, however many owners close it.
      await options.releases.health.close();
    }
  }, 20_000);

  it('keeps health in PostgreSQL only when `pnpm start` names a database', () => {
    expect(siteServerEnvironment({ ...settings, databaseUrl: 'postgres://db/site' }).SITE_DATABASE_URL).toBe('postgres://db/site');
    expect(siteServerEnvironment(settings, { SITE_DATABASE_URL: 'postgres://elsewhere' }).SITE_DATABASE_URL).toBeUndefined();
  });

  it('passes the signing key as hex', () => {
    expect(siteServerEnvironment(settings).RELEASE_SIGNING_KEY).toBe(key.toString('hex'));
  });

  it('refuses to start a site server that shares a database without RELEASE_SIGNING_KEY, instead of making a key of its own', async () => {
    const { RELEASE_SIGNING_KEY: _key, ...shared } = siteServerEnvironment({ ...settings, databaseUrl: 'postgres://site-db.invalid/site' }, { SITE_HEALTH_DATA_DIR: 'memory://' });
    const refusal = 'RELEASE_SIGNING_KEY must be set where site servers share a database (SITE_DATABASE_URL): every site server and pnpm release sign with that one key';
    await expect(siteServerOptionsFromEnvironment(shared)).rejects.toThrow(refusal);
    await expect(siteServerOptionsFromEnvironment({ ...shared, RELEASE_SIGNING_KEY: '' })).rejects.toThrow(refusal);
    // With the key, the database's site servers all sign with it.
    expect(signingKeyFromEnvironment({ ...shared, RELEASE_SIGNING_KEY: key.toString('hex') }).equals(key)).toBe(true);
  });

  it('keeps the key of a single site server without a database in its key file, made on first use', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'site-key-'));
    const file = join(folder, 'release-signing.key');
    const { RELEASE_SIGNING_KEY: _key, ...alone } = siteServerEnvironment(settings, { SITE_HEALTH_DATA_DIR: 'memory://', RELEASE_SIGNING_KEY_FILE: file });
    try {
      const options = await siteServerOptionsFromEnvironment(alone);
      await options.releases.health.close();
      expect(options.releases.signingKey).toHaveLength(32);
      expect((await readFile(file, 'utf8')).trim()).toBe(options.releases.signingKey.toString('hex'));
      expect(signingKeyFromEnvironment(alone).equals(options.releases.signingKey)).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 20_000);

  it('looks at the figures every 15 s unless told otherwise; 0 turns the automatic rollback off', () => {
    expect(watchIntervalFrom(undefined)).toBe(15_000);
    expect(watchIntervalFrom('')).toBe(15_000);
    expect(watchIntervalFrom('0')).toBe(0);
    expect(() => watchIntervalFrom('15s')).toThrow('RELEASE_WATCH_INTERVAL_MS must be a whole number of milliseconds');
    expect(() => watchIntervalFrom('-1')).toThrow('RELEASE_WATCH_INTERVAL_MS');
  });

  it('refuses a missing port, provider or a short key with a message saying what is wrong', async () => {
    const env = siteServerEnvironment(settings, {});
    await expect(siteServerOptionsFromEnvironment({ ...env, SITE_PORT: 'x' })).rejects.toThrow('SITE_PORT must be a port number (1 to 65535), not "x".');
    await expect(siteServerOptionsFromEnvironment({ ...env, SITE_PROVIDER_URL: '' })).rejects.toThrow('SITE_PROVIDER_URL must name the provider');
    await expect(siteServerOptionsFromEnvironment({ ...env, RELEASE_SIGNING_KEY: 'abcd' })).rejects.toThrow('RELEASE_SIGNING_KEY must hold at least 32 bytes');
  });

  it('guards the health figures with the defaults unless the site sets its own numbers, and refuses numbers that are not', () => {
    expect(healthGuardsFrom({})).toEqual({ maxLoadsPerNetwork: 30, thresholds: expect.objectContaining({ minFailingNetworks: 3, minFailingBrowsers: 5, minAttempts: 20 }) });
    expect(healthGuardsFrom({ RELEASE_HEALTH_LOADS_PER_NETWORK: '1000', RELEASE_ROLLBACK_MIN_NETWORKS: '1' })).toEqual({
      maxLoadsPerNetwork: 1000, thresholds: expect.objectContaining({ minFailingNetworks: 1, minFailingBrowsers: 5 }),
    });
    expect(() => healthGuardsFrom({ RELEASE_ROLLBACK_MIN_NETWORKS: '0' })).toThrow('RELEASE_ROLLBACK_MIN_NETWORKS must be a whole number of at least 1, not "0".');
    expect(() => healthGuardsFrom({ RELEASE_HEALTH_LOADS_PER_NETWORK: 'lots' })).toThrow('RELEASE_HEALTH_LOADS_PER_NETWORK must be a whole number of at least 1');
  });
});
