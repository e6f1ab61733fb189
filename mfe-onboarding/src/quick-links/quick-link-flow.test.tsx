import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { EventBus, GameLaunchCommand } from 'shared-events';
import { fail, recordStartedSessions, sampleGame, sampleCatalogue, samplePlayerCoupon, samplePlayerData, sampleSession } from 'shared-api/testing';
import { couponEndpoints, gameEndpoints, playerEndpoints, quickPlayEndpoints, sessionEndpoints } from 'shared-contract';
import { renderWithShell } from 'shared-ui/testing';
import { OnboardingModal } from '../onboarding/onboarding-modal';
import { onboardingProvider } from '../testing/onboarding-provider';

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const HASH = 'h'.repeat(32);

const open = (state: 'quickredeem' | 'quickplay', params: Record<string, string>) => {
  const rendered = renderWithShell(
    <>
      <OnboardingModal />
      <Location />
    </>,
  );
  const seen = { sessions: recordStartedSessions(), cashier: 0, launches: [] as GameLaunchCommand[] };
  const bus: EventBus = rendered.bus;
  bus.on('cashier.open', () => (seen.cashier += 1));
  bus.on('game.launch', (command) => seen.launches.push(command));
  act(() => bus.emit('onboarding.open', { state, params }));
  return { ...rendered, seen };
};

/** The link's hash signs player 42 in; no session port: the flow names the new session's token itself. */
const signInProvider = () =>
  onboardingProvider()
    .on(quickPlayEndpoints.quickSignIn, () => ({ ...sampleSession(), optIn: true }))
    .on(playerEndpoints.playerData, () => samplePlayerData());

/** A deposit coupon: redeemed, it waits for the deposit. */
const depositCoupon = () => samplePlayerCoupon({ coupon_code: 'WELCOME300', reward_type: 'DEPOSIT', player_coupon_status: 'requested' });

describe('quick links', () => {
  beforeEach(() => localStorage.clear());

  it('quickredeem signs in from the hash without a password, redeems the code and opens the cashier for a deposit coupon', async () => {
    const provider = signInProvider().on(couponEndpoints.redeemCoupon, depositCoupon);
    const { seen } = open('quickredeem', { hash: HASH, code: 'welcome300' });
    await waitFor(() => expect(seen.cashier).toBe(1));
    expect(seen.sessions).toEqual([expect.objectContaining({ playerId: 42, firstName: 'Jane' })]);
    expect(seen.sessions[0]).not.toHaveProperty('password');
    expect(provider.requests(quickPlayEndpoints.quickSignIn)[0]?.query).toEqual({ userhash: HASH });
    const redeem = provider.requests(couponEndpoints.redeemCoupon)[0];
    expect(redeem?.params).toEqual({ pid: 42 });
    expect(redeem?.query).toEqual({ login: 'jdoe', couponCode: 'WELCOME300', redeem: true });
    expect(redeem?.headers['x-session-token']).toBe('token-42');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('quickredeem goes to the lobby when nothing waits for a deposit', async () => {
    signInProvider().on(couponEndpoints.redeemCoupon, () =>
      samplePlayerCoupon({
        coupon_code: 'FREECHIP25',
        reward_type: 'CHIP',
        redeem_type: 3,
        redemption_type: 'Fixed amount on redemption',
        coupon_amount: 25,
        player_coupon_status: 'redeemed',
        playthrough_details: { amount_played: 0, amount_needed: 250, awaiting_deposit: false },
        balance: 25,
        message: 'Your free chip is in your balance.',
      }),
    );
    const { seen } = open('quickredeem', { hash: HASH, coupon: 'FREECHIP25' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/lobby/games/'));
    expect(seen.cashier).toBe(0);
  });

  it("quickredeem without a code says 'Error: Invalid Coupon'", async () => {
    signInProvider();
    open('quickredeem', { hash: HASH });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Invalid Coupon');
  });

  it("a redeem answer without a type says 'Error: Invalid Coupon'", async () => {
    // The contract always has the fields; "without a type" is an answer whose code and reward type are empty.
    signInProvider().on(couponEndpoints.redeemCoupon, () => samplePlayerCoupon({ coupon_code: '', reward_type: '', message: 'ok' }));
    open('quickredeem', { hash: HASH, code: 'X' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Invalid Coupon');
  });

  it("a refused coupon shows SPEC §8's redemption failure, not the server's text", async () => {
    signInProvider().on(couponEndpoints.redeemCoupon, () => fail(400, 'This coupon has expired.'));
    open('quickredeem', { hash: HASH, code: 'NOPE' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Error!  We're sorry, there was an error redeeming this coupon...");
    expect(alert).not.toHaveTextContent('expired');
  });

  it('quickplay launches the game at 1280x720 from the lobby', async () => {
    signInProvider().on(gameEndpoints.gamesFile, () =>
      sampleCatalogue([sampleGame({ machine_id: 1300, game_id: 1, game_code: 'megasaur', display_name: 'Megasaur' })]),
    );
    const { seen } = open('quickplay', { hash: HASH, game: 'megasaur' });
    await waitFor(() => expect(seen.launches).toEqual([{ gameId: 1, machineId: 1300, size: { width: 1280, height: 720 } }]));
    // The router renders the new location after the launch command, which the bus delivers at once.
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/lobby/games/'));
  });

  it('a dead hash falls back to the login form, then continues the link', async () => {
    onboardingProvider()
      .on(quickPlayEndpoints.quickSignIn, () => fail(404, 'This QuickPlay link is no longer valid.'))
      .on(sessionEndpoints.login, () => sampleSession())
      .on(playerEndpoints.playerData, () => samplePlayerData())
      .on(couponEndpoints.redeemCoupon, depositCoupon);
    const { seen } = open('quickredeem', { hash: HASH, code: 'WELCOME300' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This QuickPlay link is no longer valid.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username or email'), 'jdoe');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(seen.cashier).toBe(1));
    expect(seen.sessions[0]).toMatchObject({ login: 'jdoe', playerId: 42 });
    expect(seen.sessions[0]).not.toHaveProperty('password');
  });
});
