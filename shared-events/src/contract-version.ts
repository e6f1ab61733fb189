/**
 * Version of the event contract in {@link EventCatalogue}. Remotes are built against one
 * major; the host refuses a remote built for another major.
 *
 * 2.0.0: no password crosses the bus any more: `session.start` lost its `password` and
 * `session.credentials.changed` is gone (docs/decisions/014). A 1.x onboarding release would still
 * send the password, so the host refuses every 1.x remote.
 *
 * 2.1.0: `safergambling.changed` (docs/decisions/016).
 *
 * 3.0.0: no secret crosses the bus (docs/decisions/018): `session.changed` carries no session token
 * and no snapshot of facts that change (class, first deposit), and `session.start` is gone: a new
 * session reaches the host through shared-api's `SessionPort.startSession`.
 *
 * 3.1.0: `withdrawal.changed` (issue 50); `balance.changed` may carry the balance's breakdown (optional
 * `cash`, `bonus`, `withdrawable`, `pendingWithdrawals`).
 *
 * 3.2.0: a page's early overlay (`EARLY_OVERLAY_ATTRIBUTE` in `shared-events/first-screen`) and the view a control
 * opens (`opensOverlay`'s `state`, docs/decisions/059).
 */
export const CONTRACT_VERSION = '3.2.0';

/** The major part of a contract version: `'1.4.0'` gives `1`. */
export function contractMajor(version: string): number {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  if (Number.isNaN(major)) throw new Error(`Not a contract version: ${version}`);
  return major;
}
