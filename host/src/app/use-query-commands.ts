import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEventBus } from 'shared-ui';
import { affiliateCookiesFor, keepTrackingCookies } from '../query-params/affiliate-tracking';
import { commandsForQuery } from '../query-params/commands-for-query';

/** Turns the query parameters of each visited URL into bus commands and tracking cookies (SPEC §2). */
export function useQueryCommands(): void {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const bus = useEventBus();
  // A player who logs in on `/?action=show…` is sent to the lobby with the same query string
  // (SPEC §2); its commands ran already and must not run again.
  const dispatchedSearch = useRef<string | null>(null);
  useEffect(() => {
    if (search === dispatchedSearch.current) return;
    const params = new URLSearchParams(search);
    keepTrackingCookies(affiliateCookiesFor(params));
    const commands = commandsForQuery(params);
    // The promotion card lives on the promotions page: go there first, keeping the query; the
    // commands run there.
    if (commands.some((command) => command.name === 'promotion.focus') && !pathname.startsWith('/lobby/promotions')) {
      navigate(`/lobby/promotions/${search}`, { replace: true });
      return;
    }
    for (const command of commands) bus.emit(command.name, command.payload as never);
    dispatchedSearch.current = search;
    // A reset link works once: without this, reloading the page would open the reset again.
    if (params.has('pid') && params.has('token')) {
      const url = new URL(window.location.href);
      url.searchParams.delete('pid');
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', url);
    }
  }, [search, pathname, navigate, bus]);
}
