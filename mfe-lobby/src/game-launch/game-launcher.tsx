import { useCallback, useEffect, useRef, useState } from 'react';
import { ProviderError, couponsClient, gamesClient, getRuntimeConfig, playersClient } from 'shared-api';
import type { GameLaunchCommand } from 'shared-events';
import { Dialog, Spinner, useBusEvent, useEventBus, usePlayer } from 'shared-ui';
import styled from 'styled-components';
import { loadCatalogue } from '../games/catalogue-queries';
import { LIVE_DEALER_CATEGORY, type Game } from '../games/game';
import { liveDealerLaunchUrl } from '../live-dealer/live-dealer-launch';
import { hasFreeSpinsOn } from './free-spins';
import { GameFrame } from './game-frame';
import { rememberLastGame } from './game-store';
import { gameClientUrl, type LaunchSize } from './launch-url';
import { useIsLaunchOwner } from './launcher-ownership';

/** SPEC §8, word for word. */
export const INSUFFICIENT_FUNDS_MESSAGE = 'You do not have sufficient funds to play this game. Would you like to visit the cashier now?';

/** SPEC §4 and §9: below 1 USD (or the game's minimum stake) a game does not start. */
export const MINIMUM_BALANCE = 1;

type LaunchState =
  | { phase: 'idle' }
  | { phase: 'starting'; title: string }
  | { phase: 'insufficient'; title: string }
  | { phase: 'unavailable'; title: string }
  | { phase: 'refused'; title: string; message: string }
  | { phase: 'playing'; title: string; url: string; size?: LaunchSize };

const Starting = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
`;

async function findGame(command: GameLaunchCommand): Promise<Game> {
  const games = (await loadCatalogue())?.games ?? [];
  return (
    games.find((game) => game.game_id === command.gameId && game.machine_id === command.machineId) ?? {
      game_id: command.gameId,
      machine_id: command.machineId,
      // Not in the list (yet): launched by its ids alone; an empty code is no code.
      game_code: '',
      display_name: 'Game',
      category: '',
      sub_category: '',
      thumbnail: '',
    }
  );
}

/**
 * Handles `game.launch` (from the lobby's own tiles, the game page, promotions' PLAY NOW and quick
 * play): checks the balance, asks to visit the cashier when it is too low, and otherwise shows the
 * game in the in-site frame while telling the bus a game is visible.
 */
export function GameLauncher() {
  const owner = useIsLaunchOwner();
  return owner ? <ActiveLauncher /> : null;
}

function ActiveLauncher() {
  const bus = useEventBus();
  const player = usePlayer();
  const [state, setState] = useState<LaunchState>({ phase: 'idle' });
  const attempt = useRef(0);

  const launch = useCallback(
    async (command: GameLaunchCommand) => {
      if (!player) {
        bus.emit('onboarding.open', { state: 'login' });
        return;
      }
      const current = (attempt.current += 1);
      const stillWanted = () => attempt.current === current;
      setState({ phase: 'starting', title: 'Game' });
      const game = await findGame(command);
      const title = game.display_name;
      if (!stillWanted()) return;
      setState({ phase: 'starting', title });
      const needed = Math.max(MINIMUM_BALANCE, game.min_bet ?? 0);
      const balance = await playersClient.balance(player.playerId).then(
        (answer) => answer.balance,
        (error: unknown) => {
          // The game client checks the stake itself; an unreadable balance must not keep a player out.
          console.error('Balance could not be read before launch', error);
          return null;
        },
      );
      if (!stillWanted()) return;
      if (balance !== null && balance < needed) {
        // SPEC §4: short of funds means no active coupon; free spins on this very game still play.
        const freeSpins = await couponsClient.activeCoupon(player.playerId).then(
          (coupon) => hasFreeSpinsOn(coupon, game),
          () => false,
        );
        if (!stillWanted()) return;
        if (!freeSpins) {
          setState({ phase: 'insufficient', title });
          return;
        }
      }
      try {
        const config = getRuntimeConfig();
        const url =
          game.category === LIVE_DEALER_CATEGORY
            ? await liveDealerLaunchUrl(player.playerId)
            : gameClientUrl(config, game, (await gamesClient.openGameSession(player.playerId, game)).gameToken, command.size);
        if (!stillWanted()) return;
        rememberLastGame({ gameId: game.game_id, machineId: game.machine_id, name: title, launchedAt: Date.now() });
        setState({ phase: 'playing', title, url, ...(command.size ? { size: command.size } : {}) });
      } catch (error) {
        if (!stillWanted()) return;
        // The provider refuses play it may not start (a loss limit reached, a time-out), with the reason in words.
        if (error instanceof ProviderError && error.status === 403) {
          setState({ phase: 'refused', title, message: error.message });
          return;
        }
        console.error(`${title} could not be launched`, error);
        setState({ phase: 'unavailable', title });
      }
    },
    [bus, player],
  );

  useBusEvent('game.launch', (command) => void launch(command));

  const playing = state.phase === 'playing';
  useEffect(() => {
    if (!playing) return undefined;
    bus.emit('game.visibility.changed', { visible: true });
    return () => {
      bus.emit('game.visibility.changed', { visible: false });
      // Play moved money; the host reads the balance again for everyone.
      bus.emit('balance.refresh', {});
    };
  }, [bus, playing]);

  // A logout closes the game: its session is gone.
  useEffect(() => {
    if (!player) {
      attempt.current += 1;
      setState({ phase: 'idle' });
    }
  }, [player]);

  const close = () => {
    attempt.current += 1;
    setState({ phase: 'idle' });
  };

  switch (state.phase) {
    case 'idle':
      return null;
    case 'starting':
      return (
        <Starting>
          <Spinner label={`Starting ${state.title}`} />
        </Starting>
      );
    case 'insufficient':
      return (
        <Dialog
          title="Insufficient funds"
          onClose={close}
          actions={[
            { label: 'No', variant: 'ghost', onSelect: close },
            {
              label: 'Yes',
              onSelect: () => {
                close();
                bus.emit('cashier.open', { tab: 'cashier' });
              },
            },
          ]}
        >
          <p>{INSUFFICIENT_FUNDS_MESSAGE}</p>
        </Dialog>
      );
    case 'unavailable':
      return (
        <Dialog title={state.title} onClose={close} actions={[{ label: 'Close', onSelect: close }]}>
          <p>{state.title} cannot be started right now. Please try again in a moment.</p>
        </Dialog>
      );
    case 'refused':
      return (
        <Dialog title={state.title} onClose={close} actions={[{ label: 'Close', onSelect: close }]}>
          <p role="alert">{state.message}</p>
        </Dialog>
      );
    case 'playing':
      return <GameFrame title={state.title} url={state.url} size={state.size} onClose={close} />;
  }
}
