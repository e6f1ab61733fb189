import type { QuickPlayBody, QuickPlayState, QuickSignInAnswer } from 'shared-contract';
import { callProvider } from '../call-provider';
import type { Contract } from '../contract-loader';

/** QuickPlay opt-in and its email links (SPEC §7 QuickPlay and signups). */
export const quickPlayClient = {
  /** GET /937/player/{pid}/accounts/quick: whether QuickPlay is on. */
  state: (pid: number): Promise<QuickPlayState> => callProvider((contract: Contract) => contract.quickPlayEndpoints.quickPlayState, { params: { pid } }),
  /** POST /937/player/{pid}/accounts/quick: hashed_password, casinoID, player_id, login; turns QuickPlay on. */
  optIn: (pid: number, body: QuickPlayBody): Promise<QuickPlayState> =>
    callProvider((contract: Contract) => contract.quickPlayEndpoints.optIn, { params: { pid }, body }),
  /** DELETE /937/player/{pid}/accounts/quick: turns QuickPlay off, so the player's old links stop working. */
  optOut: (pid: number, body: QuickPlayBody): Promise<QuickPlayState> =>
    callProvider((contract: Contract) => contract.quickPlayEndpoints.optOut, { params: { pid }, body }),
  /** GET /937/accounts/quick?userhash=: signs the player of an email link in; answers a new session. */
  signIn: (userhash: string): Promise<QuickSignInAnswer> => callProvider((contract: Contract) => contract.quickPlayEndpoints.quickSignIn, { query: { userhash } }),
};
