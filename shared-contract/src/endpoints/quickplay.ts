import { Type, type Static } from '@sinclair/typebox';
import { PidParams } from '../common';
import { endpoint } from '../endpoint';
import { SessionAnswer } from './session';

/** Ids the QuickPlay calls repeat in the body; links and older clients send them as text or numbers. */
const QuickText = Type.Optional(Type.Union([Type.String({ maxLength: 128 }), Type.Number()]));

/** The body of POST and DELETE /937/player/{pid}/accounts/quick (SPEC §7); the session decides, the fields only repeat it. */
export const QuickPlayBody = Type.Optional(Type.Object({ hashed_password: QuickText, casinoID: QuickText, player_id: QuickText, login: QuickText }));
export type QuickPlayBody = Static<typeof QuickPlayBody>;

/**
 * Whether the player has QuickPlay on (SPEC §3 QuickPlay opt-in flag). `userhash` is the
 * secret of the player's email links; it is null while QuickPlay is off, so old links stop working.
 */
export const QuickPlayState = Type.Object({
  optIn: Type.Boolean(),
  userhash: Type.Union([Type.String(), Type.Null()]),
});
export type QuickPlayState = Static<typeof QuickPlayState>;

/** A QuickPlay link's sign-in: a new session like login's, for an opted-in player. */
export const QuickSignInAnswer = Type.Composite([SessionAnswer, Type.Object({ optIn: Type.Boolean() })]);
export type QuickSignInAnswer = Static<typeof QuickSignInAnswer>;

export const quickPlayEndpoints = {
  quickPlayState: endpoint('GET', '/937/player/:pid/accounts/quick', { params: PidParams, response: QuickPlayState }, { auth: 'player' }),
  optIn: endpoint('POST', '/937/player/:pid/accounts/quick', { params: PidParams, body: QuickPlayBody, response: QuickPlayState }, { auth: 'player' }),
  optOut: endpoint('DELETE', '/937/player/:pid/accounts/quick', { params: PidParams, body: QuickPlayBody, response: QuickPlayState }, { auth: 'player' }),
  quickSignIn: endpoint('GET', '/937/accounts/quick', {
    querystring: Type.Object({ userhash: Type.String({ minLength: 16, maxLength: 128 }) }),
    response: QuickSignInAnswer,
  }),
};
