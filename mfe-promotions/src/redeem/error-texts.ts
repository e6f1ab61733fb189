/** SPEC §8 error catalogue, word for word. */
export const ERROR_TEXTS = {
  redeem: "Error!  We're sorry, there was an error redeeming this coupon...",
  cashback: "Error! We're sorry, there was an error claiming your cashback...",
  spins: "Error! We're sorry, there was an error claiming your spins...",
  cancel: 'Error! Unable to cancel coupon...',
} as const;

/** SPEC §4: what a requested coupon asks of the player. */
export const DEPOSIT_NOW = 'Deposit Now to Receive your Bonus!';

/** The chat message an ICM code opens (SPEC §4 Redeeming). */
export const icmChatMessage = (code: string) => `Hi, I would like to claim my cashback with the code ${code}.`;

/** SPEC §4 Promotion card: how long a card's error stays. */
export const CARD_ERROR_MS = 2000;
