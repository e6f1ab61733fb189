import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePlayer } from 'shared-ui';
import { HomePage } from '../pages/home-page';

/** Visitors see the landing page; a logged-in player goes to the lobby, keeping the query string. */
export function HomeRoute() {
  const player = usePlayer();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // Only while the browser is still at home: a remote may have sent the new player on between this
    // render and its effect (signup goes to the lobby), and a stale redirect must not undo that.
    if (player && window.location.pathname === '/') void navigate(`/lobby/games/${search}`, { replace: true });
  }, [player, search, navigate]);
  return player ? null : <HomePage />;
}
