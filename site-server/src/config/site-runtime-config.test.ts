import { SANDBOX_CASHIER_PATH } from 'shared-contract';
import { siteRuntimeConfig } from './site-runtime-config';

describe('the runtime config of a local site', () => {
  it('posts deposits to the path the provider\'s sandbox cashier serves', () => {
    const config = siteRuntimeConfig('http://localhost:4100');
    expect(config.cashierUrl).toBe('http://localhost:4100/cashier');
    expect(new URL(config.cashierUrl).pathname).toBe(SANDBOX_CASHIER_PATH);
    expect(config.providerApiUrl).toBe('http://localhost:4100');
  });
});
