import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { couponsClient, getRuntimeConfig, toProviderError } from 'shared-api';
import type { DailyRewardState } from 'shared-contract';
import { ArtPicture, Button, Modal, phoneMedia, useBusEvent, useEventBus, usePlayer } from 'shared-ui';
import { playerDetailsQuery, useServerQuery } from 'shared-server-state';
import { announceCouponChange } from '../redeem/redeem-code';
import { connectRewardsSocket, type RewardsSocketOptions } from './rewards-socket';
import { dismissedToday, openedForQuickLink, storeDismissed } from './rewards-store';

/** SPEC §9: how long a daily reward redeem error shows. */
export const REWARD_ERROR_MS = 1500;

const Image = styled(ArtPicture)`
  display: block;
  width: 100%;
  height: auto;
  max-height: 180px;
  object-fit: cover;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const ErrorText = styled.p`
  color: #ff8f99;
  font-weight: 700;
`;

// A dialogue in a hidden element is not open: the page's early sign-up view waits hidden on a visitor's page (decision 059).
const anotherDialogOpen = () => [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].some((dialog) => !dialog.closest('[hidden]'));

/** Whether some other modal (signup, cashier, a game dialogue) is open: the popup waits for it to close rather than stack on it. */
function useAnotherDialogOpen(): boolean {
  const [open, setOpen] = useState(anotherDialogOpen);
  useEffect(() => {
    const observer = new MutationObserver(() => setOpen(anotherDialogOpen()));
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal', 'hidden'] });
    return () => observer.disconnect();
  }, []);
  return open;
}

export interface DailyRewardPopupProps {
  /** Tests give a fake socket; the browser's WebSocket otherwise. */
  createSocket?: RewardsSocketOptions['createSocket'];
}

/**
 * SPEC §4 Daily login reward: after login the rewards socket tells whether today's reward is
 * waiting; the popup offers it unless a game is showing, it is redeemed, expired or dismissed
 * today, or the page was opened for a quick link.
 */
export function DailyRewardPopup({ createSocket }: DailyRewardPopupProps) {
  const player = usePlayer();
  const bus = useEventBus();
  const [reward, setReward] = useState<DailyRewardState | null>(null);
  const [gameVisible, setGameVisible] = useState(false);
  const [closed, setClosed] = useState(false);
  const [inPlay, setInPlay] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const quickLink = useRef(openedForQuickLink());
  const otherDialog = useAnotherDialogOpen();
  // Once shown, its own dialog must not count as another one.
  const [presented, setPresented] = useState(false);

  const pid = player?.playerId;
  const sessionKey = player?.sessionKey;
  const login = player?.login;
  // The class the reward is chosen by is the provider's now, not the one at login.
  const details = useServerQuery({ ...playerDetailsQuery(player ?? { playerId: 0, sessionKey: '' }), enabled: player !== null });
  const classKnown = details.isFetched;
  const playerClass = details.data?.player_class;
  useEffect(() => {
    if (pid === undefined || !sessionKey || !classKnown) return undefined;
    setReward(null);
    return connectRewardsSocket({
      // The session header goes with the ticket request; the socket URL carries only the ticket.
      requestTicket: () => couponsClient.rewardsSocketTicket(pid).then((answer) => answer.ticket),
      socketUrl: couponsClient.rewardsSocketUrl,
      message: { action: 'checklogin', casinoid: getRuntimeConfig().casinoId, login, player_id: pid, ...(playerClass ? { class_name: playerClass } : {}) },
      onReward: setReward,
      createSocket,
    });
  }, [pid, sessionKey, login, playerClass, classKnown, createSocket]);

  // Save for later is offered while a coupon is in play: the provider refuses the reward then.
  const checkInPlay = () => {
    if (pid === undefined) return;
    couponsClient.activeCoupon(pid).then(
      (active) => setInPlay(active.isActive && active.player_coupon_status === 'redeemed'),
      () => setInPlay(false),
    );
  };
  const waiting = reward !== null && reward.redeemed === 0;
  useEffect(() => { if (waiting) checkInPlay(); }, [waiting, pid]); // eslint-disable-line react-hooks/exhaustive-deps
  useBusEvent('coupon.changed', ({ activeCouponCode, awaitingDeposit }) => setInPlay(activeCouponCode !== null && !awaitingDeposit));
  useBusEvent('game.visibility.changed', ({ visible }) => setGameVisible(visible));

  useEffect(() => {
    if (!error) return undefined;
    const timer = setTimeout(() => setError(null), REWARD_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const expired = reward?.coupon.expiry != null && reward.coupon.expiry * 1000 <= Date.now();
  const eligible = player !== null && reward !== null && !closed && !gameVisible && !quickLink.current
    && (done !== null || (reward.redeemed === 0 && !expired && !dismissedToday()));
  const showing = eligible && (presented || !otherDialog);
  useEffect(() => { if (showing !== presented) setPresented(showing); }, [showing, presented]);
  if (!showing || !player || !reward) return null;

  const close = () => setClosed(true);
  const dismiss = () => {
    storeDismissed();
    close();
  };
  const redeem = async () => {
    setWorking(true);
    setError(null);
    try {
      const answer = await couponsClient.redeemReward(player.playerId, reward.coupon.coupon_code, getRuntimeConfig().skinId, `daily-${player.playerId}-${reward.coupon.expiry ?? ''}`);
      setDone(answer.message ?? 'Your daily reward has been added to your balance.');
      setReward({ ...reward, redeemed: 1 });
      announceCouponChange(bus, answer);
    } catch (failure) {
      setError(`Error: ${toProviderError(failure).message}`);
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal title={reward.coupon.coupon_title} onClose={close} width={460}>
      <Image set={reward.coupon.image_set} src={reward.coupon.image_url} sizes={`${phoneMedia} 100vw, 420px`} alt="" />
      {done ? (
        <>
          <p role="status">{done}</p>
          <Actions><Button type="button" onClick={close}>CLOSE</Button></Actions>
        </>
      ) : (
        <>
          <p>{reward.coupon.coupon_description}</p>
          <div aria-live="assertive">{error && <ErrorText role="alert">{error}</ErrorText>}</div>
          <Actions>
            <Button type="button" onClick={() => void redeem()} disabled={working}>{working ? 'Redeeming…' : 'Redeem'}</Button>
            {inPlay && <Button type="button" $variant="secondary" onClick={close}>Save for later</Button>}
            <Button type="button" $variant="ghost" onClick={dismiss}>Dismiss</Button>
          </Actions>
        </>
      )}
    </Modal>
  );
}
