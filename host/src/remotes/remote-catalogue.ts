/** The remotes the host composes, by package name, with their Module Federation container names. */
export const REMOTES = {
  'mfe-onboarding': { container: 'mfe_onboarding', label: 'Sign up and log in' },
  'mfe-lobby': { container: 'mfe_lobby', label: 'The games lobby' },
  'mfe-promotions': { container: 'mfe_promotions', label: 'Promotions' },
  'mfe-cashier': { container: 'mfe_cashier', label: 'The cashier' },
  'mfe-support': { container: 'mfe_support', label: 'Live chat' },
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
