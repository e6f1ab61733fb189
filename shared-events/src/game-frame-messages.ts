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

/**
 * Frame → site: the player asked to see one of their rounds (the game's history lists them); the site opens
 * its round page. The frame cannot navigate the site itself: its sandbox forbids it.
 */
export interface GameOpenRoundMessage {
  /** Names the message among the frame's messages. */
  type: 'casino.round.open';
  /** The round's id: a whole number of at least 1. */
  roundId: number;
}

/** The open-round message for one round, as the game client posts it. */
export const gameOpenRoundMessage = (roundId: number): GameOpenRoundMessage => ({ type: 'casino.round.open', roundId });

/** True for a well-formed open-round message (a whole, positive round id); anything else is not one. */
export function isGameOpenRoundMessage(data: unknown): data is GameOpenRoundMessage {
  if (typeOf(data) !== 'casino.round.open') return false;
  const { roundId } = data as { roundId?: unknown };
  return typeof roundId === 'number' && Number.isSafeInteger(roundId) && roundId >= 1;
}
