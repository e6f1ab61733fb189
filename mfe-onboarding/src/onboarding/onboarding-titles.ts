import type { OnboardingState } from 'shared-events';

/** Heading of the onboarding modal in each of its states. */
export const ONBOARDING_TITLES: Record<OnboardingState, string> = {
  signup: 'Sign Up',
  quicksignup: 'Quick Sign Up',
  login: 'Log In',
  compactlogin: 'Log In',
  moreDetails: 'Account Details',
  forgottenusername: 'Forgotten Username',
  forgottenpassword: 'Forgotten Password',
  passwordreset: 'Reset Password',
  quickredeem: 'Redeem Your Coupon',
  quickplay: 'Quick Play',
};

/** What the player is asked for in each state. */
export const ONBOARDING_INTROS: Record<OnboardingState, string> = {
  signup: 'Create your account in under a minute and claim your 300% welcome bonus.',
  quicksignup: 'Just the essentials: your name, email and a password.',
  login: 'Welcome back. Log in with your username or email.',
  compactlogin: 'Log in to continue.',
  moreDetails: 'We need a few account details before your first deposit.',
  forgottenusername: 'Enter the email address on your account and we will send you your username.',
  forgottenpassword: 'Enter your username and we will email you a link to reset your password.',
  passwordreset: 'Choose a new password for your account.',
  quickredeem: 'Log in to redeem the coupon from your email.',
  quickplay: 'Log in to jump straight into your game.',
};
