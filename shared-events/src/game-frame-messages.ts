/**
 * The messages that cross between the game client (in its frame, on the game server's origin)
 * and the site that frames it. Defined once, here, for both sides; this file imports nothing,
 * so the game client's bundle takes it without the event bus.
 *
 * Both sides name the other's origin: the frame posts only to the site's origin (never '*'),
 * and each side ignores a message whose `event.origin` is not the one it expects.
 * @since 1.4.0
 */

/** Frame → site, after every settled round: the player's balance after it. */
export interface GameBalanceMessage {
  type: 'casino.balance';
  balance: number;
  currencySymbol: string;
}

/** Site → frame: ask the game client to fetch and post its balance again. */
export interface GameBalanceRequestMessage {
  type: 'casino.balance.request';
}

export const gameBalanceMessage = (balance: number, currencySymbol: string): GameBalanceMessage => ({
  type: 'casino.balance',
  balance,
  currencySymbol,
});

const typeOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;

/** True for a well-formed balance message (a finite balance and a currency symbol); anything else is not one. */
export function isGameBalanceMessage(data: unknown): data is GameBalanceMessage {
  if (typeOf(data) !== 'casino.balance') return false;
  const { balance, currencySymbol } = data as { balance?: unknown; currencySymbol?: unknown };
  return typeof balance === 'number' && Number.isFinite(balance) && typeof currencySymbol === 'string';
}

export function isGameBalanceRequestMessage(data: unknown): data is GameBalanceRequestMessage {
  return typeOf(data) === 'casino.balance.request';
}
