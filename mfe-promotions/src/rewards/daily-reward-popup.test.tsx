import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponEndpoints, playerEndpoints, rewardsSocketEndpoints, type Coupon } from 'shared-contract';
import { fail, installFakeProvider, samplePlayerData } from 'shared-api/testing';
import { createEventBus } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { keepCouponCode, keptCouponCode } from '../redeem/coupon-cookie';
import { playerCoupon, sampleCoupon, welcome } from '../promotions/coupon-test-data';
import { PromotionsOverlay } from './promotions-overlay';
import { REWARD_ERROR_MS } from './daily-reward-popup';
import { REWARDS_STORE_KEY } from './rewards-store';
import { SEND_ATTEMPTS } from './rewards-socket';

const daily = (overrides: Partial<Coupon> = {}) => sampleCoupon({
  coupon_code: 'ARSDAILY', coupon_title: 'Daily Login Reward', coupon_description: 'A free $2 chip every day you log in.',
  reward_type: 'ARSDaily', redeem_type: 'reward', redemption_type: 'Fixed amount on redemption', expiry: Math.floor(Date.now() / 1000) + 3600,
  ...overrides,
});

/** A WebSocket stand-in: opens when told, records what was sent, answers on demand. */
class FakeSocket extends EventTarget {
  static last: FakeSocket | null = null;
  static urls: string[] = [];
  readyState: number = WebSocket.CONNECTING;
  sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.last = this;
    FakeSocket.urls.push(url);
  }
  send(data: string) { this.sent.push(JSON.parse(data)); }
  close() { this.readyState = WebSocket.CLOSED; }
  open() { this.readyState = WebSocket.OPEN; this.dispatchEvent(new Event('open')); }
  answer(message: unknown) {
    const event = new MessageEvent('message', { data: JSON.stringify(message) });
    this.dispatchEvent(event);
  }
}
let tickets = 0;
/** Each connection gets a new one-time ticket from the provider. */
const nextTicket = () => ({ ticket: `ticket-${++tickets}`, expires_in: 60 });
const noCoupon = () => ({ isActive: false as const, player_coupon_status: 'No Coupon' as const });
const createSocket = (url: string) => new FakeSocket(url) as unknown as WebSocket;

function renderForPlayer() {
  FakeSocket.last = null;
  const bus = createEventBus();
  bus.emit('session.changed', { status: 'authenticated', player: { login: 'jdoe', playerId: 7, sessionKey: 'k-tok' } });
  return renderWithShell(<PromotionsOverlay createSocket={createSocket} />, { bus });
}

/** The socket opens once its ticket came back; then the provider answers checklogin. */
const socketOpened = () => waitFor(() => expect(FakeSocket.last).not.toBeNull());
const offerReward = async (redeemed: 0 | 1 = 0, coupon = daily()) => {
  await socketOpened();
  act(() => {
    FakeSocket.last?.open();
    FakeSocket.last?.answer({ action: 'checklogin', player_id: 7, login: 'jdoe', coupon, redeemed });
  });
};

beforeEach(() => {
  localStorage.clear();
  tickets = 0;
  FakeSocket.urls = [];
  installFakeProvider()
    .on(rewardsSocketEndpoints.ticket, nextTicket)
    .on(couponEndpoints.activeCoupon, noCoupon)
    // The reward is chosen by the player's class as the provider knows it now.
    .on(playerEndpoints.playerData, ({ params }) => samplePlayerData({ player_id: params.pid, login: 'jdoe', player_class: 'Coupon' }));
});

describe('the daily login reward popup', () => {
  it('asks for the reward with checklogin after login and shows it', async () => {
    renderForPlayer();
    await offerReward();
    expect(FakeSocket.last?.sent).toEqual([{ action: 'checklogin', casinoid: 937, login: 'jdoe', player_id: 7, class_name: 'Coupon' }]);
    // A one-time ticket from the provider, never the session token, in the socket's URL.
    expect(FakeSocket.urls[0]).toBe('ws://localhost:4000/ws?ticket=ticket-1');
    expect(FakeSocket.urls[0]).not.toContain('token=');
    expect(await screen.findByRole('dialog', { name: 'Daily Login Reward' })).toBeInTheDocument();
  });

  it('retries the send up to 5 times, 300 ms apart, while the socket is not open', async () => {
    jest.useFakeTimers();
    try {
      renderForPlayer();
      await socketOpened();
      const socket = FakeSocket.last!;
      const send = jest.spyOn(socket, 'send');
      act(() => jest.advanceTimersByTime(300 * (SEND_ATTEMPTS - 2)));
      socket.readyState = WebSocket.OPEN; // open without the event: only the retry can send
      act(() => jest.advanceTimersByTime(300));
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('redeems the reward and says what was added', async () => {
    const user = userEvent.setup();
    const provider = installFakeProvider().on(rewardsSocketEndpoints.ticket, nextTicket)
      .on(couponEndpoints.activeCoupon, noCoupon)
      .on(couponEndpoints.redeemReward, () => playerCoupon(daily({ player_coupon_status: 'redeemed' }), { redeemed: 1, message: '$2.00 has been added to your balance.' }));
    const { bus } = renderForPlayer();
    const refreshes: unknown[] = [];
    bus.on('balance.refresh', (payload) => refreshes.push(payload));
    await offerReward();
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('$2.00 has been added to your balance.')).toBeInTheDocument();
    expect(provider.requests(couponEndpoints.redeemReward)[0]?.body).toEqual({ player_id: 7, coupon: 'ARSDAILY', skin_id: 1 });
    expect(refreshes).toHaveLength(1);
  });

  it('shows a redeem error as Error: and the message for 1.5 s', async () => {
    const user = userEvent.setup();
    installFakeProvider().on(rewardsSocketEndpoints.ticket, nextTicket)
      .on(couponEndpoints.activeCoupon, noCoupon)
      .on(couponEndpoints.redeemReward, () => fail(409, 'You have already redeemed today\'s reward. Come back tomorrow!'));
    renderForPlayer();
    await offerReward();
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: You have already redeemed today\'s reward. Come back tomorrow!');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: REWARD_ERROR_MS + 1000 });
  });

  it('Dismiss stores the time and the popup does not come back that day', async () => {
    const user = userEvent.setup();
    const first = renderForPlayer();
    await offerReward();
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(REWARDS_STORE_KEY) ?? '{}').dismissed).toBeGreaterThan(Date.now() - 5000);
    first.unmount();
    renderForPlayer();
    await offerReward();
    await act(async () => { await Promise.resolve(); });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape closes it; it is not shown when redeemed, expired or while a game is visible', async () => {
    const user = userEvent.setup();
    const view = renderForPlayer();
    await offerReward();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();

    const redeemed = renderForPlayer();
    await offerReward(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    redeemed.unmount();

    const expired = renderForPlayer();
    await offerReward(0, daily({ expiry: Math.floor(Date.now() / 1000) - 1 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expired.unmount();

    const { bus } = renderForPlayer();
    act(() => bus.emit('game.visibility.changed', { visible: true }));
    await offerReward();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('game.visibility.changed', { visible: false }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('waits for another open dialogue (signup, cashier) to close instead of stacking on it', async () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('aria-modal', 'true');
    document.body.append(other);
    renderForPlayer();
    await offerReward();
    expect(screen.queryByRole('dialog', { name: 'Daily Login Reward' })).not.toBeInTheDocument();
    act(() => other.remove());
    expect(await screen.findByRole('dialog', { name: 'Daily Login Reward' })).toBeInTheDocument();
  });

  it('is not held back by a dialogue the page keeps hidden (the early sign-up view), only by one shown', async () => {
    const slot = document.createElement('div');
    slot.hidden = true;
    slot.innerHTML = '<div role="dialog" aria-modal="true" aria-label="Sign Up"></div>';
    document.body.append(slot);
    try {
      renderForPlayer();
      await offerReward();
      expect(await screen.findByRole('dialog', { name: 'Daily Login Reward' })).toBeInTheDocument();
    } finally {
      slot.remove();
    }
  });

  it('offers Save for later while a coupon is in play', async () => {
    installFakeProvider().on(rewardsSocketEndpoints.ticket, nextTicket).on(couponEndpoints.activeCoupon, () => playerCoupon(welcome({ player_coupon_status: 'redeemed' })));
    renderForPlayer();
    await offerReward();
    expect(await screen.findByRole('button', { name: 'Save for later' })).toBeInTheDocument();
  });
});

describe('a coupon kept from before signup', () => {
  it('is redeemed once the player is logged in, and the cookie is cleared', async () => {
    keepCouponCode('welcome300');
    const provider = installFakeProvider().on(rewardsSocketEndpoints.ticket, nextTicket)
      .on(couponEndpoints.activeCoupon, noCoupon)
      .on(couponEndpoints.redeemCoupon, () => playerCoupon(welcome({ player_coupon_status: 'requested' }), { message: 'Deposit Now to Receive your Bonus!' }));
    renderForPlayer();
    const notice = await screen.findByRole('status', { name: 'Coupon WELCOME300' });
    expect(notice).toHaveTextContent('Deposit Now to Receive your Bonus!');
    expect(provider.requests(couponEndpoints.redeemCoupon)[0]?.query).toMatchObject({ couponCode: 'WELCOME300' });
    expect(keptCouponCode()).toBeNull();
  });
});
