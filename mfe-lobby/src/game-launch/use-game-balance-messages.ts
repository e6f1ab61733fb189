import { useEffect, useRef } from 'react';
import { isGameBalanceMessage, isGameOpenRoundMessage } from 'shared-events';
import { useEventBus } from 'shared-ui';

/**
 * Publishes the balance the game client posts after every settled round, so the site shows it
 * without a reload, and opens a round the player picked in the game's history (`onOpenRound`).
 * Only messages from the game client's own origin are believed.
 */
export function useGameBalanceMessages(clientUrl: string, onOpenRound?: (roundId: number) => void): void {
  const bus = useEventBus();
  // The latest callback, without listening again on every render.
  const openRound = useRef(onOpenRound);
  openRound.current = onOpenRound;
  useEffect(() => {
    const clientOrigin = new URL(clientUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== clientOrigin) return;
      if (isGameBalanceMessage(event.data)) bus.emit('balance.changed', { balance: event.data.balance, currencySymbol: event.data.currencySymbol });
      else if (isGameOpenRoundMessage(event.data)) openRound.current?.(event.data.roundId);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [bus, clientUrl]);
}
