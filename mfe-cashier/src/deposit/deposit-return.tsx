import { formatBalance } from 'shared-api';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useBusState, useEventBus } from 'shared-ui';
import { RETURN_SIGNAL_KEY } from './deposit-store';

/** How long the landing page stays when the browser does not let it close itself. */
export const RETURN_TO_LOBBY_MS = 5000;

const Box = styled.div`
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
  a { color: ${({ theme }) => theme.colors.accent}; font-weight: 700; }
`;

/**
 * The cashier's RedirectURL (/cashier/?deposit=return): tells the site's other tabs the player is
 * back, then closes this tab, or, when the browser keeps it open, returns to the lobby.
 */
export function DepositReturn() {
  const bus = useEventBus();
  const navigate = useNavigate();
  const balance = useBusState('balance.changed');

  useEffect(() => {
    try {
      localStorage.setItem(RETURN_SIGNAL_KEY, String(Date.now()));
    } catch {
      // Storage refused: the first tab still refreshes on focus.
    }
    bus.emit('balance.refresh', {});
    window.close();
    const timer = window.setTimeout(() => navigate('/lobby/games/'), RETURN_TO_LOBBY_MS);
    return () => window.clearTimeout(timer);
  }, [bus, navigate]);

  return (
    <Box role="status">
      <p>Thank you. You are back from the cashier.</p>
      {balance && <p>Your balance: {formatBalance(balance.balance, balance.currencySymbol)}</p>}
      <p>
        Taking you back to the lobby… <Link to="/lobby/games/">Return to the lobby</Link>
      </p>
    </Box>
  );
}
