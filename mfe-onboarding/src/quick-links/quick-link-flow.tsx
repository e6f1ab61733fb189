import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Spinner, useEventBus, usePlayer } from 'shared-ui';
import { couponsClient, gamesClient, quickPlayClient } from 'shared-api';
import type { RedeemAnswer, SessionAnswer } from 'shared-contract';
import { Actions, FormAlert } from '../fields/field-styles';
import { LoginForm } from '../login/login-form';
import { playerTextFor } from '../onboarding/error-texts';
import { useOnboardingStore } from '../onboarding/onboarding-context';
import { startSession } from '../session/start-session';
import { findGame } from './find-game';
import { ERROR_TEXTS } from '../validation/messages';

/** SPEC §4: quick play opens the game at 1280x720. */
export const QUICK_PLAY_SIZE = { width: 1280, height: 720 } as const;

interface SignedIn {
  playerId: number;
  login: string;
  /** The token of a session just opened here; absent for the session the host already holds (its port names it). */
  sessionToken?: string;
}

type Phase = { kind: 'working'; label: string } | { kind: 'login'; notice?: string } | { kind: 'error'; message: string };

const signedInFrom = (answer: SessionAnswer): SignedIn => ({ playerId: answer.pid, login: answer.login, sessionToken: answer.sessionToken });

/** SPEC §8: a redeem answer without a type counts as an invalid coupon. */
const hasType = (answer: RedeemAnswer): boolean => Boolean(answer.coupon_code);

/** SPEC §4: a 'requested' coupon waits for a deposit. */
const awaitsDeposit = (answer: RedeemAnswer): boolean =>
  'player_coupon_status' in answer && (answer.player_coupon_status === 'requested' || answer.playthrough_details?.awaiting_deposit === true);

/**
 * quickredeem and quickplay: sign in from the link's `hash` (or the current session, or the
 * login form), redeem its `code` or `coupon`, then open the cashier when a deposit is awaited,
 * otherwise go to the lobby; quickplay then launches its `game`.
 */
export function QuickLinkFlow({ kind, params }: { kind: 'quickredeem' | 'quickplay'; params: Readonly<Record<string, string>> }) {
  const bus = useEventBus();
  const store = useOnboardingStore();
  const navigate = useNavigate();
  const player = usePlayer();
  const [phase, setPhase] = useState<Phase>({ kind: 'working', label: 'Signing you in' });
  const started = useRef(false);
  const couponCode = (params.code ?? params.coupon ?? '').trim();
  const game = (params.game ?? '').trim();

  const continueAs = async (session: SignedIn): Promise<void> => {
    let redeemed: RedeemAnswer | null = null;
    if (couponCode) {
      setPhase({ kind: 'working', label: 'Redeeming your coupon' });
      try {
        // The host may not have stored the new session yet: name its token.
        redeemed = await couponsClient.redeemCoupon(session.playerId, session.login, couponCode, undefined, session.sessionToken ? { sessionToken: session.sessionToken } : {});
      } catch (error) {
        // SPEC §8: a failed redemption shows the catalogue's text, not the server's.
        console.error('Quick redeem failed', error);
        setPhase({ kind: 'error', message: ERROR_TEXTS.redeemFailed });
        return;
      }
      if (!hasType(redeemed)) {
        setPhase({ kind: 'error', message: ERROR_TEXTS.invalidCoupon });
        return;
      }
      bus.emit('balance.refresh', {});
    } else if (kind === 'quickredeem') {
      setPhase({ kind: 'error', message: ERROR_TEXTS.invalidCoupon });
      return;
    }
    if (redeemed && awaitsDeposit(redeemed)) {
      store.close();
      bus.emit('cashier.open', {});
      return;
    }
    if (kind === 'quickplay' && game) {
      setPhase({ kind: 'working', label: 'Loading your game' });
      const found = await gamesClient.gamesFile('desktop', null)
        .then((answer) => (answer.changed ? findGame(answer.catalogue.games, game) : undefined))
        .catch(() => undefined);
      if (!found) {
        setPhase({ kind: 'error', message: 'Sorry, we could not find that game.' });
        return;
      }
      store.close();
      navigate('/lobby/games/');
      bus.emit('game.launch', { gameId: found.game_id, machineId: found.machine_id, size: QUICK_PLAY_SIZE });
      return;
    }
    store.close();
    navigate('/lobby/games/');
  };

  useEffect(() => {
    // Once per open modal: a second run would redeem twice.
    if (started.current) return;
    started.current = true;
    const hash = params.hash?.trim();
    if (hash) {
      quickPlayClient.signIn(hash).then(
        async (answer) => {
          await startSession(answer);
          await continueAs(signedInFrom(answer));
        },
        (error: unknown) => setPhase({ kind: 'login', notice: playerTextFor(error) }),
      );
    } else if (player) {
      void continueAs({ playerId: player.playerId, login: player.login });
    } else {
      setPhase({ kind: 'login' });
    }
    // The link is read once, when the modal opens with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (phase.kind === 'working') return <Spinner label={phase.label} />;
  if (phase.kind === 'error') {
    return (
      <section aria-label="Quick link problem">
        <FormAlert role="alert">{phase.message}</FormAlert>
        <Actions>
          <Button
            type="button"
            onClick={() => {
              store.close();
              navigate(player ? '/lobby/games/' : '/');
            }}
          >
            {player ? 'Go to the Lobby' : 'Close'}
          </Button>
        </Actions>
      </section>
    );
  }
  return (
    <>
      {phase.notice && <FormAlert role="alert">{phase.notice}</FormAlert>}
      <p>{kind === 'quickplay' ? 'Log in to jump straight into your game.' : 'Log in to redeem the coupon from your email.'}</p>
      <LoginForm
        compact
        onSignedIn={async (answer) => {
          await continueAs(signedInFrom(answer));
          return { kind: 'done' };
        }}
      />
    </>
  );
}
