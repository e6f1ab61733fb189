import { useEffect } from 'react';
import { useEventBus } from 'shared-ui';

interface BalanceMessage {
  type: 'casino.balance';
  balance: number;
  currencySymbol: string;
}

const isBalanceMessage = (data: unknown): data is BalanceMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'casino.balance' &&
  typeof (data as { balance?: unknown }).balance === 'number' &&
  typeof (data as { currencySymbol?: unknown }).currencySymbol === 'string';

/**
 * Publishes the balance the game client posts after every settled round, so the site shows it
 * without a reload. Only messages from the game client's own origin are believed.
 */
export function useGameBalanceMessages(clientUrl: string): void {
  const bus = useEventBus();
  useEffect(() => {
    const clientOrigin = new URL(clientUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== clientOrigin || !isBalanceMessage(event.data)) return;
      bus.emit('balance.changed', { balance: event.data.balance, currencySymbol: event.data.currencySymbol });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [bus, clientUrl]);
}
