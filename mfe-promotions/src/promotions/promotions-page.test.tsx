import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponEndpoints } from 'shared-contract';
import { fail, installFakeProvider } from 'shared-api/testing';
import { createEventBus, type EventBus } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { keptCouponCode, forgetCouponCode } from '../redeem/coupon-cookie';
import { ERROR_TEXTS } from '../redeem/error-texts';
import { cashback, freeChip, freeSpins, playerCoupon, sampleDetails, samplePublicCoupon, welcome, boost } from './coupon-test-data';
import { PROMO_SCROLL_DELAY_MS, PromotionsPage } from './promotions-page';

const PLAYER = { login: 'jdoe', playerId: 7, sessionKey: 'k-t' };

function asPlayer(): EventBus {
  const bus = createEventBus();
  bus.emit('session.changed', { status: 'authenticated', player: PLAYER });
  return bus;
}

const cardTitled = async (title: string) => screen.findByRole('article', { name: title });
const recorded = <T,>(bus: EventBus, name: Parameters<EventBus['on']>[0]) => {
  const seen: T[] = [];
  bus.on(name, (payload) => seen.push(payload as T));
  return seen;
};

beforeAll(() => { Element.prototype.scrollIntoView = jest.fn(); });
afterEach(() => forgetCouponCode());

describe('PromotionsPage for a visitor', () => {
  it('shows the default promotions by bonus with WELCOME300 first, each with SIGN UP NOW', async () => {
    installFakeProvider().on(couponEndpoints.publicCoupons, () => [
      samplePublicCoupon({ coupon_code: 'FIXED50', coupon_title: '$50 Deposit Bonus', bonus: ['$50'] }),
      samplePublicCoupon(boost()),
      samplePublicCoupon(welcome()),
    ]);
    renderWithShell(<PromotionsPage />);
    expect(screen.getByRole('status', { name: 'Loading promotions' })).toBeInTheDocument();
    const promotions = within(await screen.findByRole('region', { name: 'Promotions' }));
    await waitFor(() => expect(promotions.getAllByRole('article')).toHaveLength(3));
    expect(promotions.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['300% Welcome Bonus', '500% Boost', '$50 Deposit Bonus']);
    expect(promotions.getAllByRole('button', { name: 'SIGN UP NOW' })).toHaveLength(3);
  });

  it('loads the banners of the first cards at once and the rest once they are scrolled near', async () => {
    installFakeProvider().on(couponEndpoints.publicCoupons, () => [
      samplePublicCoupon({ coupon_code: 'FIXED50', coupon_title: '$50 Deposit Bonus', bonus: ['$50'] }),
      samplePublicCoupon(boost()),
      samplePublicCoupon(welcome()),
    ]);
    // The page's observer, which reports a box near the screen when the test scrolls to it.
    const observed: Element[] = [];
    let report: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void = () => undefined;
    const page = globalThis as { IntersectionObserver?: unknown };
    page.IntersectionObserver = class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    };
    try {
      renderWithShell(<PromotionsPage />);
      const promotions = within(await screen.findByRole('region', { name: 'Promotions' }));
      await waitFor(() => expect(promotions.getAllByRole('article')).toHaveLength(3));
      const banners = () => promotions.getAllByRole('article').map((article) => article.querySelector('img'));
      // The first screen's two at once, the first card's before anything else; the third card has its box and no picture yet.
      expect(banners().map((image) => image?.getAttribute('fetchpriority') ?? null)).toEqual(['high', 'low', null]);
      expect(banners()[2]).toBeNull();
      act(() => report(observed.map((target) => ({ target, isIntersecting: true }))));
      expect(banners()[2]).toBeInTheDocument();
      expect(banners()[2]).not.toHaveAttribute('fetchpriority');
    } finally {
      delete page.IntersectionObserver;
    }
  });

  it('offers each banner as AVIF, then WebP, then JPEG, sized for the card', async () => {
    const coupon = samplePublicCoupon(welcome());
    installFakeProvider().on(couponEndpoints.publicCoupons, () => [coupon]);
    renderWithShell(<PromotionsPage />);
    const promotions = within(await screen.findByRole('region', { name: 'Promotions' }));
    const picture = (await promotions.findByRole('article')).querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')];
    const { stem } = coupon.image_set!;
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', `${stem}.240.avif 240w, ${stem}.480.avif 480w, ${stem}.720.avif 720w`],
      ['image/webp', `${stem}.240.webp 240w, ${stem}.480.webp 480w, ${stem}.720.webp 720w`],
    ]);
    const image = picture.querySelector('img')!;
    expect(image).toHaveAttribute('srcset', `${stem}.240.jpg 240w, ${stem}.480.jpg 480w, ${stem}.720.jpg 720w`);
    expect(image).toHaveAttribute('src', coupon.image_url);
    expect(image).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 160px');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['480', '360']);
  });

  it('SIGN UP NOW keeps the code in a cookie and opens signup with it', async () => {
    const user = userEvent.setup();
    installFakeProvider().on(couponEndpoints.publicCoupons, () => [samplePublicCoupon(welcome())]);
    const { bus } = renderWithShell(<PromotionsPage />);
    const opened = recorded(bus, 'onboarding.open');
    await user.click(within(await cardTitled('300% Welcome Bonus')).getByRole('button', { name: 'SIGN UP NOW' }));
    expect(opened).toEqual([{ state: 'signup', params: { coupon: 'WELCOME300' } }]);
    expect(keptCouponCode()).toBe('WELCOME300');
  });

  it('the coupon box upper-cases the code, ignores an empty submission and sends a visitor to signup', async () => {
    const user = userEvent.setup();
    installFakeProvider().on(couponEndpoints.publicCoupons, () => []);
    const { bus } = renderWithShell(<PromotionsPage />);
    const opened = recorded(bus, 'onboarding.open');
    const box = screen.getByRole('textbox', { name: 'Coupon code' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(opened).toEqual([]);
    await user.clear(box);
    await user.type(box, 'welcome300');
    expect(box).toHaveValue('WELCOME300');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(opened).toEqual([{ state: 'signup', params: { coupon: 'WELCOME300' } }]);
  });

  it('says what to do when there are no promotions, and where to get help', async () => {
    const user = userEvent.setup();
    installFakeProvider().on(couponEndpoints.publicCoupons, () => []);
    const { bus } = renderWithShell(<PromotionsPage />);
    const chats = recorded(bus, 'chat.open');
    expect(await screen.findByText('There are no promotions for you right now.')).toBeInTheDocument();
    expect(screen.getByText('If you have your own coupon code, enter it in the box at the bottom of this page.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'live chat' }));
    expect(chats).toHaveLength(1);
  });

  it('shows the terms a player needs before redeeming', async () => {
    const user = userEvent.setup();
    installFakeProvider().on(couponEndpoints.publicCoupons, () => [samplePublicCoupon(boost({ minimum_deposit: [5, 5], max_uses_player_per_day: 500 }))]);
    renderWithShell(<PromotionsPage />);
    const card = within(await cardTitled('500% Boost'));
    await user.click(card.getByRole('button', { name: 'Show terms' }));
    const terms = Object.fromEntries(card.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(terms).toMatchObject({
      Bonus: '500%', 'Minimum deposit': '$10', 'Maximum deposit': '$1,000', 'Deposit methods': 'Credit Card, Bitcoin',
      Playthrough: '25x', 'Max cashout': '$1,500', 'Max bet': '$5', 'Daily limit': 'all day', Uses: '1 a week', Expires: 'Never',
    });
  });

  it('a promo command opens its card after the scroll delay; an unknown code says so', async () => {
    jest.useFakeTimers();
    try {
      installFakeProvider().on(couponEndpoints.publicCoupons, () => [samplePublicCoupon(welcome()), samplePublicCoupon(boost())]);
      const { bus } = renderWithShell(<PromotionsPage />);
      act(() => bus.emit('promotion.focus', { couponCode: 'boost500' }));
      const card = await cardTitled('500% Boost');
      await waitFor(() => expect(within(card).getByRole('button', { name: 'Hide terms' })).toBeInTheDocument());
      expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(PROMO_SCROLL_DELAY_MS));
      expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      act(() => bus.emit('promotion.focus', { couponCode: 'nope' }));
      expect(await screen.findByText('The promotion NOPE is not available.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('PromotionsPage for a player', () => {
  it("shows the provider's max bet for the player, not a figure of its own (the provider enforces it)", async () => {
    const user = userEvent.setup();
    installFakeProvider().on(couponEndpoints.couponDetails, () => sampleDetails([welcome({ max_bet: 7 })], { balance: 50 }));
    renderWithShell(<PromotionsPage />, { bus: asPlayer() });
    const card = within(await cardTitled(welcome().coupon_title));
    await user.click(card.getByRole('button', { name: 'Show terms' }));
    const terms = Object.fromEntries(card.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(terms['Max bet']).toBe('$7');
  });

  it('hides coupons by the visibility rules and shows the requested coupon with CANCEL and deposit', async () => {
    const user = userEvent.setup();
    installFakeProvider().on(couponEndpoints.couponDetails, () => sampleDetails(
      [welcome({ player_coupon_status: 'requested', playthrough_details: { amount_played: 0, amount_needed: 0, awaiting_deposit: true } }), boost(), freeChip()],
      { balance: 5 },
    ));
    const bus = asPlayer();
    renderWithShell(<PromotionsPage />, { bus });
    const cashier = recorded(bus, 'cashier.open');
    const yours = within(await screen.findByRole('region', { name: 'Your coupon' }));
    expect(yours.getByText('Deposit Now to Receive your Bonus!')).toBeInTheDocument();
    expect(yours.getByText('Playthrough: awaiting your deposit')).toBeInTheDocument();
    const offers = within(screen.getByRole('region', { name: 'Promotions' }));
    expect(offers.getAllByRole('article').map((card) => card.getAttribute('data-coupon'))).toEqual(['BOOST500']);
    await user.click(yours.getByRole('button', { name: 'DEPOSIT' }));
    expect(cashier).toEqual([{}]);
  });

  it('redeems a deposit coupon: the overlay runs, then the card is requested and the coupon and balance are refreshed', async () => {
    const user = userEvent.setup();
    let redeemed = false;
    const provider = installFakeProvider()
      .on(couponEndpoints.couponDetails, () => sampleDetails([welcome(redeemed ? { player_coupon_status: 'requested' } : {}), boost()]))
      .on(couponEndpoints.redeemCoupon, () => {
        redeemed = true;
        return playerCoupon(welcome({ player_coupon_status: 'requested' }), { message: 'Deposit Now to Receive your Bonus!' });
      });
    const bus = asPlayer();
    const changes = recorded(bus, 'coupon.changed');
    const refreshes = recorded(bus, 'balance.refresh');
    renderWithShell(<PromotionsPage />, { bus });
    await user.click(within(await cardTitled('300% Welcome Bonus')).getByRole('button', { name: 'REDEEM' }));
    expect(provider.requests(couponEndpoints.redeemCoupon)[0]?.query).toMatchObject({ couponCode: 'WELCOME300', login: 'jdoe' });
    expect(changes).toEqual([{ activeCouponCode: 'WELCOME300', awaitingDeposit: true }]);
    expect(refreshes).toHaveLength(1);
    const yours = within(await screen.findByRole('region', { name: 'Your coupon' }));
    expect(yours.getByRole('button', { name: 'CANCEL' })).toBeInTheDocument();
  });

  it('cancels a coupon awaiting a deposit before redeeming another', async () => {
    const user = userEvent.setup();
    const provider = installFakeProvider()
      .on(couponEndpoints.couponDetails, () => sampleDetails([welcome({ player_coupon_status: 'requested' }), boost()]))
      .on(couponEndpoints.cancelActiveCoupon, () => ({ message: 'Your coupon has been cancelled.', coupon_code: 'WELCOME300', forfeited: 0, balance: 0, isActive: false as const, player_coupon_status: 'No Coupon' as const }))
      .on(couponEndpoints.redeemCoupon, () => playerCoupon(boost({ player_coupon_status: 'requested' })));
    renderWithShell(<PromotionsPage />, { bus: asPlayer() });
    await user.click(within(await cardTitled('500% Boost')).getByRole('button', { name: 'REDEEM' }));
    await waitFor(() => expect(provider.requests(couponEndpoints.redeemCoupon)).toHaveLength(1));
    expect(provider.requests(couponEndpoints.cancelActiveCoupon)).toHaveLength(1);
  });

  it('a failed redeem shows the SPEC text on the card, which clears after 2 s', async () => {
    installFakeProvider()
      .on(couponEndpoints.couponDetails, () => sampleDetails([boost()]))
      .on(couponEndpoints.redeemCoupon, () => fail(409, 'You already have an active coupon.'));
    const user = userEvent.setup();
    renderWithShell(<PromotionsPage />, { bus: asPlayer() });
    await user.click(within(await cardTitled('500% Boost')).getByRole('button', { name: 'REDEEM' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ERROR_TEXTS.redeem);
    expect(alert).toHaveTextContent('You already have an active coupon.');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('cancel asks through the couponCancel dialogue, and a failure says it could not cancel', async () => {
    const user = userEvent.setup();
    installFakeProvider()
      .on(couponEndpoints.couponDetails, () => sampleDetails([welcome({ player_coupon_status: 'requested' })]))
      .on(couponEndpoints.cancelActiveCoupon, () => fail(404, 'Unable to cancel coupon: there is no active coupon.'));
    renderWithShell(<PromotionsPage />, { bus: asPlayer() });
    await user.click(within(await cardTitled('300% Welcome Bonus')).getByRole('button', { name: 'CANCEL' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel coupon?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.cancel);
  });

  it('a redeemed free-spin coupon asks for a game, saves it and launches it', async () => {
    const user = userEvent.setup();
    const spins = freeSpins({ player_coupon_status: 'redeemed', spins_remaining: 50 });
    const provider = installFakeProvider()
      .on(couponEndpoints.couponDetails, () => sampleDetails([spins], { balance: 0 }))
      .on(couponEndpoints.chooseFreeSpinGame, () => playerCoupon({
        ...spins,
        free_spin_details: { game_id: 1, mach_id: 1302, game_code: 'megasaur', game_description: 'Megasaur', denomination: 0.2, free_spin_winnings: 0 },
      }));
    const bus = asPlayer();
    const launches = recorded(bus, 'game.launch');
    renderWithShell(<PromotionsPage />, { bus });
    const card = within(await cardTitled('50 Free Spins'));
    await user.click(card.getByRole('button', { name: 'PLAY NOW' }));
    expect(card.getByRole('alert')).toHaveTextContent('Choose a game first.');
    await user.click(card.getByRole('radio', { name: 'Megasaur (50 spins)' }));
    await user.click(card.getByRole('button', { name: 'PLAY NOW' }));
    await waitFor(() => expect(launches).toEqual([{ gameId: 1, machineId: 1302 }]));
    expect(provider.requests(couponEndpoints.chooseFreeSpinGame)[0]?.query).toEqual({ gameCode: 'megasaur' });
  });

  it('a failed free-spin choice says so with the spins wording', async () => {
    const user = userEvent.setup();
    installFakeProvider()
      .on(couponEndpoints.couponDetails, () => sampleDetails([freeSpins({ player_coupon_status: 'redeemed' })]))
      .on(couponEndpoints.chooseFreeSpinGame, () => fail(409, 'The game cannot be changed once spins are used.'));
    renderWithShell(<PromotionsPage />, { bus: asPlayer() });
    const card = within(await cardTitled('50 Free Spins'));
    await user.click(card.getByRole('radio', { name: 'Cash Bandits (50 spins)' }));
    await user.click(card.getByRole('button', { name: 'PLAY NOW' }));
    expect(await card.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.spins);
  });

  it('claims cashback from its card and shows how much', async () => {
    const user = userEvent.setup();
    installFakeProvider()
      .on(couponEndpoints.couponDetails, () => sampleDetails([cashback()], { balance: 40 }))
      .on(couponEndpoints.claimCashback, () => ({ message: '$12.50 cashback has been added to your balance.', coupon_code: 'CASHBACK', cashback: 12.5, net_losses: 50, balance: 52.5 }));
    renderWithShell(<PromotionsPage />, { bus: asPlayer() });
    await user.click(within(await cardTitled('25% Cashback')).getByRole('button', { name: 'REDEEM' }));
    expect(await screen.findByText('$12.50 cashback has been added to your balance.')).toBeInTheDocument();
  });

  it('a failed cashback claim uses the cashback wording', async () => {
    const user = userEvent.setup();
    installFakeProvider()
      .on(couponEndpoints.couponDetails, () => sampleDetails([cashback()]))
      .on(couponEndpoints.claimCashback, () => fail(400, 'There is no cashback to claim: no net losses since your last claim.'));
    renderWithShell(<PromotionsPage />, { bus: asPlayer() });
    await user.click(within(await cardTitled('25% Cashback')).getByRole('button', { name: 'REDEEM' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.cashback);
  });

  it('ICM codes open the chat about cashback, CASHIER_OPEN opens the cashier', async () => {
    const user = userEvent.setup();
    installFakeProvider().on(couponEndpoints.couponDetails, () => sampleDetails([]));
    const bus = asPlayer();
    const chats = recorded(bus, 'chat.open');
    const cashier = recorded(bus, 'cashier.open');
    renderWithShell(<PromotionsPage />, { bus });
    const box = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(box, 'icm42{Enter}');
    await waitFor(() => expect(chats).toEqual([{ message: 'Hi, I would like to claim my cashback with the code ICM42.' }]));
    await user.type(box, 'cashier_open{Enter}');
    await waitFor(() => expect(cashier).toEqual([{}]));
  });

  it('an invalid code stays in the field, suggests the best default-method coupon and offers live chat', async () => {
    const user = userEvent.setup();
    installFakeProvider()
      .on(couponEndpoints.couponDetails, () => sampleDetails([welcome(), boost(), cashback()]))
      .on(couponEndpoints.redeemCoupon, () => fail(404, 'Invalid Coupon'));
    const bus = asPlayer();
    const chats = recorded(bus, 'chat.open');
    renderWithShell(<PromotionsPage />, { bus });
    const box = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(box, 'bogus1{Enter}');
    const answer = within(await screen.findByRole('alert', { name: 'Coupon code not valid' }));
    expect(box).toHaveValue('BOGUS1');
    expect(answer.getByText('BOGUS1 is not a valid coupon code.')).toBeInTheDocument();
    expect(within(answer.getByRole('article', { name: '500% Boost' })).getByRole('button', { name: 'REDEEM' })).toBeInTheDocument();
    await user.click(answer.getByRole('button', { name: 'live chat' }));
    expect(chats).toHaveLength(1);
  });

  it('an invalid code answered before the offers arrive gets the best offer when they do', async () => {
    const user = userEvent.setup();
    let listArrives = () => {};
    const list = new Promise<void>((resolve) => { listArrives = resolve; });
    installFakeProvider()
      .on(couponEndpoints.couponDetails, async () => {
        await list;
        return sampleDetails([welcome(), boost(), cashback()]);
      })
      .on(couponEndpoints.redeemCoupon, () => fail(404, 'Invalid Coupon'));
    renderWithShell(<PromotionsPage />, { bus: asPlayer() });
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'bogus1{Enter}');
    const answer = within(await screen.findByRole('alert', { name: 'Coupon code not valid' }));
    expect(answer.getByText('BOGUS1 is not a valid coupon code.')).toBeInTheDocument();
    expect(answer.queryByRole('article')).not.toBeInTheDocument();
    listArrives();
    expect(within(await answer.findByRole('article', { name: '500% Boost' })).getByRole('button', { name: 'REDEEM' })).toBeInTheDocument();
  });

  it('shows playthrough progress of a coupon in play and hides the other offers', async () => {
    installFakeProvider().on(couponEndpoints.couponDetails, () => sampleDetails(
      [welcome({ player_coupon_status: 'redeemed', playthrough_details: { amount_played: 150, amount_needed: 600, awaiting_deposit: false } }), boost()],
      { balance: 80 },
    ));
    renderWithShell(<PromotionsPage />, { bus: asPlayer() });
    const yours = within(await screen.findByRole('region', { name: 'Your coupon' }));
    expect(yours.getByText('Playthrough: $150 of $600')).toBeInTheDocument();
    expect(yours.getByRole('progressbar', { name: 'Playthrough' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Your coupon is in play: new offers appear when it is finished.')).toBeInTheDocument();
  });

  it('removes the coupon in play when the balance falls below 1 USD', async () => {
    installFakeProvider().on(couponEndpoints.couponDetails, () => sampleDetails(
      [welcome({ player_coupon_status: 'redeemed' })], { balance: 0.5 },
    ));
    renderWithShell(<PromotionsPage />, { bus: asPlayer() });
    expect(await screen.findByRole('region', { name: 'Promotions' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading promotions' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Your coupon' })).not.toBeInTheDocument();
  });

  it('reloads the coupons when another remote says the coupon changed', async () => {
    let calls = 0;
    installFakeProvider().on(couponEndpoints.couponDetails, () => { calls += 1; return sampleDetails([boost()]); });
    const bus = asPlayer();
    renderWithShell(<PromotionsPage />, { bus });
    await cardTitled('500% Boost');
    const before = calls;
    act(() => bus.emit('coupon.changed', { activeCouponCode: null, awaitingDeposit: false }));
    await waitFor(() => expect(calls).toBe(before + 1));
  });
});
