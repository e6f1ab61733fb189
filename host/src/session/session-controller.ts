import { getProviderClient } from 'shared-api';
import type { EventBus } from 'shared-events';
import { clearStoredSession, playerIdentityOf, readStoredSession } from './stored-session';

/** Publishes the stored session on the bus at start-up. */
export function publishStoredSession(bus: EventBus): void {
  const session = readStoredSession();
  bus.emit('session.changed', session ? { status: 'authenticated', player: playerIdentityOf(session) } : { status: 'anonymous' });
}

/** Logs out at the provider (best effort), clears the stored session and tells every remote. */
export async function logOut(bus: EventBus): Promise<void> {
  const session = readStoredSession();
  clearStoredSession();
  bus.emit('session.changed', { status: 'anonymous' });
  if (!session) return;
  try {
    await getProviderClient().post(`/937/player/${session.pid}/accounts/logout`, {
      logout_type: 'user',
      login: session.login,
      player_id: session.pid,
      player_ids: [session.pid],
      for_money: true,
    });
  } catch (error) {
    // The player is logged out locally either way; the provider's session dies within 24 h.
    console.error('Logout call failed', error);
  }
}
