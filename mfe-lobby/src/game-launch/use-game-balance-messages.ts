import { useEffect } from 'react';
import { isGameBalanceMessage } from 'shared-events';
import { useEventBus } from 'shared-ui';

/**
 * Publishes the balance the game client posts after every settled round, so the site shows it
 * without a reload. Only messages from the game client's own origin are believed.
 */
export function useGameBalanceMessages(clientUrl: string): void {
  const bus = useEventBus();
  useEffect(() => {
    const clientOrigin = new URL(clientUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== clientOrigin || !isGameBalanceMessage(event.data)) return;
      bus.emit('balance.changed', { balance: event.data.balance, currencySymbol: event.data.currencySymbol });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [bus, clientUrl]);
}
