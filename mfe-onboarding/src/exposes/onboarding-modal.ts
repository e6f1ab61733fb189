export { OnboardingModal } from '../onboarding/onboarding-modal';
