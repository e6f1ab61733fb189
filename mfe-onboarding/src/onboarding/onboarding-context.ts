import { createContext, useContext } from 'react';
import type { OnboardingStore } from './onboarding-store';

/** The store of the modal these components sit in. */
export const OnboardingContext = createContext<OnboardingStore | null>(null);

export function useOnboardingStore(): OnboardingStore {
  const store = useContext(OnboardingContext);
  if (!store) throw new Error('Onboarding components render inside the onboarding modal');
  return store;
}
