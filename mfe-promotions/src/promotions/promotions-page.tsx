import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { couponsClient, toProviderError } from 'shared-api';
import { belowTablet, LinkButton, onPhone, PageFrame, useBusEvent, useEventBus, usePlayer, type ArtLoad } from 'shared-ui';
import { keepCouponCode } from '../redeem/coupon-cookie';
import { ERROR_TEXTS } from '../redeem/error-texts';
import { announceCouponChange, redeemCode, RedeemError } from '../redeem/redeem-code';
import { CouponBox, type CouponBoxResult } from './coupon-box';
import { cardStateOf, isCouponVisible, needsGameChoice, showsActiveCoupon, suggestedCoupon, type CardCoupon } from './coupon-rules';
import { PromotionCard } from './promotion-card';
import { usePromotions } from './use-promotions';

/** Cards on a phone's first screen: their images load at once, the rest when scrolled near. */
const FIRST_SCREEN_CARDS = 2;

/** SPEC §9: the smooth scroll to a `promo` card starts after this delay. */
export const PROMO_SCROLL_DELAY_MS = 350;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space(6)};
  ${belowTablet} { grid-template-columns: minmax(0, 1fr); }
`;

const Panel = styled.aside`
  align-self: start;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  & h2 { margin-top: 0; font-size: 1.15rem; }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  & > h2 { margin: 0; font-size: 1.3rem; }
`;

const shimmer = keyframes`from { opacity: 0.45; } to { opacity: 0.9; }`;
const Skeleton = styled.div`
  height: 170px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  ${onPhone} { height: 280px; }
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  & p { margin: 0 0 ${({ theme }) => theme.space(2)}; }
  & p:last-child { margin-bottom: 0; }
`;


type BoxAnswer =
  | { kind: 'invalid'; code: string }
  | { kind: 'error'; text: string; reason: string }
  | { kind: 'done'; message: string };

/** The promotions page (/lobby/promotions/): the player's coupon, promotion cards, the coupon box and the help panel. */
export function PromotionsPage() {
  const player = usePlayer();
  const bus = useEventBus();
  const navigate = useNavigate();
  const { data } = usePromotions(player);
  const [openCodes, setOpenCodes] = useState<ReadonlySet<string>>(new Set());
  const [focusCode, setFocusCode] = useState<string | null>(null);
  const [focusMessage, setFocusMessage] = useState<string | null>(null);
  const [boxAnswer, setBoxAnswer] = useState<BoxAnswer | null>(null);
  const cardRefs = useRef(new Map<string, HTMLElement>());

  useBusEvent('promotion.focus', ({ couponCode }) => {
    setFocusMessage(null);
    setFocusCode(couponCode.trim().toUpperCase());
  });

  const ready = data.status === 'ready' ? data : null;
  const activeCoupon = ready?.coupons.find((coupon) => cardStateOf(coupon) !== 'available') ?? null;
  const showActive = activeCoupon !== null && showsActiveCoupon(activeCoupon, ready?.balance);
  const context = {
    loggedIn: player !== null,
    balance: ready?.balance ?? 0,
    activeCouponCode: ready?.activeCouponCode ?? null,
    activeAwaitingDeposit: ready?.activeAwaitingDeposit ?? false,
  };
  const offers = ready ? ready.coupons.filter((coupon) => isCouponVisible(coupon, context)) : [];
  // From the offers as they are now: a code answered before the list arrived gets its best offer when it does.
  const suggestion = suggestedCoupon(offers);
  const shown = [...(showActive && activeCoupon ? [activeCoupon] : []), ...offers];

  // SPEC §2 promo: open the matching card, then scroll to it smoothly after 350 ms.
  const shownCodes = shown.map((coupon) => coupon.coupon_code.toUpperCase()).join(',');
  useEffect(() => {
    if (!focusCode || !ready) return undefined;
    if (!shownCodes.split(',').includes(focusCode)) {
      setFocusMessage(`The promotion ${focusCode} is not available.`);
      setFocusCode(null);
      return undefined;
    }
    setOpenCodes((codes) => new Set([...codes, focusCode]));
    const timer = setTimeout(() => {
      const card = cardRefs.current.get(focusCode);
      card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      card?.focus({ preventScroll: true });
      setFocusCode(null);
    }, PROMO_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [focusCode, ready, shownCodes]);

  const signUpWith = (code: string) => {
    keepCouponCode(code);
    bus.emit('onboarding.open', { state: 'signup', params: { coupon: code } });
  };

  const redeem = async (code: string, coupon?: CardCoupon): Promise<string | null> => {
    if (!player) {
      signUpWith(code);
      return null;
    }
    const outcome = await redeemCode({
      player, code, coupon, bus,
      awaitingDepositCode: ready?.activeAwaitingDeposit ? ready.activeCouponCode : null,
    });
    if (outcome.kind === 'cashback') return outcome.message;
    if (outcome.kind !== 'coupon') return null;
    const redeemed = outcome.coupon;
    // SPEC §3: redeem_type 3 is credited at once and goes straight to the lobby, unless its spins need a game first.
    if (redeemed.redeem_type === 3 && !needsGameChoice(redeemed)) {
      navigate('/lobby/games/');
      return null;
    }
    return redeemed.message ?? 'Your coupon is redeemed.';
  };

  const cancel = async (): Promise<string | null> => {
    if (!player) return null;
    try {
      const answer = await couponsClient.cancelActiveCoupon(player.playerId);
      announceCouponChange(bus, null);
      return answer.message;
    } catch (error) {
      const failure = toProviderError(error);
      throw new RedeemError(ERROR_TEXTS.cancel, failure.message, failure.status);
    }
  };

  const play = async (coupon: CardCoupon, gameCode?: string): Promise<string | null> => {
    if (!player) return null;
    let details = coupon.free_spin_details ?? null;
    if (gameCode) {
      try {
        const chosen = await couponsClient.chooseFreeSpinGame(player.playerId, gameCode);
        details = chosen.free_spin_details;
        announceCouponChange(bus, chosen);
      } catch (error) {
        const failure = toProviderError(error);
        throw new RedeemError(ERROR_TEXTS.spins, failure.message, failure.status);
      }
    }
    if (details?.game_id != null && details.mach_id != null) {
      bus.emit('game.launch', { gameId: details.game_id, machineId: details.mach_id });
      return null;
    }
    navigate('/lobby/games/');
    return null;
  };

  const redeemFromBox = async (code: string): Promise<CouponBoxResult> => {
    setBoxAnswer(null);
    const coupon = ready?.coupons.find((candidate) => candidate.coupon_code.toUpperCase() === code);
    try {
      const message = await redeem(code, coupon);
      if (message) setBoxAnswer({ kind: 'done', message });
      return 'done';
    } catch (error) {
      if (error instanceof RedeemError && error.status === 404) {
        setBoxAnswer({ kind: 'invalid', code });
      } else if (error instanceof RedeemError) {
        setBoxAnswer({ kind: 'error', text: error.text, reason: error.reason });
      }
      return 'keep';
    }
  };

  const openChat = () => bus.emit('chat.open', {});

  const card = (coupon: CardCoupon, headingLevel: 'h2' | 'h3' = 'h3', keyPrefix = '', imageLoad: ArtLoad = 'near') => {
    const code = coupon.coupon_code.toUpperCase();
    return (
      <PromotionCard
        key={`${keyPrefix}${code}`}
        ref={(element) => {
          if (keyPrefix) return;
          if (element) cardRefs.current.set(code, element);
          else cardRefs.current.delete(code);
        }}
        coupon={coupon}
        imageLoad={imageLoad}
        loggedIn={player !== null}
        headingLevel={headingLevel}
        open={openCodes.has(code)}
        highlight={openCodes.has(code) && focusMessage === null && keyPrefix === ''}
        onToggle={() => setOpenCodes((codes) => {
          const next = new Set(codes);
          if (next.has(code)) next.delete(code);
          else next.add(code);
          return next;
        })}
        onRedeem={() => redeem(coupon.coupon_code, coupon)}
        onSignUp={() => signUpWith(coupon.coupon_code)}
        onCancel={cancel}
        onDeposit={() => bus.emit('cashier.open', {})}
        onPlay={(gameCode) => play(coupon, gameCode)}
      />
    );
  };

  let list: ReactNode;
  if (data.status === 'loading') {
    list = (
      <div role="status" aria-label="Loading promotions">
        <Skeleton aria-hidden="true" />
        <Skeleton aria-hidden="true" style={{ marginTop: 16 }} />
      </div>
    );
  } else if (data.status === 'error') {
    list = <Notice role="alert"><p>The promotions could not be loaded. {data.message}</p><p>Please reload the page or try again in a moment.</p></Notice>;
  } else if (offers.length === 0) {
    list = (
      <Notice>
        <p>{showActive ? 'Your coupon is in play: new offers appear when it is finished.' : 'There are no promotions for you right now.'}</p>
        <p>If you have a coupon code, enter it in the box below, or ask our hosts in <LinkButton type="button" onClick={openChat}>live chat</LinkButton>.</p>
      </Notice>
    );
  } else {
    // The page's first card leads (an active coupon's, when it shows above the offers).
    const firstOffer = showActive && activeCoupon ? 'eager' : 'lead';
    list = offers.map((coupon, index) => card(coupon, 'h3', '', index === 0 ? firstOffer : index < FIRST_SCREEN_CARDS ? 'eager' : 'near'));
  }

  return (
    <PageFrame heading="Coupons">
      <Layout>
        <div>
          {focusMessage && <Notice role="status"><p>{focusMessage}</p></Notice>}
          {showActive && activeCoupon && (
            <Section aria-labelledby="active-coupon-heading">
              <h2 id="active-coupon-heading">Your coupon</h2>
              {card(activeCoupon, 'h3', '', 'lead')}
            </Section>
          )}
          <Section aria-labelledby="promotions-heading" aria-busy={data.status === 'loading'}>
            <h2 id="promotions-heading">Promotions</h2>
            {list}
          </Section>
          <Section aria-labelledby="coupon-box-heading">
            <h2 id="coupon-box-heading">Have a coupon code?</h2>
            <CouponBox onRedeem={redeemFromBox} />
            <div aria-live="polite">
              {boxAnswer?.kind === 'done' && <Notice role="status"><p>{boxAnswer.message}</p></Notice>}
              {boxAnswer?.kind === 'error' && (
                <Notice role="alert"><p>{boxAnswer.text}</p><p>{boxAnswer.reason}</p></Notice>
              )}
              {boxAnswer?.kind === 'invalid' && (
                <Notice role="alert" aria-label="Coupon code not valid">
                  <p>{boxAnswer.code} is not a valid coupon code.</p>
                  {suggestion && <p>Try our best offer instead:</p>}
                  {suggestion && card(suggestion, 'h3', 'suggested-')}
                  <p>
                    Need help with your code? Ask our hosts in <LinkButton type="button" onClick={openChat}>live chat</LinkButton>.
                  </p>
                </Notice>
              )}
            </div>
          </Section>
        </div>
        <Panel aria-labelledby="coupon-help-heading">
          <h2 id="coupon-help-heading">Need help?</h2>
          <p>If you have your own coupon code, enter it in the box at the bottom of this page.</p>
          <p>
            If you have trouble redeeming a coupon, contact our hosts through{' '}
            <a href="#chat" onClick={(event) => { event.preventDefault(); openChat(); }}>
              live chat
            </a>{' '}
            or by email.
          </p>
        </Panel>
      </Layout>
    </PageFrame>
  );
}
