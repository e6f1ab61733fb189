import { useSyncExternalStore } from 'react';
import { ONBOARDING_STATES, type OnboardingState } from 'shared-events';
import { EMPTY_ONBOARDING_DATA, persistableData, type OnboardingData } from './onboarding-data';

/** Local storage key of the persisted onboarding store (SPEC §3). */
export const ONBOARDING_STORAGE_KEY = 'casino.onboarding';

/** What survives a reload: the type and what was typed, never a password. */
export interface PersistedOnboarding {
  type: OnboardingState;
  data: OnboardingData;
}

export interface OnboardingSnapshot extends PersistedOnboarding {
  /** The show flag of SPEC §4: the modal shows only while true. */
  show: boolean;
  /** Query parameters that came with the open command (pid, token, hash, code, coupon, game). */
  params: Readonly<Record<string, string>>;
}

const INITIAL: PersistedOnboarding = { type: 'login', data: EMPTY_ONBOARDING_DATA };

const isState = (value: unknown): value is OnboardingState => (ONBOARDING_STATES as ReadonlyArray<unknown>).includes(value);

function readPersisted(): PersistedOnboarding {
  try {
    const raw = localStorage.getItem(ONBOARDING_STORAGE_KEY);
    if (raw === null) return INITIAL;
    const parsed = JSON.parse(raw) as Partial<PersistedOnboarding>;
    return {
      type: isState(parsed.type) ? parsed.type : 'login',
      data: { ...EMPTY_ONBOARDING_DATA, ...persistableData(parsed.data ?? {}) },
    };
  } catch {
    // Unreadable or older data is simply not restored.
    return INITIAL;
  }
}

function writePersisted(value: PersistedOnboarding): void {
  try {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ type: value.type, data: persistableData(value.data) }));
  } catch (error) {
    // A full or disabled storage only loses what was typed on a reload.
    console.warn('Could not store the onboarding form', error);
  }
}

/** The persisted onboarding store: modal type, form data and the show flag. */
export interface OnboardingStore {
  get: () => OnboardingSnapshot;
  subscribe: (listener: () => void) => () => void;
  open: (type: OnboardingState, params?: Readonly<Record<string, string>>) => void;
  /** Switches type inside the open modal (for example from login to forgotten password). */
  switchTo: (type: OnboardingState, params?: Readonly<Record<string, string>>) => void;
  /** Merges what the player typed; passwords are dropped. */
  saveData: (data: object) => void;
  /** SPEC §4: closing resets the type to login and clears the data. */
  close: () => void;
}

export function createOnboardingStore(): OnboardingStore {
  let snapshot: OnboardingSnapshot = { ...readPersisted(), show: false, params: {} };
  const listeners = new Set<() => void>();
  const set = (next: OnboardingSnapshot) => {
    snapshot = next;
    writePersisted(next);
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: (type, params = {}) => set({ ...snapshot, type, params, show: true }),
    switchTo: (type, params = {}) => set({ ...snapshot, type, params }),
    saveData: (data) => set({ ...snapshot, data: { ...snapshot.data, ...persistableData(data) } }),
    close: () => set({ type: 'login', data: EMPTY_ONBOARDING_DATA, params: {}, show: false }),
  };
}

export function useOnboardingSnapshot(store: OnboardingStore): OnboardingSnapshot {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
