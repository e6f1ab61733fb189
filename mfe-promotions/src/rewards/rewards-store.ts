/** SPEC §3 persisted rewards store: only the time the daily reward was last dismissed. */
export const REWARDS_STORE_KEY = 'casino.rewards';

interface RewardsStore {
  /** Epoch milliseconds of the last Dismiss. */
  dismissed: number | null;
}

export function readRewardsStore(): RewardsStore {
  try {
    const stored = JSON.parse(localStorage.getItem(REWARDS_STORE_KEY) ?? 'null') as Partial<RewardsStore> | null;
    return { dismissed: typeof stored?.dismissed === 'number' ? stored.dismissed : null };
  } catch {
    return { dismissed: null };
  }
}

export function storeDismissed(now = Date.now()): void {
  localStorage.setItem(REWARDS_STORE_KEY, JSON.stringify({ dismissed: now }));
}

/** Whether the reward was dismissed earlier on the same calendar day. */
export function dismissedToday(now = new Date()): boolean {
  const { dismissed } = readRewardsStore();
  return dismissed !== null && new Date(dismissed).toDateString() === now.toDateString();
}

/** SPEC §2: a page opened with state quickredeem or quickplay shows no daily reward. */
export function openedForQuickLink(): boolean {
  // The address the page was opened with: the host may already have rewritten the current one.
  const navigation = typeof performance !== 'undefined' ? performance.getEntriesByType?.('navigation')[0] : undefined;
  const opened = [navigation?.name, window.location.href].filter((url): url is string => Boolean(url));
  return opened.some((url) => {
    const state = new URL(url, window.location.origin).searchParams.get('state');
    return state === 'quickredeem' || state === 'quickplay';
  });
}
