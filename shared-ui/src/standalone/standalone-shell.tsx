import { useState, type ReactNode } from 'react';
import { BrowserRouter, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { fetchCaptchaToken, playersClient, memorySessionPort, provideSession, sessionClient, toProviderError } from 'shared-api';
import { getEventBus } from 'shared-events';
import { ThemeRoot } from '../theme/theme-root';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & a { color: ${({ theme }) => theme.colors.text}; }
  & a.active { color: ${({ theme }) => theme.colors.accent}; }
`;

export interface StandaloneShellProps {
  /** Name of the remote, shown in the bar. */
  remoteName: string;
  /** Links to the remote's own pages. */
  links: ReadonlyArray<{ to: string; label: string }>;
  children: ReactNode;
}

/** The seeded demo player of the local provider (provider/README.md). */
const DEMO_LOGIN = { login: 'demoplayer', password: 'Demo1234' };

// The standalone shell is this page's host: it provides the session port the host would.
const standaloneSession = memorySessionPort();
provideSession(standaloneSession);

/** Logs the demo player in at the provider and publishes the session, as the host would. */
async function signInDemoPlayer(): Promise<void> {
  const data = await sessionClient.login(DEMO_LOGIN.login, DEMO_LOGIN.password, await fetchCaptchaToken());
  await standaloneSession.startSession({ login: data.login, playerId: data.pid, sessionToken: data.sessionToken, sessionId: data.rtgSession.session_id, firstName: 'Demo' });
  const balance = await playersClient.balance(data.pid);
  getEventBus().emit('balance.changed', {
    balance: balance.balance,
    currencySymbol: balance.currency_symbol,
    cash: balance.cash,
    bonus: balance.bonus,
    withdrawable: balance.withdrawable,
    pendingWithdrawals: balance.pending_withdrawals,
  });
}

/**
 * What a remote renders when its team runs it alone (`pnpm --filter <remote> dev`): the
 * theme, a router, links to its pages and a real demo session from the local provider, so the
 * remote can be worked on without the host.
 */
export function StandaloneShell({ remoteName, links, children }: StandaloneShellProps) {
  const [status, setStatus] = useState<'visitor' | 'signing-in' | 'player'>('visitor');
  const [error, setError] = useState<string | null>(null);
  const toggleSession = () => {
    setError(null);
    if (status === 'player') {
      standaloneSession.endSession();
      setStatus('visitor');
      return;
    }
    setStatus('signing-in');
    signInDemoPlayer().then(
      () => setStatus('player'),
      (failure: unknown) => {
        setStatus('visitor');
        setError(`${toProviderError(failure).message} (is the provider running? pnpm --filter provider start)`);
      },
    );
  };
  return (
    <ThemeRoot>
      <BrowserRouter>
        <Bar>
          <strong>{remoteName} · standalone</strong>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
          <button type="button" onClick={toggleSession} disabled={status === 'signing-in'}>
            {status === 'player' ? 'Act as visitor' : status === 'signing-in' ? 'Signing in…' : 'Log in as the demo player'}
          </button>
          {error && <span role="alert">{error}</span>}
        </Bar>
        {children}
      </BrowserRouter>
    </ThemeRoot>
  );
}
