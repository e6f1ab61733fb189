import { formatDollars } from 'shared-api';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { opensOverlay } from 'shared-events/command-controls';
import { ArtPicture, Button, Dialog, LinkButton, onPhone, phoneMedia, useNearViewport, type ArtLoad } from 'shared-ui';
import { CARD_ERROR_MS, DEPOSIT_NOW } from '../redeem/error-texts';
import { RedeemError } from '../redeem/redeem-code';
import { cardStateOf, needsGameChoice, type CardCoupon } from './coupon-rules';
import { CouponTerms } from './coupon-terms';
import { PlaythroughProgress } from './playthrough-progress';

const Card = styled.article<{ $highlight: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  scroll-margin-top: ${({ theme }) => theme.space(20)};
  /* Focused only by a promo link, to bring a screen reader to the card; the border already marks it. */
  &:focus { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
  & h3 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1.2rem; }
  & p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
  ${onPhone} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space(4)};
  }
`;

/** The card's image: the first column (160 px) beside the text, or the whole card's width on a phone. */
const CARD_IMAGE_SIZES = `${phoneMedia} 100vw, 160px`;

/**
 * The banner's box, shaped before its picture is there (4:3; 16:7 on a phone, where the banner is
 * cut to the card), so nothing moves when the picture comes near the screen and is added.
 */
const ImageBox = styled.span`
  display: block;
  align-self: start;
  width: 100%;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  ${onPhone} { aspect-ratio: 16 / 7; }
  & img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const TermsToggle = styled(LinkButton)`
  margin-bottom: ${({ theme }) => theme.space(2)};
  min-height: 32px;
`;

const DepositNote = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;

const Overlay = styled.div<{ $tone: 'working' | 'success' | 'error' }>`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: rgba(13, 11, 30, 0.94);
  color: ${({ theme, $tone }) => ($tone === 'error' ? '#ff8f99' : $tone === 'success' ? theme.colors.success : theme.colors.text)};
  font-weight: 700;
  & small { color: ${({ theme }) => theme.colors.text}; font-weight: 400; }
`;

const Games = styled.fieldset`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  & legend { padding: 0 ${({ theme }) => theme.space(1)}; font-weight: 700; }
  & label { display: flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; min-height: 36px; }
  & input { width: 20px; height: 20px; }
`;

type OverlayState = { tone: 'working'; label: string } | { tone: 'success'; message: string } | { tone: 'error'; text: string; reason?: string };

export interface PromotionCardProps {
  coupon: CardCoupon;
  /** False for a visitor: the button is SIGN UP NOW. */
  loggedIn: boolean;
  /** Whether the terms are shown (a `promo` link opens its card). */
  open: boolean;
  onToggle: () => void;
  highlight?: boolean;
  onRedeem: () => Promise<string | null>;
  onSignUp: () => void;
  onCancel: () => Promise<string | null>;
  onDeposit: () => void;
  onPlay: (gameCode?: string) => Promise<string | null>;
  headingLevel?: 'h2' | 'h3';
  /** When the banner loads: the page's first card leads, the rest of the first screen is eager (see {@link ArtLoad}). */
  imageLoad?: ArtLoad;
}

/** SPEC §4 Promotion card: available, requested or redeemed, with an overlay while a call runs. */
export const PromotionCard = forwardRef<HTMLElement, PromotionCardProps>(function PromotionCard(
  { coupon, loggedIn, open, onToggle, highlight = false, onRedeem, onSignUp, onCancel, onDeposit, onPlay, headingLevel = 'h3', imageLoad = 'near' },
  ref,
) {
  const titleId = useId();
  const termsId = useId();
  const state = cardStateOf(coupon);
  const [overlay, setOverlay] = useState<OverlayState | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [game, setGame] = useState<string | null>(null);
  const [gameHint, setGameHint] = useState(false);
  // A card below the first screen adds its banner once it comes near (the first screen's at once).
  const banner = useNearViewport<HTMLSpanElement>(imageLoad !== 'near');
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  // SPEC §4: the card's error clears after 2 s; a success clears too, after the data reloads.
  useEffect(() => {
    if (!overlay || overlay.tone === 'working') return undefined;
    const timer = setTimeout(() => setOverlay(null), CARD_ERROR_MS);
    return () => clearTimeout(timer);
  }, [overlay]);

  const run = async (label: string, action: () => Promise<string | null>) => {
    setOverlay({ tone: 'working', label });
    try {
      const message = await action();
      if (mounted.current) setOverlay(message ? { tone: 'success', message } : null);
    } catch (error) {
      if (!mounted.current) return;
      setOverlay(error instanceof RedeemError ? { tone: 'error', text: error.text, reason: error.reason } : { tone: 'error', text: String(error) });
    }
  };

  const choosing = state === 'redeemed' && needsGameChoice(coupon);
  const play = () => {
    if (choosing && !game) {
      setGameHint(true);
      return;
    }
    void run('Starting your game', () => onPlay(game ?? undefined));
  };
  const Heading = headingLevel;

  return (
    <Card ref={ref} tabIndex={-1} aria-labelledby={titleId} $highlight={highlight} data-coupon={coupon.coupon_code}>
      <ImageBox ref={banner.ref}>
        {banner.near && <ArtPicture set={coupon.image_set} src={coupon.image_url} sizes={CARD_IMAGE_SIZES} alt="" load={imageLoad} />}
      </ImageBox>
      <div>
        <Heading id={titleId}>{coupon.coupon_title}</Heading>
        <p>{coupon.coupon_description}</p>
        {state === 'requested' && <DepositNote>{DEPOSIT_NOW}</DepositNote>}
        {state !== 'available' && 'playthrough_details' in coupon && coupon.playthrough_details && (
          <PlaythroughProgress details={coupon.playthrough_details} />
        )}
        {state === 'redeemed' && coupon.free_spin_details && coupon.free_spin_details.game_code && (
          <p>
            {coupon.spins_remaining ?? 0} free spins left on {coupon.free_spin_details.game_description}
            {coupon.free_spin_details.free_spin_winnings > 0 ? ` · won ${formatDollars(coupon.free_spin_details.free_spin_winnings)}` : ''}
          </p>
        )}
        <TermsToggle type="button" aria-expanded={open} aria-controls={termsId} onClick={onToggle}>
          {open ? 'Hide terms' : 'Show terms'}
        </TermsToggle>
        <div id={termsId} hidden={!open}>
          {open && <CouponTerms coupon={coupon} />}
        </div>
        {choosing && (
          <Games>
            <legend>Choose the game for your free spins</legend>
            {coupon.free_spin_details_list.map((option) => (
              <label key={option.game_code}>
                <input
                  type="radio"
                  name={`${titleId}-game`}
                  value={option.game_code}
                  checked={game === option.game_code}
                  onChange={() => { setGame(option.game_code); setGameHint(false); }}
                />
                {option.game_description} ({option.spins_needed} spins)
              </label>
            ))}
            {gameHint && <p role="alert">Choose a game first.</p>}
          </Games>
        )}
        <Actions>
          {state === 'available' && !loggedIn && <Button type="button" {...opensOverlay('onboarding.open', 'signup')} onClick={onSignUp}>SIGN UP NOW</Button>}
          {state === 'available' && loggedIn && (
            <Button type="button" onClick={() => void run('Redeeming your coupon', onRedeem)}>REDEEM</Button>
          )}
          {state === 'requested' && (
            <>
              <Button type="button" onClick={onDeposit}>DEPOSIT</Button>
              <Button type="button" $variant="ghost" onClick={() => setConfirmCancel(true)}>CANCEL</Button>
            </>
          )}
          {state === 'redeemed' && (
            <>
              <Button type="button" onClick={play}>PLAY NOW</Button>
              <Button type="button" $variant="ghost" onClick={() => setConfirmCancel(true)}>CANCEL</Button>
            </>
          )}
        </Actions>
      </div>
      {overlay && (
        <Overlay $tone={overlay.tone} role={overlay.tone === 'error' ? 'alert' : 'status'} aria-live={overlay.tone === 'error' ? 'assertive' : 'polite'}>
          {overlay.tone === 'working' && <span>{overlay.label}…</span>}
          {overlay.tone === 'success' && <span>{overlay.message}</span>}
          {overlay.tone === 'error' && (
            <>
              <span>{overlay.text}</span>
              {overlay.reason && <small>{overlay.reason}</small>}
            </>
          )}
        </Overlay>
      )}
      {confirmCancel && (
        <Dialog
          title="Cancel coupon?"
          onClose={() => setConfirmCancel(false)}
          actions={[
            { label: 'Keep coupon', variant: 'ghost', onSelect: () => setConfirmCancel(false) },
            {
              label: 'Yes, cancel',
              onSelect: () => {
                setConfirmCancel(false);
                void run('Cancelling your coupon', onCancel);
              },
            },
          ]}
        >
          <p>
            {state === 'redeemed'
              ? `Cancel ${coupon.coupon_title}? The bonus still on your balance is forfeited.`
              : `Cancel ${coupon.coupon_title}? You can redeem another coupon afterwards.`}
          </p>
        </Dialog>
      )}
    </Card>
  );
});
