import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEventBus } from 'shared-ui';
import { affiliateRedirectSearch } from '../query-params/affiliate-redirect';
import { affiliateCookiesFor, keepTrackingCookies } from '../query-params/affiliate-tracking';
import { commandsForQuery } from '../query-params/commands-for-query';

/** Links that work once: reloading the page must not run them again. */
const ONE_TIME_PARAMS = ['pid', 'token', 'unsubscribe'] as const;

/** Turns the query parameters of each visited URL into bus commands and tracking cookies (SPEC §2). */
export function useQueryCommands(): void {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const bus = useEventBus();
  // A player who logs in on `/?action=show…` is sent to the lobby with the same query string
  // (SPEC §2); its commands ran already and must not run again.
  const dispatchedSearch = useRef<string | null>(null);
  const redirectedSearch = useRef<string | null>(null);
  useEffect(() => {
    if (search === dispatchedSearch.current) return;
    const params = new URLSearchParams(search);
    keepTrackingCookies(affiliateCookiesFor(params));

    const dispatch = () => {
      const commands = commandsForQuery(params);
      // The promotion card lives on the promotions page: go there first, keeping the query; the
      // commands run there.
      if (commands.some((command) => command.name === 'promotion.focus') && !pathname.startsWith('/lobby/promotions')) {
        navigate(`/lobby/promotions/${search}`, { replace: true });
        return;
      }
      for (const command of commands) bus.emit(command.name, command.payload as never);
      dispatchedSearch.current = search;
      const once = params.has('pid') && params.has('token') ? ONE_TIME_PARAMS : params.has('unsubscribe') ? (['unsubscribe'] as const) : [];
      if (once.length > 0) {
        const url = new URL(window.location.href);
        for (const name of once) url.searchParams.delete(name);
        window.history.replaceState(window.history.state, '', url);
      }
    };

    // An affiliate link (`user` and `feed`) is first exchanged for its token; the commands run on the URL it leads to.
    if (params.has('user') && params.has('feed') && redirectedSearch.current !== search) {
      redirectedSearch.current = search;
      affiliateRedirectSearch(params).then(
        (next) => (next ? navigate(`${pathname}${next}${window.location.hash}`, { replace: true }) : dispatch()),
        (error: unknown) => {
          // SPEC §8 treats tracking failures as logged only: the page goes on without the token.
          console.error('The affiliate token could not be read', error);
          dispatch();
        },
      );
      return;
    }
    dispatch();
  }, [search, pathname, navigate, bus]);
}
