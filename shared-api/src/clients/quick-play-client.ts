import { quickPlayEndpoints, type QuickPlayBody, type QuickPlayState, type QuickSignInAnswer } from 'shared-contract';
import { callProvider } from '../call-provider';

/** QuickPlay opt-in and its email links (SPEC §7 QuickPlay and signups). */
export const quickPlayClient = {
  /** GET /937/player/{pid}/accounts/quick: whether QuickPlay is on. */
  state: (pid: number): Promise<QuickPlayState> => callProvider(quickPlayEndpoints.quickPlayState, { params: { pid } }),
  /** POST /937/player/{pid}/accounts/quick: hashed_password, casinoID, player_id, login; turns QuickPlay on. */
  optIn: (pid: number, body: QuickPlayBody): Promise<QuickPlayState> =>
    callProvider(quickPlayEndpoints.optIn, { params: { pid }, body }),
  /** DELETE /937/player/{pid}/accounts/quick: turns QuickPlay off, so the player's old links stop working. */
  optOut: (pid: number, body: QuickPlayBody): Promise<QuickPlayState> =>
    callProvider(quickPlayEndpoints.optOut, { params: { pid }, body }),
  /** GET /937/accounts/quick?userhash=: signs the player of an email link in; answers a new session. */
  signIn: (userhash: string): Promise<QuickSignInAnswer> => callProvider(quickPlayEndpoints.quickSignIn, { query: { userhash } }),
};
