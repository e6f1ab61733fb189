import { getRuntimeConfig, memorySessionPort, provideSession, quickPlayClient } from 'shared-api';
import { signupPlayer } from '../testing/test-app';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api QuickPlay client against the provider', () => {
  let provider: LiveProvider;
  beforeAll(async () => {
    provider = await startLiveProvider();
  });
  afterAll(async () => provider.close());

  it('opts in, signs in from the link (a session that cannot opt out), and opting out kills the link', async () => {
    const player = await signupPlayer(provider.app);
    provideSession(memorySessionPort({ sessionToken: () => player.token }));
    const body = { casinoID: getRuntimeConfig().casinoId, player_id: player.pid, login: player.login };
    await expect(quickPlayClient.state(player.pid)).resolves.toEqual({ optIn: false, userhash: null });
    const on = await quickPlayClient.optIn(player.pid, body);
    expect(on).toEqual({ optIn: true, userhash: expect.any(String) });
    await expect(quickPlayClient.state(player.pid)).resolves.toEqual(on);

    provider.actAsVisitor();
    const signedIn = await quickPlayClient.signIn(on.userhash!);
    expect(signedIn).toMatchObject({ pid: player.pid, login: player.login, optIn: true, rtgSession: { session_id: expect.any(String) } });

    // The link's session plays but changes nothing of the account: QuickPlay stays on, its hash unread.
    provideSession(memorySessionPort({ sessionToken: () => signedIn.sessionToken }));
    await expect(quickPlayClient.state(player.pid)).resolves.toEqual({ optIn: true, userhash: null });
    await expect(quickPlayClient.optOut(player.pid, body)).rejects.toMatchObject({
      status: 403, message: 'Please log in with your password to change your account.',
    });
    provideSession(memorySessionPort({ sessionToken: () => player.token }));
    await expect(quickPlayClient.optOut(player.pid, body)).resolves.toEqual({ optIn: false, userhash: null });
    provider.actAsVisitor();
    await expect(quickPlayClient.signIn(on.userhash!)).rejects.toMatchObject({ status: 404 });
  });
});
