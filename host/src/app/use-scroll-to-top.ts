import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top: the single-page app keeps the window's scroll position across routes,
 * so a game opened from a scrolled lobby would open with its title under the navigation bar. Going
 * back or forward (POP) is left to the browser, which restores where the player was; a change of
 * query or hash on the same page (a filter, `?showchat`, the skip link) keeps the position.
 */
export function useScrollToTopOnNewPage(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
