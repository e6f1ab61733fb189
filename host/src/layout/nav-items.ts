import type { InfoSlug } from '../content/info-slugs';

/** Links of the MORE INFO submenu and of the footer. */
export const INFO_LINKS: ReadonlyArray<{ slug: InfoSlug; label: string }> = [
  { slug: 'about', label: 'About Us' },
  { slug: 'banking', label: 'Banking' },
  { slug: 'faq', label: 'FAQ' },
  { slug: 'contactus', label: 'Contact Us' },
  { slug: 'terms', label: 'Terms and Conditions' },
  { slug: 'privacy', label: 'Privacy Policy' },
  { slug: 'security', label: 'Security' },
  { slug: 'fairgaming', label: 'Fair Gaming' },
  { slug: 'responsiblegaming', label: 'Responsible Gaming' },
  { slug: 'knowyourcustomer', label: 'Know Your Customer' },
  { slug: 'antimoneylaundering', label: 'Anti-Money Laundering' },
];

/** Marketing pages linked from the footer. */
export const PROMOTION_LINKS: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/welcome-offer/', label: 'Welcome Offer' },
  { to: '/no-deposit-bonus/', label: 'No Deposit Bonus' },
  { to: '/cashback/', label: 'Earn Cashback' },
  { to: '/bitcoin/', label: 'Bitcoin' },
  { to: '/game/', label: 'Play' },
  { to: '/downloadlobby/', label: 'Download' },
];

/** The account pages of the safer-gambling tools (mfe-onboarding): limits, reality check, time-out and self-exclusion; the statement. */
export const RESPONSIBLE_GAMING_PATH = '/lobby/account/responsible-gaming';
export const ACTIVITY_PATH = '/lobby/account/activity';
/** My Account's identity verification (mfe-onboarding), asked for before a first withdrawal. */
export const VERIFICATION_PATH = '/lobby/account/verification';
