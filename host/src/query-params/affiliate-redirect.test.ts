import { installFakeProvider } from 'shared-api/testing';
import { marketingEndpoints } from 'shared-contract';
import { affiliateRedirectSearch } from './affiliate-redirect';

describe('affiliateRedirectSearch', () => {
  it('swaps user and feed for the affiliate token of that user, keeping the rest of the query', async () => {
    const provider = installFakeProvider().on(marketingEndpoints.affiliateToken, (request) => ({ token: 'tok123', user_id: request.query.user_id }));
    await expect(affiliateRedirectSearch(new URLSearchParams('user=77&feed=spring&showchat'))).resolves.toBe('?showchat=&rtg_aff=77&token=tok123');
    expect(provider.requests(marketingEndpoints.affiliateToken).map((request) => request.query)).toEqual([{ user_id: '77' }]);
  });

  it('does nothing without both parameters, or when rtg_aff and token are already there', async () => {
    const provider = installFakeProvider().on(marketingEndpoints.affiliateToken, () => ({ token: 't', user_id: 'u' }));
    await expect(affiliateRedirectSearch(new URLSearchParams('user=77'))).resolves.toBeNull();
    await expect(affiliateRedirectSearch(new URLSearchParams('user=77&feed=f&rtg_aff=9&token=x'))).resolves.toBeNull();
    expect(provider.allRequests()).toHaveLength(0);
  });
});
