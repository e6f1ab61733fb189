import { EARLY_ID_PREFIX, type FirstScreen, type FirstScreenRequest } from 'shared-events/first-screen';
import { renderFirstScreenMarkup } from 'shared-ui/first-screen';
import { EarlyViews } from './early-view';

/** The same for every visitor and page, so made once per release. */
let earlyOverlay: FirstScreen | undefined;

/**
 * The onboarding modal's early overlay (docs/decisions/059): its sign-up and log-in views, which a page shows when a
 * button that opens one is tapped before its scripts have started (or while the modal's code loads). Its ids are
 * prefixed, apart from the page's.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen> {
  if (request.exposed !== 'OnboardingModal') throw new Error(`mfe-onboarding renders no first screen for ${request.exposed}`);
  earlyOverlay ??= { ...renderFirstScreenMarkup(<EarlyViews />, '/', { identifierPrefix: EARLY_ID_PREFIX }), state: null };
  return earlyOverlay;
}
