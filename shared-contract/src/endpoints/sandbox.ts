import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../endpoint';

/** One mail the sandbox would have sent (password reset, forgotten username). */
export const SandboxMail = Type.Object({
  subject: Type.String(),
  body: Type.String(),
  /** ISO 8601. */
  created_at: Type.String(),
});
export type SandboxMail = Static<typeof SandboxMail>;

/** The newest 20 mails to one address, newest first. */
export const SandboxMailbox = Type.Object({ messages: Type.Array(SandboxMail) });
export type SandboxMailbox = Static<typeof SandboxMailbox>;

/** Whether the casino API answers every call with 503 `errorCasinoMaintenance`. */
export const MaintenanceSwitch = Type.Object({ maintenance: Type.Boolean() });
export type MaintenanceSwitch = Static<typeof MaintenanceSwitch>;

/** The sandbox clock: the provider's time, moved forward by the journeys that wait out a period or a cooling-off. */
export const SandboxClock = Type.Object({ now: Type.String(), offset_minutes: Type.Integer() });
export type SandboxClock = Static<typeof SandboxClock>;

/** The sandbox provider's own calls: not part of SPEC §7, used by demos and the e2e suite over HTTP. */
export const sandboxEndpoints = {
  mailbox: endpoint('GET', '/sandbox/mailbox', {
    querystring: Type.Object({ email: Type.String({ minLength: 3, maxLength: 200 }) }),
    response: SandboxMailbox,
  }),
  /** Switches maintenance on or off while the provider runs (demos and the e2e suite). */
  maintenance: endpoint('POST', '/sandbox/maintenance', { body: MaintenanceSwitch, response: MaintenanceSwitch }),
  /** Moves the provider's clock forward (every process on the database); it never goes back. */
  advanceClock: endpoint('POST', '/sandbox/clock', {
    body: Type.Object({ advance_minutes: Type.Integer({ minimum: 0, maximum: 60 * 24 * 400 }) }),
    response: SandboxClock,
  }),
  /**
   * Alters a settled round's stored outcome (its first number, or the first of its first list, moved by one) as a dishonest
   * operator might, so a journey shows the player's check of the round saying it no longer matches its seeds.
   */
  tamperRound: endpoint('POST', '/sandbox/rounds/:roundId/tamper', {
    params: Type.Object({ roundId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
    response: Type.Object({ outcome: Type.Record(Type.String(), Type.Unknown()) }),
  }),
};
