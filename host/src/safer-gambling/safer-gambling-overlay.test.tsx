import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fail, installFakeProvider, sampleSaferGamblingState, type FakeProvider } from 'shared-api/testing';
import { playTimeLimitMessage, saferGamblingEndpoints, type SaferGamblingState } from 'shared-contract';
import type { EventName } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { LAST_LOGIN_SHOWN_KEY } from './last-login-notice';
import { SaferGamblingOverlay } from './safer-gambling-overlay';
import { SAFER_GAMBLING_SIGNAL_KEY } from './use-safer-gambling-watch';

const player = { status: 'authenticated', player: { login: 'jdoe', playerId: 42, sessionKey: 'k-t' } } as const;
const MINUTE = 60_000;
// The provider's clock runs 1 hour 5 minutes into the session; the browser's clock is days off, which must not matter.
const PROVIDER_START = Date.parse('2026-11-27T02:35:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();

let browserStart = 0;
/** The provider's `now`: its start plus the time the (fake) browser clock has run since. */
const providerNow = () => PROVIDER_START + (Date.now() - browserStart);

/** A session an hour old at the provider's start, after a login the day before. */
const SESSION_AN_HOUR_OLD: Partial<SaferGamblingState> = {
  previous_login_at: '2026-11-26T02:30:00.000Z',
  session: { logged_in_at: '2026-11-27T01:30:00.000Z', staked: 0, won: 0, net: 0 },
  reality_check: { interval_minutes: 60, due_at: '2026-11-27T03:30:00.000Z', due: false },
};

/**
 * The provider's state as `answer` gives it at its `now`; once the player answered a reality check,
 * the next is due an hour later.
 */
function providerWith(answer: (now: number) => Partial<SaferGamblingState>): FakeProvider {
  let nextCheck: number | null = null;
  const withAnswer = (now: number): Partial<SaferGamblingState> => {
    const given = answer(now);
    return nextCheck === null ? given : { ...given, reality_check: { interval_minutes: 60, due: now >= nextCheck, due_at: at(nextCheck) } };
  };
  return installFakeProvider()
    .on(saferGamblingEndpoints.state, () => sampleSaferGamblingState([], { ...SESSION_AN_HOUR_OLD, now: at(providerNow()), ...withAnswer(providerNow()) }))
    .on(saferGamblingEndpoints.answerRealityCheck, () => {
      nextCheck = providerNow() + 60 * MINUTE;
      return sampleSaferGamblingState([], { ...SESSION_AN_HOUR_OLD, now: at(providerNow()), ...withAnswer(providerNow()) });
    });
}

const dueIn = (ms: number) => (now: number): Partial<SaferGamblingState> => ({
  reality_check: { interval_minutes: 60, due_at: at(PROVIDER_START + ms), due: now >= PROVIDER_START + ms },
  session: { logged_in_at: '2026-11-27T01:30:00.000Z', staked: 1250, won: 400, net: -850 },
});

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

function signIn() {
  const view = renderWithShell(
    <>
      <SaferGamblingOverlay />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
  );
  const seen: Partial<Record<EventName, unknown[]>> = {};
  for (const name of ['session.end', 'safergambling.changed'] as const) view.bus.on(name, (payload) => (seen[name] ??= []).push(payload));
  act(() => view.bus.emit('session.changed', player));
  return { ...view, seen };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2031-05-05T12:00:00Z') });
  browserStart = Date.now();
  localStorage.clear();
});

afterEach(() => jest.useRealTimers());

describe('the reality check', () => {
  it('comes when the provider says it is due, timed by the provider’s clock, with this session’s figures, and Continue answers it', async () => {
    const provider = providerWith(dueIn(10 * MINUTE));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { seen } = signIn();
    await advance(9 * MINUTE);
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
    await advance(MINUTE);
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been logged in for 1 hour 15 minutes');
    expect(dialog).toHaveTextContent('Total staked $12.50');
    expect(dialog).toHaveTextContent('Total won $4.00');
    expect(dialog).toHaveTextContent('Net result -$8.50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(0);
    expect(provider.requests(saferGamblingEndpoints.answerRealityCheck).map((request) => request.body)).toEqual([{ answer: 'continue' }]);
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
    expect(seen['safergambling.changed']).toEqual([{ reason: 'reality-check' }]);
    expect(localStorage.getItem(SAFER_GAMBLING_SIGNAL_KEY)).not.toBeNull();
  });

  it('View activity answers it and goes to the activity statement', async () => {
    const provider = providerWith(dueIn(0));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    signIn();
    await user.click(await screen.findByRole('button', { name: 'View activity' }));
    expect(await screen.findByText('Now at /lobby/account/activity')).toBeInTheDocument();
    expect(provider.requests(saferGamblingEndpoints.answerRealityCheck).map((request) => request.body)).toEqual([{ answer: 'view-activity' }]);
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
  });

  it('Log out logs the player out', async () => {
    providerWith(dueIn(0));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { seen } = signIn();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(seen['session.end']).toEqual([{ reason: 'logout' }]);
  });

  it('closes when it was answered in another tab', async () => {
    let answered = false;
    providerWith((now) => ({ ...dueIn(0)(now), ...(answered ? { reality_check: { interval_minutes: 60, due: false, due_at: at(now + 60 * MINUTE) } } : {}) }));
    signIn();
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    answered = true;
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: SAFER_GAMBLING_SIGNAL_KEY, newValue: '1' })));
    await advance(0);
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
  });
});

describe('the play-time limit', () => {
  it('warns 5 minutes before the end and logs the player out at the end, saying when they may return', async () => {
    const endsAt = PROVIDER_START + 8 * MINUTE;
    const changesAt = '2026-11-27T05:00:00.000Z';
    providerWith(() => ({ play_time: { remaining: 8, changes_at: changesAt, ends_at: at(endsAt) } }));
    const { seen } = signIn();
    await advance(2 * MINUTE);
    expect(screen.queryByRole('dialog', { name: 'Play-time limit' })).not.toBeInTheDocument();
    await advance(MINUTE);
    expect(screen.getByRole('dialog', { name: 'Play-time limit' })).toHaveTextContent(
      'Your daily play-time limit is reached in 5 minutes. You will then be logged out.',
    );
    expect(seen['session.end']).toBeUndefined();
    // At the end a minute's read and the end's timer meet; the end still comes at once.
    await advance(5 * MINUTE + 1);
    expect(seen['session.end']).toEqual([{ reason: 'logout' }]);
    expect(screen.getByRole('dialog', { name: 'You have been logged out' })).toHaveTextContent(playTimeLimitMessage(changesAt));
  });

  it('a break taken on this page is left to the page to tell: no read, no second logout dialogue, other tabs signalled', async () => {
    const provider = providerWith(() => ({}));
    const { bus } = signIn();
    await advance(0);
    const reads = provider.requests(saferGamblingEndpoints.state).length;
    act(() => bus.emit('safergambling.changed', { reason: 'restriction' }));
    await advance(0);
    expect(provider.requests(saferGamblingEndpoints.state)).toHaveLength(reads);
    expect(localStorage.getItem(SAFER_GAMBLING_SIGNAL_KEY)).not.toBeNull();
    expect(screen.queryByRole('dialog', { name: 'You have been logged out' })).not.toBeInTheDocument();
  });

  it('a session the provider ended with its reason (play time used up) logs out with the provider’s text', async () => {
    const installed = providerWith(() => ({}));
    const { seen } = signIn();
    await advance(0);
    installed.on(saferGamblingEndpoints.state, () => fail(403, playTimeLimitMessage('2026-11-27T05:00:00.000Z')));
    await advance(MINUTE);
    expect(seen['session.end']).toEqual([{ reason: 'logout' }]);
    expect(screen.getByRole('dialog', { name: 'You have been logged out' })).toHaveTextContent('You have reached your daily play-time limit.');
  });

  it('an expired token (401) is left to the session’s renewal: no logout from here', async () => {
    const installed = providerWith(() => ({}));
    const { seen } = signIn();
    await advance(0);
    installed.on(saferGamblingEndpoints.state, () => fail(401, 'Your session has expired. Please log in again.'));
    await advance(MINUTE);
    expect(seen['session.end']).toBeUndefined();
    expect(screen.queryByRole('dialog', { name: 'You have been logged out' })).not.toBeInTheDocument();
  });
});

describe('the last login notice', () => {
  it('shows the last login once per session, politely, and can be dismissed', async () => {
    providerWith(() => ({}));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = signIn();
    expect(await screen.findByRole('status')).toHaveTextContent('Last login: November 25, 2026 at 9:30 PM ET');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss the last login notice' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    first.unmount();
    // The same session on a reloaded page.
    signIn();
    await advance(0);
    expect(screen.queryByText(/Last login/)).not.toBeInTheDocument();
    expect(localStorage.getItem(LAST_LOGIN_SHOWN_KEY)).toBe('2026-11-27T01:30:00.000Z');
  });

  it('says nothing on a first login', async () => {
    const provider = providerWith(() => ({ previous_login_at: null }));
    signIn();
    await advance(0);
    expect(provider.requests(saferGamblingEndpoints.state)).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reads nothing for a visitor', async () => {
    const provider = providerWith(() => ({}));
    renderWithShell(<SaferGamblingOverlay />);
    await advance(2 * MINUTE);
    expect(provider.allRequests()).toHaveLength(0);
  });
});
