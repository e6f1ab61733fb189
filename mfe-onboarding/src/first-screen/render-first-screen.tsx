import { EARLY_ID_PREFIX, type FirstScreen, type FirstScreenRequest } from 'shared-events/first-screen';
import { renderFirstScreenMarkup } from 'shared-ui/first-screen';
import { EarlySignup } from './early-signup';

/** The same for every visitor and page, so made once per release. */
let earlyOverlay: FirstScreen | undefined;

/**
 * The onboarding modal's early overlay (docs/decisions/059): its sign-up view, which a page shows when SIGN UP NOW is
 * tapped before its scripts have started. Its ids are prefixed, apart from the page's.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen> {
  if (request.exposed !== 'OnboardingModal') throw new Error(`mfe-onboarding renders no first screen for ${request.exposed}`);
  earlyOverlay ??= { ...renderFirstScreenMarkup(<EarlySignup />, '/', { identifierPrefix: EARLY_ID_PREFIX }), state: null };
  return earlyOverlay;
}
