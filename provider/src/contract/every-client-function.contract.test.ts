import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as sharedApi from 'shared-api';

/** Every `xClient` object shared-api exports, by name. */
const clients = (Object.entries(sharedApi) as Array<[string, unknown]>).filter(
  (entry): entry is [string, Record<string, unknown>] => /Client$/.test(entry[0]) && typeof entry[1] === 'object' && entry[1] !== null,
);

const contractTests = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.contract.test.ts') && !file.startsWith('every-client-function'))
  .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
  .join('\n');

describe('contract tests', () => {
  it('find every typed client of shared-api', () => {
    expect(clients.map(([name]) => name).sort()).toEqual(expect.arrayContaining(['couponsClient', 'playersClient', 'sessionClient']));
  });

  it.each(clients)('run every function of %s against the provider', (name, client) => {
    const untested = Object.keys(client).filter((fn) => !contractTests.includes(`${name}.${fn}(`));
    expect(untested).toEqual([]);
  });
});
