import type { JackpotAmount, JackpotClaim, JackpotListing, JackpotOptIn, PlayerJackpot } from 'shared-contract';
import { IDEMPOTENCY_KEY_HEADER } from 'shared-contract/constants';
import { callProvider } from '../call-provider';
import type { Contract } from '../contract-loader';

/**
 * The calls after GET /937/jackpots go to the jackpot's `token` URL; its paths are relative, so
 * the base must end in a slash or its last segment would be replaced.
 */
const tokenBase = (token: string) => ({ baseUrl: token.endsWith('/') ? token : `${token}/` });

/** The lobby jackpot (SPEC §7 Jackpot); `token` is the `token` of a GET /937/jackpots entry. */
export const jackpotClient = {
  /** GET /937/jackpots?forMoney=true&currencyCode=USD */
  jackpots: (): Promise<JackpotListing[]> => callProvider((contract: Contract) => contract.jackpotEndpoints.jackpots, { query: { forMoney: true, currencyCode: 'USD' } }),
  /** GET {token}: the ticker's amount. */
  amount: (token: string): Promise<JackpotAmount> => callProvider((contract: Contract) => contract.jackpotEndpoints.amount, {}, tokenBase(token)),
  /** GET {token}{pid}/jackpots */
  playerJackpots: (token: string, playerId: number): Promise<PlayerJackpot[]> =>
    callProvider((contract: Contract) => contract.jackpotEndpoints.playerJackpots, { params: { pid: playerId } }, tokenBase(token)),
  /** POST {token}{pid}/jackpots/{guid}?optPlayer=true|false → the opt-in the provider now holds. */
  setOptIn: (token: string, playerId: number, guid: string, optIn: boolean): Promise<JackpotOptIn> =>
    callProvider((contract: Contract) => contract.jackpotEndpoints.optIn, { params: { pid: playerId, guid }, query: { optPlayer: optIn } }, tokenBase(token)),
  /** POST {token}{pid}/hits: claims the unclaimed hits. The key makes a double click or a retry claim once. */
  claimHits: (token: string, playerId: number, idempotencyKey: string): Promise<JackpotClaim> =>
    callProvider((contract: Contract) => contract.jackpotEndpoints.claimHits, { params: { pid: playerId } }, {
      ...tokenBase(token),
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
};
