import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { playersClient } from 'shared-api';
import { fail, fakeWithdrawals, installFakeProvider, SAMPLE_VERIFICATION_REFUSAL, sampleSaferGamblingState, sampleWithdrawal, type FakeProvider } from 'shared-api/testing';
import { cashierEndpoints, couponEndpoints, saferGamblingEndpoints, withdrawalEndpoints, type CouponDetails } from 'shared-contract';
import type { EventBus, EventName } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { CashierModal } from '../cashier/cashier-modal';
import { resetDepositState } from '../deposit/deposit-store';
import { cashierData, couponDetails, welcomeCoupon } from '../testing/samples';

const signIn = { status: 'authenticated', player: { login: 'jdoe', playerId: 4, sessionKey: 'k-t' } } as const;

const inPlay = (): CouponDetails => couponDetails({
  balance: 200, active_coupon: 'WELCOME300', player_coupon_status: 'redeemed',
  coupons: [welcomeCoupon({ player_coupon_status: 'redeemed', coupon_amount: 150, playthrough_details: { amount_played: 1500, amount_needed: 6000, awaiting_deposit: false } })],
});

function provider(details: CouponDetails = couponDetails()): FakeProvider {
  return installFakeProvider()
    .on(saferGamblingEndpoints.state, () => sampleSaferGamblingState())
    .on(couponEndpoints.couponDetails, () => details)
    .on(cashierEndpoints.cashier, () => cashierData());
}

function record(bus: EventBus, name: EventName): unknown[] {
  const seen: unknown[] = [];
  bus.on(name, (payload) => seen.push(payload));
  return seen;
}

/** The host's part: `balance.refresh` reads the balance and publishes it. */
function actAsHost(bus: EventBus): void {
  bus.on('balance.refresh', () => {
    void playersClient.balance(4).then((answer) => bus.emit('balance.changed', { balance: answer.balance, currencySymbol: '$', withdrawable: answer.withdrawable }));
  });
}

// Forms typed key by key on a shared 2-core machine: more than Jest's default 5 s.
jest.setTimeout(20_000);

async function openWithdraw() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithShell(<CashierModal />);
  actAsHost(view.bus);
  act(() => view.bus.emit('session.changed', signIn));
  const withdrawals = record(view.bus, 'withdrawal.changed');
  const refreshes = record(view.bus, 'balance.refresh');
  const couponFacts = record(view.bus, 'coupon.changed');
  act(() => view.bus.emit('cashier.open', {}));
  await user.click(screen.getByRole('tab', { name: 'Withdraw' }));
  return { ...view, user, withdrawals, refreshes, couponFacts };
}

/** The figure shown under a name (a term of the figures list). */
const figure = (name: string) => within(screen.getByText(name, { selector: 'dt' }).parentElement!).getByRole('definition');

const form = () => screen.getByRole('form', { name: 'Request a withdrawal' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, amount: string, password = 'Demo1234') {
  await user.type(within(form()).getByLabelText('Amount (USD)'), amount);
  await user.type(within(form()).getByLabelText('Password'), password);
}

beforeEach(() => {
  resetDepositState();
  jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => jest.restoreAllMocks());

describe('the cashier tabs', () => {
  it('keeps Cashier first and open by default, and moves between Cashier, Withdraw and Coupons with the arrow keys', async () => {
    const fake = provider();
    fakeWithdrawals(fake);
    const user = userEvent.setup();
    const { bus } = renderWithShell(<CashierModal />);
    act(() => bus.emit('session.changed', signIn));
    act(() => bus.emit('cashier.open', {}));
    const tabs = within(screen.getByRole('tablist', { name: 'Cashier' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Cashier', 'Withdraw', 'Coupons']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', screen.getByRole('tab', { name: 'Withdraw' }).id);
    expect(await screen.findByRole('form', { name: 'Request a withdrawal' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Coupons' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cashier' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });
});

describe('the Withdraw tab', () => {
  it('shows a loading state until the balance and the withdrawals are read', async () => {
    const fake = provider();
    fakeWithdrawals(fake);
    let answerList: () => void = () => undefined;
    fake.on(withdrawalEndpoints.list, () => new Promise((resolve) => {
      answerList = () => resolve({ withdrawals: [], daily_remaining: 5000, minimum: 20 });
    }));
    await openWithdraw();
    expect(await screen.findByText('Loading your withdrawals…')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Request a withdrawal' })).not.toBeInTheDocument();
    act(() => answerList());
    expect(await screen.findByRole('form', { name: 'Request a withdrawal' })).toBeInTheDocument();
    expect(screen.getByText('You have no withdrawals yet.')).toBeInTheDocument();
  });

  it('requests $20 to the card: the provider gets amount, method, password and a key; the site hears it, and the tracker and figures follow', async () => {
    const fake = provider();
    fakeWithdrawals(fake, { cash: 50 });
    const { user, withdrawals, refreshes } = await openWithdraw();
    await screen.findByRole('form', { name: 'Request a withdrawal' });
    expect(figure('Withdrawable')).toHaveTextContent('$50.00');
    expect(figure('Total')).toHaveTextContent('$50.00');
    expect(within(form()).getByRole('radio', { name: 'Card of your last deposit' })).toBeChecked();
    expect(within(form()).getByText('From $20.00 to $50.00.')).toBeInTheDocument();
    await fillIn(user, '20');
    await user.click(within(form()).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your withdrawal of $20.00 was requested. You can cancel it until it is approved.')).toBeInTheDocument();
    const [sent] = fake.requests(withdrawalEndpoints.request);
    expect(sent?.body).toEqual({ amount: '20', method: 'card', password: 'Demo1234' });
    expect(sent?.headers['idempotency-key']).toMatch(/^withdraw-/);
    expect(withdrawals).toEqual([{ withdrawalId: 1, status: 'requested' }]);
    expect(refreshes.length).toBeGreaterThan(0);
    const tracker = screen.getByRole('region', { name: 'Your withdrawals' });
    expect(await within(tracker).findByText('Requested')).toBeInTheDocument();
    expect(within(tracker).getByRole('listitem', { name: '$20.00' })).toHaveTextContent('To the card of your last deposit (Credit Card)');
    await waitFor(() => expect(figure('Withdrawable')).toHaveTextContent('$30.00'));
    expect(figure('Pending withdrawals')).toHaveTextContent('$20.00');
    // The form is ready for another request: amount and password are cleared.
    expect(within(form()).getByLabelText('Amount (USD)')).toHaveValue('');
    expect(within(form()).getByLabelText('Password')).toHaveValue('');
    // Once cancelled, "was requested" is no longer said.
    await user.click(within(tracker).getByRole('button', { name: 'Cancel withdrawal of $20.00' }));
    await user.click(within(tracker).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(tracker).findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText(/was requested/)).not.toBeInTheDocument();
  });

  it('a bitcoin payout needs an address, and sends it', async () => {
    const fake = provider();
    fakeWithdrawals(fake, { cash: 50 });
    const { user } = await openWithdraw();
    await screen.findByRole('form', { name: 'Request a withdrawal' });
    await user.click(within(form()).getByRole('radio', { name: 'Bitcoin' }));
    await fillIn(user, '25');
    await user.click(within(form()).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form()).findByText('Please enter the bitcoin address to pay out to.')).toBeInTheDocument();
    expect(fake.requests(withdrawalEndpoints.request)).toHaveLength(0);
    await user.click(within(form()).getByLabelText('Bitcoin address'));
    await user.paste('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    await user.click(within(form()).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your withdrawal of $25.00 was requested. You can cancel it until it is approved.')).toBeInTheDocument();
    expect(fake.requests(withdrawalEndpoints.request)[0]?.body).toMatchObject({ method: 'bitcoin', bitcoin_address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' });
    expect(await screen.findByText('To bitcoin address bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh')).toBeInTheDocument();
  });

  it('says so under the minimum and over the withdrawable amount, without asking the provider', async () => {
    const fake = provider();
    fakeWithdrawals(fake, { cash: 50 });
    const { user } = await openWithdraw();
    await screen.findByRole('form', { name: 'Request a withdrawal' });
    const amount = within(form()).getByLabelText('Amount (USD)');
    await fillIn(user, '19.99');
    await user.click(within(form()).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form()).findByText('The smallest withdrawal is $20.00.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/The smallest withdrawal is \$20\.00\./);
    await user.clear(amount);
    await user.type(amount, '50.01');
    expect(await within(form()).findByText('You can withdraw at most $50.00.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, 'twenty');
    expect(await within(form()).findByText('Please enter an amount in dollars, like 20 or 20.50.')).toBeInTheDocument();
    expect(fake.requests(withdrawalEndpoints.request)).toHaveLength(0);
  });

  it('shows the provider\'s refusal as text, and sends the same key again on a retry', async () => {
    const fake = provider();
    fakeWithdrawals(fake, { cash: 50 });
    let calls = 0;
    const { user } = await openWithdraw();
    await screen.findByRole('form', { name: 'Request a withdrawal' });
    // The first attempt does not reach the provider's ledger (a timeout, say); the retry does.
    fake.on(withdrawalEndpoints.request, () => {
      calls += 1;
      return fail(503, 'The service is busy. Please try again.');
    });
    await fillIn(user, '20');
    await user.click(within(form()).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('The service is busy. Please try again.');
    await user.click(within(form()).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls).toBe(2));
    const [first, second] = fake.requests(withdrawalEndpoints.request);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    // Another request (another amount) is another action, with a key of its own.
    await user.clear(within(form()).getByLabelText('Amount (USD)'));
    await user.type(within(form()).getByLabelText('Amount (USD)'), '30');
    await user.click(within(form()).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls).toBe(3));
    expect(fake.requests(withdrawalEndpoints.request)[2]?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
  });

  it('names the coupon in play before the request, and withdraws only with "Forfeit bonus and withdraw"', async () => {
    const fake = provider(inPlay());
    const { state } = fakeWithdrawals(fake, { cash: 50, bonus: 150, couponCode: 'WELCOME300' });
    const { user, couponFacts } = await openWithdraw();
    await screen.findByRole('form', { name: 'Request a withdrawal' });
    expect(figure('Withdrawable')).toHaveTextContent('$50.00');
    expect(figure('Total')).toHaveTextContent('$200.00');
    expect(figure('Bonus funds')).toHaveTextContent('$150.00');
    expect(await within(form()).findByText(
      'Your coupon WELCOME300 is still in play. Withdrawing now forfeits your bonus funds of $150.00. Confirm to forfeit them, or keep playing until the playthrough is met.',
    )).toBeInTheDocument();
    expect(within(form()).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await fillIn(user, '20');
    fake.on(couponEndpoints.couponDetails, () => couponDetails());
    await user.click(within(form()).getByRole('button', { name: 'Forfeit bonus and withdraw' }));
    expect(await screen.findByText('Your withdrawal of $20.00 was requested. You can cancel it until it is approved.')).toBeInTheDocument();
    expect(fake.requests(withdrawalEndpoints.request)[0]?.body).toMatchObject({ forfeit_bonus: true });
    expect(state.bonusCents).toBe(0);
    await waitFor(() => expect(couponFacts).toContainEqual({ activeCouponCode: null, awaitingDeposit: false }));
  });

  it('"Keep playing" closes the cashier and requests nothing', async () => {
    const fake = provider(inPlay());
    fakeWithdrawals(fake, { cash: 50, bonus: 150, couponCode: 'WELCOME300' });
    const { user } = await openWithdraw();
    await user.click(await screen.findByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog', { name: 'Cashier' })).not.toBeInTheDocument();
    expect(fake.requests(withdrawalEndpoints.request)).toHaveLength(0);
  });

  it('a 409 of the provider shows its warning, and the player confirms the forfeit', async () => {
    // The coupon came into play after the cashier read the coupons: the provider tells.
    const fake = provider(couponDetails());
    fakeWithdrawals(fake, { cash: 50, bonus: 150, couponCode: 'WELCOME300' });
    const { user } = await openWithdraw();
    await screen.findByRole('form', { name: 'Request a withdrawal' });
    await fillIn(user, '20');
    await user.click(within(form()).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Your coupon WELCOME300 is still in play. Withdrawing now forfeits your bonus funds of $150.00. Confirm to forfeit them, or keep playing until the playthrough is met.',
    );
    expect(screen.queryByText(/was requested/)).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Forfeit bonus and withdraw' }));
    expect(await screen.findByText('Your withdrawal of $20.00 was requested. You can cancel it until it is approved.')).toBeInTheDocument();
    const requests = fake.requests(withdrawalEndpoints.request);
    expect(requests.map((request) => request.body.forfeit_bonus)).toEqual([undefined, true]);
  });

  it('an unverified player reads the provider\'s message with a link to the verification page', async () => {
    const fake = provider();
    fakeWithdrawals(fake, { cash: 50, verified: false });
    const { user } = await openWithdraw();
    await screen.findByRole('form', { name: 'Request a withdrawal' });
    await fillIn(user, '20');
    await user.click(within(form()).getByRole('button', { name: 'Withdraw' }));
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent(SAMPLE_VERIFICATION_REFUSAL);
    expect(within(alert).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/lobby/account/verification');
  });

  it('a QuickPlay link\'s session reads the provider\'s refusal, without a verification link', async () => {
    const fake = provider();
    fakeWithdrawals(fake, { cash: 50 });
    fake.on(withdrawalEndpoints.request, () => fail(403, 'Please log in with your password to change your account.'));
    const { user } = await openWithdraw();
    await screen.findByRole('form', { name: 'Request a withdrawal' });
    await fillIn(user, '20');
    await user.click(within(form()).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('Please log in with your password to change your account.');
    expect(screen.queryByRole('link', { name: 'Verify your identity' })).not.toBeInTheDocument();
  });

  it('says when there is too little to withdraw, with no form', async () => {
    const fake = provider();
    fakeWithdrawals(fake, { cash: 12.5 });
    await openWithdraw();
    expect(await screen.findByText('Withdrawals start at $20.00: you can withdraw once you have that much in cash.')).toBeInTheDocument();
    expect(figure('Withdrawable')).toHaveTextContent('$12.50');
    expect(screen.queryByRole('form', { name: 'Request a withdrawal' })).not.toBeInTheDocument();
  });
});

describe('the withdrawals tracker', () => {
  const history = [
    sampleWithdrawal({ id: 6, amount: 20, status: 'requested' }),
    sampleWithdrawal({ id: 5, amount: 100, status: 'approved', decided_at: '2026-11-26T18:00:00.000Z' }),
    sampleWithdrawal({ id: 4, amount: 75.5, status: 'paid', method: 'bitcoin', destination: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', decided_at: '2026-11-25T18:00:00.000Z', paid_at: '2026-11-25T18:00:10.000Z' }),
    sampleWithdrawal({ id: 3, amount: 40, status: 'rejected', reason: 'The card named is closed <b>bold</b>.', decided_at: '2026-11-24T18:00:00.000Z' }),
    sampleWithdrawal({ id: 2, amount: 60, status: 'paid', initiated_by: 'self-exclusion', paid_at: '2026-11-20T18:00:00.000Z' }),
  ];

  it('lists each withdrawal with its status, amount, destination, dates and a host\'s reason; only a requested one can be cancelled', async () => {
    const fake = provider();
    fakeWithdrawals(fake, { cash: 50, withdrawals: history });
    await openWithdraw();
    const tracker = await screen.findByRole('region', { name: 'Your withdrawals' });
    const rows = within(tracker).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^(Requested|Approved|Paid|Rejected|Cancelled)$/).textContent)).toEqual(['Requested', 'Approved', 'Paid', 'Rejected', 'Paid']);
    const requested = within(tracker).getByRole('listitem', { name: '$20.00' });
    expect(requested).toHaveTextContent('Requested November 26, 2026 at 12:00 PM ET');
    expect(within(requested).getByRole('button', { name: 'Cancel withdrawal of $20.00' })).toBeInTheDocument();
    const approved = within(tracker).getByRole('listitem', { name: '$100.00' });
    expect(approved).toHaveTextContent('Approved November 26, 2026 at 1:00 PM ET');
    const paid = within(tracker).getByRole('listitem', { name: '$75.50' });
    expect(paid).toHaveTextContent('To bitcoin address bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    expect(paid).toHaveTextContent('Paid November 25, 2026 at 1:00 PM ET');
    const rejected = within(tracker).getByRole('listitem', { name: '$40.00' });
    // The host's reason is text, never markup.
    expect(within(rejected).getByText('Reason: The card named is closed <b>bold</b>.')).toBeInTheDocument();
    expect(within(tracker).getByRole('listitem', { name: '$60.00' })).toHaveTextContent('Returned on self-exclusion');
    expect(within(tracker).getAllByRole('button', { name: /^Cancel/ })).toHaveLength(1);
  });

  it('Cancel asks first, then reverses the withdrawal: the money is withdrawable again and the site hears it', async () => {
    const fake = provider();
    fakeWithdrawals(fake, { cash: 30, withdrawals: [sampleWithdrawal({ id: 6, amount: 20 })] });
    const { user, withdrawals } = await openWithdraw();
    const tracker = await screen.findByRole('region', { name: 'Your withdrawals' });
    await user.click(within(tracker).getByRole('button', { name: 'Cancel withdrawal of $20.00' }));
    expect(within(tracker).getByRole('group', { name: 'Cancel this withdrawal? $20.00 goes back to your balance.' })).toBeInTheDocument();
    expect(within(tracker).getByRole('button', { name: 'Yes, cancel it' })).toHaveFocus();
    await user.click(within(tracker).getByRole('button', { name: 'Keep it' }));
    expect(fake.requests(withdrawalEndpoints.cancel)).toHaveLength(0);
    await user.click(within(tracker).getByRole('button', { name: 'Cancel withdrawal of $20.00' }));
    await user.click(within(tracker).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(tracker).findByText('Your withdrawal of $20.00 was cancelled; the money is back in your balance.')).toBeInTheDocument();
    expect(fake.requests(withdrawalEndpoints.cancel)[0]?.params).toEqual({ pid: 4, id: 6 });
    expect(await within(tracker).findByText('Cancelled')).toBeInTheDocument();
    expect(within(tracker).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(withdrawals).toEqual([{ withdrawalId: 6, status: 'cancelled' }]);
    await waitFor(() => expect(figure('Withdrawable')).toHaveTextContent('$50.00'));
  });

  it('a cancel the provider refuses (approved meanwhile) says why', async () => {
    const fake = provider();
    fakeWithdrawals(fake, { cash: 30, withdrawals: [sampleWithdrawal({ id: 6, amount: 20 })] });
    fake.on(withdrawalEndpoints.cancel, () => fail(409, 'This withdrawal is approved and can no longer be cancelled.'));
    const { user } = await openWithdraw();
    const tracker = await screen.findByRole('region', { name: 'Your withdrawals' });
    await user.click(within(tracker).getByRole('button', { name: 'Cancel withdrawal of $20.00' }));
    await user.click(within(tracker).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(tracker).findByRole('alert')).toHaveTextContent('This withdrawal is approved and can no longer be cancelled.');
  });
});
