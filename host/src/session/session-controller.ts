import { playersClient, ProviderError, sessionClient, type NewSession, type SessionPort } from 'shared-api';
import type { EventBus } from 'shared-events';
import {
  clearStoredSession,
  playerIdentityOf,
  readStoredSession,
  SESSION_STORAGE_KEY,
  writeStoredSession,
  type StoredSession,
} from './stored-session';

/** The session is re-checked, with a silent renewal, this often (SPEC §4). */
export const RECHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

/** Every persisted store of the site lives under this prefix (SPEC §3); logout clears them all. */
export const STORE_PREFIX = 'casino.';

/** What releases before decision 014 kept for the password re-login: the ciphertext's key and the key's database. */
export const LEGACY_SECRET_KEY = 'casino.relogin';
export const LEGACY_VAULT_DATABASE = 'casino-vault';

export interface SessionControllerOptions {
  bus: EventBus;
  storage?: Storage;
  now?: () => number;
  /** Runs `task` once this tab holds the renewal lock (navigator.locks where there is one): one tab renews at a time. */
  withRenewalLock?: (task: () => Promise<void>) => Promise<void>;
  /** Where the legacy vault's database is deleted from; the page's IndexedDB by default. */
  indexedDb?: Pick<IDBFactory, 'deleteDatabase'>;
}

/**
 * The renewal spends the browser's one refresh cookie, and a spent cookie presented again ends the
 * family (theft detection), so two tabs must never renew at once: a tab waits for the lock, then
 * finds in storage what the tab before it did.
 */
const browserRenewalLock = async (task: () => Promise<void>): Promise<void> => {
  if (!('locks' in navigator)) return task();
  await navigator.locks.request('casino.session-renewal', task);
};

const isRefusal = (error: unknown) => error instanceof ProviderError && (error.status === 401 || error.status === 403);

/**
 * The host's session (SPEC §4): stored at login, valid under 24 hours, re-checked when the tab
 * becomes visible and every 4 hours with a silent renewal, and cleared everywhere at logout. The
 * renewal spends the provider's HttpOnly refresh cookie (docs/decisions/014): no password is kept.
 */
export class SessionController {
  private readonly bus: EventBus;
  private readonly storage: Storage;
  private readonly now: () => number;
  private readonly withRenewalLock: (task: () => Promise<void>) => Promise<void>;
  private readonly indexedDb: Pick<IDBFactory, 'deleteDatabase'> | undefined;
  private readonly stops: Array<() => void> = [];

  constructor(options: SessionControllerOptions) {
    this.bus = options.bus;
    this.storage = options.storage ?? localStorage;
    this.now = options.now ?? Date.now;
    this.withRenewalLock = options.withRenewalLock ?? browserRenewalLock;
    this.indexedDb = options.indexedDb ?? globalThis.indexedDB;
  }

  /** Publishes the stored session and starts listening for commands, visibility, the clock and other tabs. */
  start(): void {
    this.forgetLegacySecret();
    this.publish(readStoredSession(this.storage, this.now()));
    this.stops.push(
      this.bus.on('session.end', () => void this.end()),
      this.bus.on('balance.refresh', () => void this.refreshBalance()),
    );
    const onVisible = () => document.visibilityState === 'visible' && void this.recheck({ renew: false });
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(() => void this.recheck({ renew: true }), RECHECK_INTERVAL_MS);
    // Another tab logged in, renewed or logged out.
    const onStorage = (event: StorageEvent) => event.key === SESSION_STORAGE_KEY && this.publish(readStoredSession(this.storage, this.now()));
    window.addEventListener('storage', onStorage);
    this.stops.push(
      () => document.removeEventListener('visibilitychange', onVisible),
      () => clearInterval(timer),
      () => window.removeEventListener('storage', onStorage),
    );
    // A stored session is checked at once, as when the tab becomes visible: one the provider has ended since (a logout
    // elsewhere, a password change, a self-exclusion) is renewed or cleared, not shown as signed in until the next check.
    if (this.current()) void this.recheck({ renew: false });
  }

  /** The session port the host gives the page: the stored session's token, and the way a new session reaches the host. */
  sessionPort(): SessionPort {
    return { sessionToken: () => this.current()?.token, startSession: (session) => {
        // The player is published at once; the balance follows on the bus.
        void this.begin(session);
        return Promise.resolve();
      } };
  }

  stop(): void {
    this.stops.splice(0).forEach((stop) => stop());
  }

  private current(): StoredSession | null {
    return readStoredSession(this.storage, this.now());
  }

  private publish(session: StoredSession | null): void {
    const latest = this.bus.latest('session.changed');
    const next = session ? ({ status: 'authenticated', player: playerIdentityOf(session) } as const) : ({ status: 'anonymous' } as const);
    if (JSON.stringify(latest) !== JSON.stringify(next)) this.bus.emit('session.changed', next);
  }

  /** A browser last used by an earlier release may still hold its encrypted password: both halves go. */
  private forgetLegacySecret(): void {
    this.storage.removeItem(LEGACY_SECRET_KEY);
    try {
      this.indexedDb?.deleteDatabase(LEGACY_VAULT_DATABASE);
    } catch (error) {
      // Storage blocked by the browser: nothing was kept there either.
      console.warn('The old re-login vault could not be deleted', error);
    }
  }

  /** Stores a new session after login or signup (whose answer set the refresh cookie); resolves once the player is published. */
  async begin(started: NewSession): Promise<void> {
    const session: StoredSession = {
      login: started.login,
      pid: started.playerId,
      sessionID: started.sessionId,
      token: started.sessionToken,
      timeStamp: this.now(),
      ...(started.firstName ? { firstName: started.firstName } : {}),
    };
    writeStoredSession(session, this.storage);
    this.publish(session);
    await this.refreshBalance();
  }

  /** Logs out at the provider (best effort; it also ends the refresh cookie) and clears every store of the site. */
  async end(): Promise<void> {
    const session = this.current();
    this.clearEverything();
    this.publish(null);
    if (!session) return;
    try {
      // The stored session is already gone, so its token is passed along explicitly.
      await sessionClient.logout(session.pid, session.login, session.token);
    } catch (error) {
      // Locally the player is logged out either way; the provider's session dies within 24 hours.
      console.error('Logout call failed', error);
    }
  }

  private clearEverything(): void {
    for (let index = this.storage.length - 1; index >= 0; index -= 1) {
      const key = this.storage.key(index);
      if (key?.startsWith(STORE_PREFIX)) this.storage.removeItem(key);
    }
    clearStoredSession(this.storage);
  }

  /**
   * Checks the stored session: one older than 24 hours or marked expired is cleared. A live one is
   * renewed silently every 4 hours (`renew`; unless another tab renewed it lately) and whenever the
   * provider no longer accepts it.
   */
  async recheck({ renew }: { renew: boolean }): Promise<void> {
    const session = this.current();
    this.publish(session);
    if (!session) return;
    if (renew) {
      // Every tab runs its own 4-hour clock; a session another tab renewed half an interval ago is fresh enough.
      if (this.now() - (session.renewedAt ?? session.timeStamp) < RECHECK_INTERVAL_MS / 2) return;
    } else if (await this.refreshBalance()) {
      return;
    }
    await this.withRenewalLock(() => this.renew(session));
  }

  private async renew(session: StoredSession): Promise<void> {
    // While this tab waited for the lock, another may have renewed the session (the browser now
    // holds the cookie it was given) or ended it: what it did is in storage.
    const latest = this.current();
    if (!latest || latest.token !== session.token) {
      this.publish(latest);
      return;
    }
    try {
      const data = await sessionClient.refresh();
      // A cookie left by another player's sign-in in this browser renews nothing for this one.
      if (data.pid !== session.pid) throw new ProviderError('Your session has ended. Please log in again.', 401, undefined);
      const renewed: StoredSession = {
        ...session,
        token: data.sessionToken,
        sessionID: data.rtgSession.session_id,
        renewedAt: this.now(),
      };
      writeStoredSession(renewed, this.storage);
      this.publish(renewed);
    } catch (error) {
      if (!isRefusal(error)) {
        // The provider could not be reached or is in maintenance: the session stays for the next check.
        console.error('Silent renewal could not reach the provider', error);
        return;
      }
      console.error('Silent renewal refused', error);
      this.clearEverything();
      this.publish(null);
      this.bus.emit('onboarding.open', { state: 'login' });
    }
  }

  /** Reads the balance and publishes it; false when the provider no longer accepts the session. */
  async refreshBalance(): Promise<boolean> {
    const session = this.current();
    if (!session) return false;
    try {
      const data = await playersClient.balance(session.pid);
      this.bus.emit('balance.changed', {
        balance: data.balance,
        currencySymbol: data.currency_symbol,
        cash: data.cash,
        bonus: data.bonus,
        withdrawable: data.withdrawable,
        pendingWithdrawals: data.pending_withdrawals,
      });
      return true;
    } catch (error) {
      if (isRefusal(error)) return false;
      console.error('Balance could not be read', error);
      return true;
    }
  }
}
