import { fetchCaptchaToken, playersClient, ProviderError, sessionClient, type SessionPort } from 'shared-api';
import type { EventBus, SessionStartCommand } from 'shared-events';
import { createSecretVault, type SecretVault } from './secret-vault';
import {
  clearStoredSession,
  playerIdentityOf,
  readStoredSession,
  SESSION_STORAGE_KEY,
  writeStoredSession,
  type StoredSession,
} from './stored-session';

/** The session is re-checked, with a silent re-login, this often (SPEC §4). */
export const RECHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

/** Every persisted store of the site lives under this prefix (SPEC §3); logout clears them all. */
export const STORE_PREFIX = 'casino.';

export interface SessionControllerOptions {
  bus: EventBus;
  storage?: Storage;
  vault?: SecretVault;
  captcha?: () => Promise<string>;
  now?: () => number;
  /** Runs `task` unless another tab holds the re-login lock; navigator.locks where there is one. */
  withReloginLock?: (task: () => Promise<void>) => Promise<void>;
}

const browserReloginLock = async (task: () => Promise<void>): Promise<void> => {
  if (!('locks' in navigator)) return task();
  await navigator.locks.request('casino.relogin', { ifAvailable: true }, async (lock) => {
    if (lock) await task();
  });
};

/**
 * The host's session (SPEC §4): stored at login, valid under 24 hours, re-checked when the tab
 * becomes visible and every 4 hours with a silent re-login, and cleared everywhere at logout.
 */
export class SessionController {
  private readonly bus: EventBus;
  private readonly storage: Storage;
  private readonly vault: SecretVault;
  private readonly captcha: () => Promise<string>;
  private readonly now: () => number;
  private readonly withReloginLock: (task: () => Promise<void>) => Promise<void>;
  private readonly stops: Array<() => void> = [];

  constructor(options: SessionControllerOptions) {
    this.bus = options.bus;
    this.storage = options.storage ?? localStorage;
    this.vault = options.vault ?? createSecretVault({ storage: this.storage });
    this.captcha = options.captcha ?? (() => fetchCaptchaToken());
    this.now = options.now ?? Date.now;
    this.withReloginLock = options.withReloginLock ?? browserReloginLock;
  }

  /** Publishes the stored session and starts listening for commands, visibility, the clock and other tabs. */
  start(): void {
    this.publish(readStoredSession(this.storage, this.now()));
    this.stops.push(
      this.bus.on('session.start', (command) => void this.begin(command)),
      this.bus.on('session.end', () => void this.end()),
      this.bus.on('balance.refresh', () => void this.refreshBalance()),
      this.bus.on('session.credentials.changed', ({ password }) => void this.changeCredentials(password)),
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
    if (this.current()) void this.refreshBalance();
  }

  /** The session port the host gives the provider client: the stored session's token. */
  sessionPort(): SessionPort {
    return { sessionToken: () => this.current()?.token };
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

  /** Stores a new session after login or signup. */
  async begin(command: SessionStartCommand): Promise<void> {
    const session: StoredSession = {
      login: command.login,
      pid: command.playerId,
      sessionID: command.sessionId,
      token: command.sessionToken,
      timeStamp: this.now(),
      ...(command.firstName ? { firstName: command.firstName } : {}),
      ...(command.playerClass ? { playerClass: command.playerClass } : {}),
      ...(command.hasFirstDeposit !== undefined ? { hasFirstDeposit: command.hasFirstDeposit } : {}),
    };
    writeStoredSession(session, this.storage);
    if (command.password) await this.vault.save(command.password);
    else await this.vault.clear();
    this.publish(session);
    await this.refreshBalance();
  }

  /** Keeps the re-login secret in step with a password the player has just changed. */
  async changeCredentials(password: string): Promise<void> {
    if (this.current()) await this.vault.save(password);
  }

  /** Logs out at the provider (best effort) and clears every store of the site. */
  async end(): Promise<void> {
    const session = this.current();
    this.clearEverything();
    await this.vault.clear();
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
   * Checks the stored session: one older than 24 hours or marked expired is cleared. A live one
   * is renewed by a silent re-login when `renew` is set or when the provider no longer accepts it.
   */
  async recheck({ renew }: { renew: boolean }): Promise<void> {
    const session = this.current();
    this.publish(session);
    if (!session) {
      await this.vault.clear();
      return;
    }
    if (!renew) {
      const accepted = await this.refreshBalance();
      if (accepted) return;
    }
    await this.withReloginLock(() => this.silentRelogin(session));
  }

  private async silentRelogin(session: StoredSession): Promise<void> {
    // Another tab may have renewed it while this one waited.
    const latest = this.current();
    if (latest && latest.token !== session.token) {
      this.publish(latest);
      return;
    }
    const password = await this.vault.read();
    try {
      if (!password) throw new Error('No stored credentials');
      const captchaToken = await this.captcha();
      const data = await sessionClient.login(session.login, password, captchaToken);
      const renewed: StoredSession = { ...session, token: data.sessionToken, sessionID: data.rtgSession.session_id, renewedAt: this.now() };
      writeStoredSession(renewed, this.storage);
      this.publish(renewed);
    } catch (error) {
      console.error('Silent re-login failed', error);
      this.clearEverything();
      await this.vault.clear();
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
      this.bus.emit('balance.changed', { balance: data.balance, currencySymbol: data.currency_symbol });
      return true;
    } catch (error) {
      if (error instanceof ProviderError && (error.status === 401 || error.status === 403)) return false;
      console.error('Balance could not be read', error);
      return true;
    }
  }
}
