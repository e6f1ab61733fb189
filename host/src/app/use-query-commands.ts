import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEventBus } from 'shared-ui';
import { affiliateCookiesFor, keepTrackingCookies } from '../query-params/affiliate-tracking';
import { commandsForQuery } from '../query-params/commands-for-query';

/** Turns the query parameters of each visited URL into bus commands and tracking cookies (SPEC §2). */
export function useQueryCommands(): void {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const bus = useEventBus();
  useEffect(() => {
    const params = new URLSearchParams(search);
    keepTrackingCookies(affiliateCookiesFor(params));
    for (const command of commandsForQuery(params)) {
      // The promotion card lives on the promotions page: go there first, keeping the query.
      if (command.name === 'promotion.focus' && !pathname.startsWith('/lobby/promotions')) {
        navigate(`/lobby/promotions/${search}`, { replace: true });
        return;
      }
      bus.emit(command.name, command.payload as never);
    }
  }, [search, pathname, navigate, bus]);
}
