import { marketingClient, supportClient } from 'shared-api';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api marketing and support clients against the provider', () => {
  let provider: LiveProvider;
  beforeAll(async () => {
    provider = await startLiveProvider();
    provider.actAsVisitor();
  });
  afterAll(async () => provider.close());

  it('gets an affiliate token and an Intercom identity hash', async () => {
    await expect(marketingClient.affiliateToken('42')).resolves.toEqual({ token: expect.stringMatching(/^[0-9a-f]{32}$/), user_id: '42' });
    // Only the player's own session gets its identity signed (issue 15).
    await provider.actAs('demoplayer');
    await expect(supportClient.intercomValidate({ identifier: 'demoplayer', casinoID: 937 }))
      .resolves.toEqual({ identifier: 'demoplayer', hash: expect.stringMatching(/^[0-9a-f]{64}$/), valid: true });
  });

  it('unsubscribes and stores email preferences', async () => {
    const demo = await provider.actAs('demoplayer');
    provider.actAsVisitor();
    await expect(marketingClient.unsubscribe('abc123')).resolves.toEqual({ message: 'You have been unsubscribed from marketing emails.' });
    // Preferences change with the player's own session only (issue 15).
    await provider.actAs('demoplayer');
    await expect(marketingClient.personPreferences({ custrefid: demo.pid, emailpermit: 'false' })).resolves.toEqual({ custrefid: String(demo.pid), emailpermit: false });
    await expect(marketingClient.personPreferences({ custrefid: demo.pid, emailpermit: true })).resolves.toEqual({ custrefid: String(demo.pid), emailpermit: true });
  });

  it('reports an abandoned signup, and refuses a report naming nobody', async () => {
    await expect(marketingClient.reportAbandonedSignup({
      login: 'halfway', email: 'halfway@example.com', first_name: 'Half', last_name: 'Way', client_id: 6, start_date: '2026-01-01T10:00:00Z',
    })).resolves.toEqual({ message: 'Signup report received.' });
    await expect(marketingClient.reportAbandonedSignup({ first_name: 'Nobody' })).rejects.toMatchObject({ status: 404 });
  });
});
