import { useSyncExternalStore } from 'react';
import { cashierClient, clientType, getRuntimeConfig, toProviderError } from 'shared-api';
import type { EventBus, PlayerIdentity } from 'shared-events';
import { readCouponsAgain } from '../coupons/cashier-coupons';
import { CASHIER_WINDOW, depositFormOf, submitDepositForm, type DepositForm, type DepositMethod } from './deposit-form';

/** Written to localStorage by the RedirectURL landing page; other tabs of the site hear it as a `storage` event. */
export const RETURN_SIGNAL_KEY = 'casino.cashier.returned';

export const CASHIER_UNAVAILABLE = 'The cashier is unavailable right now.';

/** Where the player is in a deposit. */
export type DepositPhase =
  | { kind: 'idle' }
  | { kind: 'opening'; method: DepositMethod }
  /** The cashier tab is open (or, when `blocked`, waits for the player to open it from the fallback). */
  | { kind: 'in-progress'; method: DepositMethod; form: DepositForm; blocked: boolean }
  /** The player came back through the RedirectURL landing page. */
  | { kind: 'returned' }
  | { kind: 'failed'; message: string };

export interface DepositState {
  phase: DepositPhase;
  /** A deposit asked for while the profile was incomplete: it goes on when the cashier is opened again (after moreDetails). */
  pendingAfterDetails: DepositMethod | null;
  /** Whether the account details a deposit needs are given (the provider decides: SPEC §5); null until read. */
  profileComplete: boolean | null;
  /** Player whose deposit this is; another player starts from nothing. */
  playerId: number | null;
}

const INITIAL: DepositState = { phase: { kind: 'idle' }, pendingAfterDetails: null, profileComplete: null, playerId: null };

// Where the player is in a deposit: page state, not server state (the coupons and the allowance are
// queries of the one server-state layer). One per remote: the modal and the /cashier/ page show the
// same deposit, and a deposit asked for before moreDetails survives the cashier modal closing.
let state: DepositState = INITIAL;
const listeners = new Set<() => void>();

function update(change: Partial<DepositState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function getDepositState(): DepositState {
  return state;
}

/** Back to nothing known (tests, and a new player). */
export function resetDepositState(): void {
  state = INITIAL;
  for (const listener of listeners) listener();
}

export function useDepositState(): DepositState {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => state,
    () => state,
  );
}

function forPlayer(player: PlayerIdentity): void {
  if (state.playerId !== player.playerId) {
    state = { ...INITIAL, playerId: player.playerId };
  }
}

/** Reads whether the profile is complete, so a deposit by an incomplete profile goes to moreDetails without opening a tab. */
export async function loadProfile(player: PlayerIdentity): Promise<void> {
  forPlayer(player);
  try {
    const { skinId } = getRuntimeConfig();
    const data = await cashierClient.cashier(player.playerId, { skinId, playerId: player.playerId, cashier_type: 'deposit', client_type: clientType() });
    if (state.playerId === player.playerId) update({ profileComplete: data.profile_complete });
  } catch {
    // Unknown stays unknown: the deposit itself checks again.
  }
}

/** Balance and coupons read again: after a deposit, or when the player comes back to this tab. */
export function refreshAfterCashier(bus: EventBus, player: PlayerIdentity): Promise<void> {
  bus.emit('balance.refresh', {});
  return readCouponsAgain(bus, player, true);
}

/** Opens the moreDetails form; the deposit continues when the cashier is opened again. */
export function askForDetails(bus: EventBus, player: PlayerIdentity, method: DepositMethod): void {
  forPlayer(player);
  update({ pendingAfterDetails: method, phase: { kind: 'idle' } });
  bus.emit('onboarding.open', { state: 'moreDetails' });
}

function openCashierTab(): Window | null {
  try {
    return window.open('', CASHIER_WINDOW);
  } catch {
    return null;
  }
}

/**
 * The deposit hand-off of SPEC §7: the cashier call and the token call, then the form POST in
 * the cashier tab. The tab is opened before any call is awaited, while the click still counts
 * as the player's own action, so that popup blockers let it through. Answers 'details' when the
 * profile turned out incomplete (moreDetails was opened instead).
 */
export async function beginDeposit(bus: EventBus, player: PlayerIdentity, method: DepositMethod): Promise<'started' | 'details' | 'failed'> {
  forPlayer(player);
  const tab = openCashierTab();
  update({ phase: { kind: 'opening', method }, pendingAfterDetails: null });
  try {
    const { skinId } = getRuntimeConfig();
    const data = await cashierClient.cashier(player.playerId, { skinId, playerId: player.playerId, cashier_type: 'deposit', client_type: clientType() });
    update({ profileComplete: data.profile_complete });
    if (!data.profile_complete) {
      tab?.close();
      askForDetails(bus, player, method);
      return 'details';
    }
    await cashierClient.playerToken(player.playerId, 'cashier');
    const form = depositFormOf(data, { cashierUrl: getRuntimeConfig().cashierUrl, siteOrigin: window.location.origin, method });
    const blocked = !tab || tab.closed;
    if (!blocked) submitDepositForm(form, CASHIER_WINDOW);
    update({ phase: { kind: 'in-progress', method, form, blocked } });
    return 'started';
  } catch (error) {
    tab?.close();
    update({ phase: { kind: 'failed', message: `${CASHIER_UNAVAILABLE} ${toProviderError(error).message}` } });
    return 'failed';
  }
}

/**
 * The deposit button: an incomplete profile goes to the moreDetails form first (SPEC §5), anything
 * else to the cashier tab. `onLeave` runs when the onboarding form takes over (the cashier modal closes).
 */
export async function requestDeposit(bus: EventBus, player: PlayerIdentity, method: DepositMethod, onLeave?: () => void): Promise<void> {
  forPlayer(player);
  if (state.profileComplete === false) {
    askForDetails(bus, player, method);
    onLeave?.();
    return;
  }
  if ((await beginDeposit(bus, player, method)) === 'details') onLeave?.();
}

/** The player is back from the cashier tab (the landing page told us). */
export function markReturned(bus: EventBus, player: PlayerIdentity): void {
  if (state.phase.kind === 'returned') return;
  forPlayer(player);
  update({ phase: { kind: 'returned' } });
  void refreshAfterCashier(bus, player);
}

/** The player dismisses the in-progress or result message. */
export function finishDeposit(): void {
  update({ phase: { kind: 'idle' } });
}
