import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionPort } from 'shared-api';
import { fail, installFakeProvider, SAMPLE_NOW, sampleLimit, sampleSaferGamblingState } from 'shared-api/testing';
import {
  formatLimitInstant, HELP_LINE_TEXT, saferGamblingEndpoints, selfExclusionMessage, timeOutMessage, type PlayerLimit, type PlayerRestriction, type RestrictionAnswer,
} from 'shared-contract';
import type { EventBus } from 'shared-events';
import { renderAccountPageSignedIn } from '../testing/render-account-page';

const PAGE = '/lobby/account/responsible-gaming';

/** The state the fake provider keeps, so every answer shows what the last change did. */
function provider(limits: PlayerLimit[] = []) {
  let state = sampleSaferGamblingState(limits);
  const answer = (kind: PlayerLimit['kind'], period: PlayerLimit['period'], change: Partial<PlayerLimit>) => {
    const before = state.limits.find((limit) => limit.kind === kind && limit.period === period);
    state = sampleSaferGamblingState([...state.limits.filter((limit) => limit !== before), sampleLimit(kind, period, { ...before, ...change })]);
    return state;
  };
  return installFakeProvider()
    .on(saferGamblingEndpoints.state, () => state)
    .on(saferGamblingEndpoints.changeLimit, ({ body }) => answer(body.kind, body.period, { amount: body.amount }))
    .on(saferGamblingEndpoints.confirmLimit, ({ body }) => {
      const limit = state.limits.find((one) => one.kind === body.kind && one.period === body.period);
      return answer(body.kind, body.period, { amount: limit?.pending?.amount ?? null, pending: null });
    });
}

/** What the page told the host and the cashier: the reasons of safergambling.changed, and session.end. */
const watch = (bus: EventBus) => {
  const told = { changes: [] as string[], ended: [] as unknown[] };
  bus.on('safergambling.changed', ({ reason }) => told.changes.push(reason));
  bus.on('session.end', (command) => told.ended.push(command));
  return told;
};

const restricted = (kind: PlayerRestriction['kind'], endsAt: string, message: string): RestrictionAnswer =>
  ({ restriction: { kind, started_at: SAMPLE_NOW, ends_at: endsAt }, message });

/** Opens the page, chooses a length and presses the button that asks before anything happens. */
async function chooseAndAsk(length: string, button: string) {
  const user = userEvent.setup();
  const { bus } = renderAccountPageSignedIn(PAGE);
  const told = watch(bus);
  await user.click(screen.getByRole('radio', { name: length }));
  await user.click(screen.getByRole('button', { name: button }));
  return { user, told };
}

const limitPart = async (name: string) => screen.findByRole('region', { name });

describe('Responsible Gaming', () => {
  afterEach(() => resetSessionPort());

  it('is a tab of My Account, with the rules of the periods and the help line', async () => {
    provider();
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/preferences');
    await user.click(screen.getByRole('link', { name: 'Responsible Gaming' }));
    expect(screen.getByRole('heading', { name: 'Responsible Gaming' })).toBeInTheDocument();
    expect(screen.getByText(/weeks \(from Monday\) and months in Eastern Time/)).toBeInTheDocument();
    expect(screen.getByText(/only after 24 hours and the end of the current period, when you confirm it again/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Deposit limits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Loss limits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Play-time limit' })).toBeInTheDocument();
    expect(screen.getByText(HELP_LINE_TEXT)).toBeInTheDocument();
  });

  it('sets a daily deposit limit in cents, shows the new state and tells the host and the cashier', async () => {
    const fake = provider([sampleLimit('deposit', 'day', { used: 2000 })]);
    const user = userEvent.setup();
    const { bus } = renderAccountPageSignedIn(PAGE);
    const told = watch(bus);
    const daily = await limitPart('Daily deposit limit');
    expect(within(daily).getByText('No limit')).toBeInTheDocument();
    expect(within(daily).getByText('$20.00')).toBeInTheDocument();
    expect(within(daily).getByText(formatLimitInstant('2026-11-27T05:00:00.000Z'))).toBeInTheDocument();
    await user.type(within(daily).getByLabelText('New daily deposit limit in dollars'), '$1,250.5');
    await user.click(within(daily).getByRole('button', { name: 'Save' }));
    expect(await within(daily).findByText('Your daily deposit limit is now $1,250.50.')).toBeInTheDocument();
    expect(fake.requests(saferGamblingEndpoints.changeLimit).map((request) => request.body)).toEqual([{ kind: 'deposit', period: 'day', amount: 125050 }]);
    expect(within(daily).getByText('$1,250.50')).toBeInTheDocument();
    // Left: $1,250.50 − $20.00 used.
    expect(within(daily).getByText('$1,230.50')).toBeInTheDocument();
    expect(within(daily).getByLabelText('New daily deposit limit in dollars')).toHaveValue('');
    expect(told.changes).toEqual(['limits']);
  });

  it('sends a $0 limit as 0, the strictest limit, never as a removal', async () => {
    const fake = provider();
    const user = userEvent.setup();
    renderAccountPageSignedIn(PAGE);
    const daily = await limitPart('Daily deposit limit');
    await user.type(within(daily).getByLabelText('New daily deposit limit in dollars'), '0');
    await user.click(within(daily).getByRole('button', { name: 'Save' }));
    expect(await within(daily).findByText('Your daily deposit limit is now $0.00.')).toBeInTheDocument();
    expect(fake.requests(saferGamblingEndpoints.changeLimit).map((request) => request.body)).toEqual([{ kind: 'deposit', period: 'day', amount: 0 }]);
  });

  it('says what is wrong with a typed amount before asking the provider', async () => {
    const fake = provider();
    const user = userEvent.setup();
    renderAccountPageSignedIn(PAGE);
    const weekly = await limitPart('Weekly loss limit');
    const field = within(weekly).getByLabelText('New weekly loss limit in dollars');
    const tries: Array<[string, string]> = [
      ['', 'Please enter an amount in dollars'],
      ['ten', 'Please enter a dollar amount such as 100 or 25.50'],
      ['12.345', 'Please enter at most two decimals (cents)'],
      ['2000000', 'Please enter at most $1,000,000.00'],
    ];
    for (const [typed, message] of tries) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(within(weekly).getByRole('button', { name: 'Save' }));
      expect(within(weekly).getByRole('alert')).toHaveTextContent(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(fake.requests(saferGamblingEndpoints.changeLimit)).toHaveLength(0);
  });

  it("shows the provider's refusal and keeps what was typed", async () => {
    provider().on(saferGamblingEndpoints.changeLimit, () => fail(409, 'Your limit could not be changed right now.'));
    const user = userEvent.setup();
    const { bus } = renderAccountPageSignedIn(PAGE);
    const told = watch(bus);
    const monthly = await limitPart('Monthly deposit limit');
    await user.type(within(monthly).getByLabelText('New monthly deposit limit in dollars'), '500');
    await user.click(within(monthly).getByRole('button', { name: 'Save' }));
    expect(await within(monthly).findByRole('alert')).toHaveTextContent('Your limit could not be changed right now.');
    expect(within(monthly).getByLabelText('New monthly deposit limit in dollars')).toHaveValue('500');
    expect(told.changes).toEqual([]);
  });

  it('shows a pending raise with its moment, and Confirm only once it is confirmable', async () => {
    const confirmableAt = '2026-12-01T05:00:00.000Z';
    const waiting = sampleLimit('deposit', 'week', { amount: 5000, pending: { amount: 10000, requested_at: '2026-11-26T16:00:00.000Z', confirmable_at: confirmableAt, confirmable: false } });
    provider([waiting]);
    const user = userEvent.setup();
    const first = renderAccountPageSignedIn(PAGE);
    const weekly = await limitPart('Weekly deposit limit');
    expect(within(weekly).getByText(`Change to $100.00 pending: you can confirm it from ${formatLimitInstant(confirmableAt)}.`)).toBeInTheDocument();
    expect(within(weekly).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(weekly).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    first.unmount();

    const fake = provider([{ ...waiting, pending: { ...waiting.pending!, confirmable: true } }]);
    const { bus } = renderAccountPageSignedIn(PAGE);
    const told = watch(bus);
    const ready = await limitPart('Weekly deposit limit');
    expect(within(ready).getByText('Change to $100.00 pending: you can confirm it now.')).toBeInTheDocument();
    await user.click(within(ready).getByRole('button', { name: 'Confirm' }));
    expect(await within(ready).findByText('Your weekly deposit limit is now $100.00.')).toBeInTheDocument();
    expect(fake.requests(saferGamblingEndpoints.confirmLimit).map((request) => request.body)).toEqual([{ kind: 'deposit', period: 'week' }]);
    expect(within(ready).queryByText(/pending/)).not.toBeInTheDocument();
    expect(told.changes).toEqual(['limits']);
  });

  it('removes a limit and withdraws a pending change', async () => {
    const fake = provider([sampleLimit('loss', 'day', { amount: 3000 })])
      .on(saferGamblingEndpoints.changeLimit, () => sampleSaferGamblingState([
        sampleLimit('loss', 'day', { amount: 3000, pending: { amount: null, requested_at: '2026-11-26T17:00:00.000Z', confirmable_at: '2026-11-28T05:00:00.000Z', confirmable: false } }),
      ]))
      .on(saferGamblingEndpoints.withdrawLimitChange, () => sampleSaferGamblingState([sampleLimit('loss', 'day', { amount: 3000 })]));
    const user = userEvent.setup();
    const { bus } = renderAccountPageSignedIn(PAGE);
    const told = watch(bus);
    const daily = await limitPart('Daily loss limit');
    await user.click(within(daily).getByRole('button', { name: 'Remove' }));
    expect(await within(daily).findByText(/Removal of this limit pending: you can confirm it from/)).toBeInTheDocument();
    expect(fake.requests(saferGamblingEndpoints.changeLimit)[0]?.body).toEqual({ kind: 'loss', period: 'day', amount: null });
    await user.click(within(daily).getByRole('button', { name: 'Withdraw' }));
    expect(await within(daily).findByText('The change is withdrawn: your limit stays as it is.')).toBeInTheDocument();
    expect(fake.requests(saferGamblingEndpoints.withdrawLimitChange)[0]?.body).toEqual({ kind: 'loss', period: 'day' });
    expect(told.changes).toEqual(['limits', 'limits']);
  });

  it("sets the daily play time in hours and minutes and shows today's time used and left", async () => {
    const fake = provider([sampleLimit('play-time', 'day', { amount: 120, used: 45 })]);
    const user = userEvent.setup();
    renderAccountPageSignedIn(PAGE);
    const daily = await limitPart('Daily play-time limit');
    expect(within(daily).getByText('2 hours')).toBeInTheDocument();
    expect(within(daily).getByText('45 minutes')).toBeInTheDocument();
    expect(within(daily).getByText('1 hour 15 minutes')).toBeInTheDocument();
    const field = within(daily).getByLabelText('New daily play-time limit (minutes, or hours:minutes)');
    await user.type(field, '25:00');
    await user.click(within(daily).getByRole('button', { name: 'Save' }));
    expect(within(daily).getByRole('alert')).toHaveTextContent('A daily limit can be at most 24 hours');
    await user.clear(field);
    await user.type(field, '1:30');
    await user.click(within(daily).getByRole('button', { name: 'Save' }));
    expect(await within(daily).findByText('Your daily play-time limit is now 1 hour 30 minutes.')).toBeInTheDocument();
    expect(fake.requests(saferGamblingEndpoints.changeLimit)[0]?.body).toEqual({ kind: 'play-time', period: 'day', amount: 90 });
  });

  it('saves the reality-check interval, 60 minutes until the player chooses', async () => {
    const fake = provider().on(saferGamblingEndpoints.realityCheck, ({ body }) =>
      sampleSaferGamblingState([], { reality_check: { interval_minutes: body.interval_minutes, due_at: '2026-11-26T17:15:00.000Z', due: false } }));
    const user = userEvent.setup();
    const { bus } = renderAccountPageSignedIn(PAGE);
    const told = watch(bus);
    const group = await screen.findByRole('group', { name: 'Remind me every' });
    expect(within(group).getByRole('radio', { name: '60 minutes' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '15 minutes' }));
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('We will remind you every 15 minutes.')).toBeInTheDocument();
    expect(fake.requests(saferGamblingEndpoints.realityCheck)[0]?.body).toEqual({ interval_minutes: 15 });
    expect(told.changes).toEqual(['reality-check']);
  });

  it('takes a break after a warning, ends the session and shows until when', async () => {
    const endsAt = '2026-12-03T17:00:00.000Z';
    const fake = provider().on(saferGamblingEndpoints.timeOut, () => restricted('time-out', endsAt, timeOutMessage(endsAt)));
    const { user, told } = await chooseAndAsk('7 days', 'Take a break');
    const dialog = screen.getByRole('dialog', { name: 'Take a break for 7 days?' });
    expect(dialog).toHaveTextContent('cannot be undone or shortened');
    expect(dialog).toHaveTextContent('All your sessions end now');
    expect(fake.requests(saferGamblingEndpoints.timeOut)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    expect(await screen.findByText(timeOutMessage(endsAt))).toBeInTheDocument();
    expect(screen.getByText(`Your break ends ${formatLimitInstant(endsAt)}.`)).toBeInTheDocument();
    expect(fake.requests(saferGamblingEndpoints.timeOut)[0]?.body).toEqual({ duration: '7d' });
    expect(told.changes).toEqual(['restriction']);
    expect(told.ended).toEqual([{ reason: 'logout' }]);
  });

  it('asks twice before a self-exclusion, the second time for the typed phrase', async () => {
    const endsAt = '2027-11-26T17:00:00.000Z';
    const fake = provider().on(saferGamblingEndpoints.selfExclusion, () => restricted('self-exclusion', endsAt, selfExclusionMessage(endsAt)));
    const { user, told } = await chooseAndAsk('1 year', 'Exclude myself');
    const explain = screen.getByRole('dialog', { name: 'Exclude yourself for 1 year?' });
    expect(explain).toHaveTextContent('cannot be undone from the site');
    await user.click(within(explain).getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm your self-exclusion' });
    const button = within(confirm).getByRole('button', { name: 'Exclude me for 1 year' });
    expect(button).toBeDisabled();
    await user.type(within(confirm).getByLabelText('Type EXCLUDE ME to confirm'), 'EXCLUDE');
    expect(button).toBeDisabled();
    await user.type(within(confirm).getByLabelText('Type EXCLUDE ME to confirm'), ' ME');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText(selfExclusionMessage(endsAt))).toBeInTheDocument();
    expect(screen.getByText(`Your self-exclusion ends ${formatLimitInstant(endsAt)}.`)).toBeInTheDocument();
    expect(fake.requests(saferGamblingEndpoints.selfExclusion)[0]?.body).toEqual({ duration: '1y', confirmation: 'EXCLUDE ME' });
    expect(told.changes).toEqual(['restriction']);
    expect(told.ended).toEqual([{ reason: 'logout' }]);
  });

  it('shows a failed load with a way to try again', async () => {
    let calls = 0;
    provider().on(saferGamblingEndpoints.state, () => (++calls === 1 ? fail(503, 'The service is busy, please try again.') : sampleSaferGamblingState()));
    const user = userEvent.setup();
    renderAccountPageSignedIn(PAGE);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your limits');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy, please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await limitPart('Daily deposit limit')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
