import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRuntimeConfig } from 'shared-api';
import { fail, installFakeProvider, sampleLimit, sampleSaferGamblingState, type FakeProvider } from 'shared-api/testing';
import { cashierEndpoints, couponEndpoints, saferGamblingEndpoints, type CouponDetails, type SaferGamblingState } from 'shared-contract';
import type { EventBus, EventName } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { resetDepositState, RETURN_SIGNAL_KEY } from '../deposit/deposit-store';
import { cashierData, couponDetails, welcomeCoupon } from '../testing/samples';
import { CashierModal } from './cashier-modal';

const signIn = { status: 'authenticated', player: { login: 'jdoe', playerId: 4, sessionKey: 'k-t' } } as const;

/** The forms the page submitted, as the cashier tab would receive them. */
let submitted: { action: string; target: string; fields: Record<string, string> }[] = [];
let openSpy: jest.SpyInstance;

beforeEach(() => {
  resetDepositState();
  useRuntimeConfig({ cashierUrl: 'http://localhost:4000/cashier' });
  submitted = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({ action: this.action, target: this.target, fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>) });
  });
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => ({ closed: false, close: jest.fn() }) as unknown as Window);
});

afterEach(() => jest.restoreAllMocks());

function providerWith(details: CouponDetails, profileComplete = true, limits: SaferGamblingState = sampleSaferGamblingState()): FakeProvider {
  return installFakeProvider()
    .on(saferGamblingEndpoints.state, () => limits)
    .on(couponEndpoints.couponDetails, () => details)
    .on(cashierEndpoints.cashier, () => cashierData({ profile_complete: profileComplete }))
    .on(cashierEndpoints.playerToken, () => ({ token: 'tok', token_type: 'cashier' as const, expires_at: '2030-01-01T00:00:00.000Z' }));
}

function record(bus: EventBus, name: EventName): unknown[] {
  const seen: unknown[] = [];
  bus.on(name, (payload) => seen.push(payload));
  return seen;
}

function openCashier(options: { balance?: number; tab?: 'cashier' | 'coupons' } = {}) {
  const view = renderWithShell(<CashierModal />);
  act(() => view.bus.emit('session.changed', signIn));
  act(() => view.bus.emit('balance.changed', { balance: options.balance ?? 0, currencySymbol: '$' }));
  const refreshes = record(view.bus, 'balance.refresh');
  const couponFacts = record(view.bus, 'coupon.changed');
  const onboarding = record(view.bus, 'onboarding.open');
  act(() => view.bus.emit('cashier.open', options.tab ? { tab: options.tab } : {}));
  return { ...view, refreshes, couponFacts, onboarding };
}

describe('CashierModal', () => {
  it('opens on cashier.open in the requested tab and closes on Esc', async () => {
    providerWith(couponDetails());
    const user = userEvent.setup();
    const { bus } = openCashier({ tab: 'coupons' });
    expect(screen.getByRole('dialog', { name: 'Cashier' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Coupons' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('You have no active coupon. Choose one to go with your next deposit.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('cashier.open', {}));
    expect(screen.getByRole('tab', { name: 'Cashier' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says INSUFFICIENT FUNDS under 1 USD with deposit and coupon options, and ACTIVE BALANCE above, with 2 decimals', async () => {
    providerWith(couponDetails());
    const { bus, refreshes } = openCashier({ balance: 0.5 });
    expect(screen.getByText('INSUFFICIENT FUNDS')).toBeInTheDocument();
    expect(screen.getByText('Balance: $0.50')).toBeInTheDocument();
    expect(screen.getByText('Your balance is too low to play. Make a deposit, and choose a coupon to go with it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose a coupon' })).toBeInTheDocument();
    expect(refreshes).toHaveLength(1);
    act(() => bus.emit('balance.changed', { balance: 1234.5, currencySymbol: '$' }));
    expect(screen.getByText('ACTIVE BALANCE')).toBeInTheDocument();
    expect(screen.getByText('Balance: $1,234.50')).toBeInTheDocument();
    expect(screen.queryByText(/too low to play/)).not.toBeInTheDocument();
  });

  it('shows a requested coupon as awaiting a deposit, with its terms', async () => {
    providerWith(couponDetails({
      active_coupon: 'WELCOME300', player_coupon_status: 'requested',
      coupons: [welcomeCoupon({ player_coupon_status: 'requested', playthrough_details: { amount_played: 0, amount_needed: 0, awaiting_deposit: true } })],
    }));
    openCashier();
    const coupon = await screen.findByRole('region', { name: 'Active coupon' });
    expect(screen.getByText('COUPON REQUESTED')).toBeInTheDocument();
    expect(within(coupon).getByText('requested')).toBeInTheDocument();
    expect(within(coupon).getByText('300% Welcome Bonus (WELCOME300)')).toBeInTheDocument();
    expect(within(coupon).getByText('Deposit Now to Receive your Bonus!')).toBeInTheDocument();
    const terms = within(within(coupon).getByRole('list', { name: 'Coupon terms' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(terms).toEqual([
      '300% bonus up to $3,000', 'Minimum deposit $20', 'Playthrough 30x the deposit plus the bonus', 'Max bet $10', 'Deposit by Credit Card or Bitcoin',
    ]);
  });

  it('shows a redeemed coupon with its bonus and playthrough progress, and hides the coupon choice', async () => {
    providerWith(couponDetails({
      balance: 200, active_coupon: 'WELCOME300', player_coupon_status: 'redeemed',
      coupons: [welcomeCoupon({ player_coupon_status: 'redeemed', coupon_amount: 150, playthrough_details: { amount_played: 1500, amount_needed: 6000, awaiting_deposit: false } })],
    }));
    openCashier({ balance: 200 });
    const coupon = await screen.findByRole('region', { name: 'Active coupon' });
    expect(screen.getByText('COUPON REDEEMED')).toBeInTheDocument();
    expect(within(coupon).getByText('redeemed')).toBeInTheDocument();
    expect(within(coupon).getByText('Bonus credited: $150')).toBeInTheDocument();
    expect(within(coupon).getByRole('progressbar', { name: 'Playthrough: $1,500 of $6,000 played' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.queryByRole('button', { name: 'Choose a coupon' })).not.toBeInTheDocument();
  });

  it('the coupon choice panel lists only coupons a deposit can carry; choosing one requests it and says so', async () => {
    const provider = providerWith(couponDetails());
    provider.on(couponEndpoints.redeemCoupon, () => ({ ...welcomeCoupon({ player_coupon_status: 'requested' }), isActive: true, balance: 0 }));
    const user = userEvent.setup();
    const { couponFacts } = openCashier();
    const toggle = await screen.findByRole('button', { name: 'Choose a coupon' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Coupons for your deposit' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide coupons' })).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Coupons for your deposit' });
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['300% Welcome Bonus (WELCOME300)', '100% Reload Bonus (RELOAD100)']);
    // After the redeem, the provider answers the coupon as requested.
    provider.on(couponEndpoints.couponDetails, () => couponDetails({
      active_coupon: 'WELCOME300', player_coupon_status: 'requested', coupons: [welcomeCoupon({ player_coupon_status: 'requested' })],
    }));
    await user.click(within(list).getByRole('button', { name: 'Use WELCOME300' }));
    expect(await screen.findByText('WELCOME300 is requested: your next deposit receives its bonus.')).toBeInTheDocument();
    expect(provider.requests(couponEndpoints.redeemCoupon)[0]).toMatchObject({ params: { pid: 4 }, query: { login: 'jdoe', couponCode: 'WELCOME300', redeem: true } });
    expect(await screen.findByText('COUPON REQUESTED')).toBeInTheDocument();
    expect(couponFacts).toContainEqual({ activeCouponCode: 'WELCOME300', awaitingDeposit: true });
  });

  it('a failed coupon choice shows the redemption error', async () => {
    const provider = providerWith(couponDetails());
    provider.on(couponEndpoints.redeemCoupon, () => fail(400, 'This coupon has already been used.'));
    const user = userEvent.setup();
    openCashier();
    await user.click(await screen.findByRole('button', { name: 'Choose a coupon' }));
    await user.click(screen.getByRole('button', { name: 'Use RELOAD100' }));
    expect(await screen.findByText("Error!  We're sorry, there was an error redeeming this coupon...", { normalizer: (text) => text })).toBeInTheDocument();
  });

  it('Deposit posts the hidden fields to the configured cashier URL in a new tab and shows the deposit in progress', async () => {
    const provider = providerWith(couponDetails());
    const user = userEvent.setup();
    openCashier();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Your deposit is in progress in the cashier tab. Finish it there: your balance here updates when you come back.')).toBeInTheDocument();
    expect(openSpy).toHaveBeenCalledWith('', 'casino-cashier');
    expect(provider.requests(cashierEndpoints.cashier).at(-1)).toMatchObject({ params: { pid: 4 }, body: { skinId: 1, playerId: 4, cashier_type: 'deposit', client_type: 6 } });
    expect(provider.requests(cashierEndpoints.playerToken)[0]).toMatchObject({ body: { playerId: 4, token_type: 'cashier' } });
    expect(submitted).toEqual([{
      action: 'http://localhost:4000/cashier',
      target: 'casino-cashier',
      fields: {
        RTGLogin: 'jdoe', RTG_PID: '4', HashedPassword: 'credential-abc', Lang: 'en', CasinoID: '937', Sportsbook: '0', SkinID: '1',
        RedirectURL: 'http://localhost/cashier/?deposit=return', SessionID: 'session-4',
      },
    }]);
  });

  it('when the browser blocks the tab, an Open the cashier link submits the same form', async () => {
    providerWith(couponDetails());
    openSpy.mockReturnValue(null);
    const user = userEvent.setup();
    openCashier();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Your browser blocked the cashier tab. Open the cashier to make your deposit.')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);
    const fallback = screen.getByRole('button', { name: 'Open the cashier' }).closest('form')!;
    expect(fallback).toHaveAttribute('action', 'http://localhost:4000/cashier');
    expect(fallback).toHaveAttribute('target', 'casino-cashier');
    expect(fallback).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(fallback) as unknown as Iterable<[string, string]>)).toMatchObject({ RTG_PID: '4', SessionID: 'session-4', HashedPassword: 'credential-abc' });
  });

  it('an unavailable cashier says so and opens nothing', async () => {
    installFakeProvider().on(couponEndpoints.couponDetails, () => couponDetails());
    const user = userEvent.setup();
    openCashier();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The cashier is unavailable right now.');
    expect(submitted).toHaveLength(0);
  });

  it('an incomplete profile gets the moreDetails form first, and Continue to Deposit carries the deposit on', async () => {
    const provider = providerWith(couponDetails(), false);
    const user = userEvent.setup();
    const { bus, onboarding } = openCashier();
    await waitFor(() => expect(provider.requests(cashierEndpoints.cashier)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onboarding).toEqual([{ state: 'moreDetails' }]);
    expect(screen.queryByRole('dialog', { name: 'Cashier' })).not.toBeInTheDocument();
    expect(openSpy).not.toHaveBeenCalled();
    // moreDetails saved: the form's 'Continue to Deposit' emits cashier.open.
    provider.on(cashierEndpoints.cashier, () => cashierData({ profile_complete: true }));
    act(() => bus.emit('cashier.open', {}));
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Your deposit is in progress in the cashier tab/)).toBeInTheDocument();
    expect(submitted).toHaveLength(1);
    // The next cashier.open is an ordinary one.
    act(() => bus.emit('cashier.open', {}));
    expect(openSpy).toHaveBeenCalledTimes(1);
  });

  it('coming back from the cashier reads balance and coupon again and publishes the change', async () => {
    const provider = providerWith(couponDetails({
      active_coupon: 'WELCOME300', player_coupon_status: 'requested', coupons: [welcomeCoupon({ player_coupon_status: 'requested' })],
    }));
    const user = userEvent.setup();
    const { refreshes, couponFacts } = openCashier();
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    await screen.findByText(/Your deposit is in progress/);
    provider.on(couponEndpoints.couponDetails, () => couponDetails({
      balance: 200, active_coupon: 'WELCOME300', player_coupon_status: 'redeemed',
      coupons: [welcomeCoupon({ player_coupon_status: 'redeemed', coupon_amount: 150, playthrough_details: { amount_played: 0, amount_needed: 6000, awaiting_deposit: false } })],
    }));
    const before = refreshes.length;
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: RETURN_SIGNAL_KEY, newValue: '1' })));
    expect(await screen.findByText('Welcome back. Your balance and coupon are up to date.')).toBeInTheDocument();
    expect(await screen.findByText('COUPON REDEEMED')).toBeInTheDocument();
    expect(refreshes.length).toBe(before + 1);
    expect(couponFacts).toContainEqual({ activeCouponCode: 'WELCOME300', awaitingDeposit: false });
  });

  it('focus on this tab during a deposit reads the balance again', async () => {
    providerWith(couponDetails());
    const user = userEvent.setup();
    const { refreshes } = openCashier();
    act(() => window.dispatchEvent(new Event('focus')));
    expect(refreshes).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByText(/Your deposit is in progress/);
    act(() => window.dispatchEvent(new Event('focus')));
    expect(refreshes).toHaveLength(2);
  });

  it('says what the deposit limit still allows, and keeps the cashier tab shut when nothing is left', async () => {
    const dailyTwenty = (used: number) => sampleSaferGamblingState([sampleLimit('deposit', 'day', { amount: 2000, used })], {
      deposit: { remaining: 2000 - used, changes_at: '2026-11-27T05:00:00.000Z' },
    });
    let limits = dailyTwenty(500);
    providerWith(couponDetails(), true, sampleSaferGamblingState()).on(saferGamblingEndpoints.state, () => limits);
    const { bus } = openCashier({ balance: 0 });
    expect(await screen.findByText('Your deposit limit allows $15.00 more until November 27, 2026 at 12:00 AM ET.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled();
    limits = dailyTwenty(2000);
    act(() => bus.emit('safergambling.changed', { reason: 'limits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have reached your deposit limit. You can deposit again from November 27, 2026 at 12:00 AM ET.');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
  });

  it('offers a new player a deposit limit before the first deposit: set it, or say no thanks', async () => {
    const provider = providerWith(couponDetails(), true, sampleSaferGamblingState([], { has_deposited: false }));
    provider.on(saferGamblingEndpoints.changeLimit, () => sampleSaferGamblingState());
    const user = userEvent.setup();
    const { bus } = openCashier({ balance: 0 });
    const changes = record(bus, 'safergambling.changed');
    const offer = await screen.findByRole('form', { name: 'Set a deposit limit' });
    await user.type(within(offer).getByLabelText('Limit (USD)'), 'lots');
    await user.click(within(offer).getByRole('button', { name: 'Set limit' }));
    expect(within(offer).getByRole('alert')).toHaveTextContent('Please enter an amount in dollars, like 100 or 250.50.');
    await user.clear(within(offer).getByLabelText('Limit (USD)'));
    await user.type(within(offer).getByLabelText('Limit (USD)'), '150');
    await user.selectOptions(within(offer).getByLabelText('Period'), 'week');
    await user.click(within(offer).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Set a deposit limit' })).not.toBeInTheDocument());
    expect(provider.requests(saferGamblingEndpoints.changeLimit)[0]?.body).toEqual({ kind: 'deposit', period: 'week', amount: 15_000 });
    expect(changes).toEqual([{ reason: 'limits' }]);
  });

  it('asks a visitor to log in', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<CashierModal />);
    const opened: string[] = [];
    bus.on('onboarding.open', ({ state }) => opened.push(state));
    act(() => bus.emit('cashier.open', {}));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened).toEqual(['login']);
  });
});
