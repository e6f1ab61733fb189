import { useState, type ReactNode } from 'react';
import { BrowserRouter, NavLink } from 'react-router-dom';
import styled from 'styled-components';
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

/**
 * What a remote renders when its team runs it alone (`pnpm --filter <remote> dev`): the
 * theme, a router, links to its pages and a switch between a visitor and a demo session,
 * so the remote can be worked on without the host.
 */
export function StandaloneShell({ remoteName, links, children }: StandaloneShellProps) {
  const [signedIn, setSignedIn] = useState(false);
  const toggleSession = () => {
    const next = !signedIn;
    setSignedIn(next);
    getEventBus().emit(
      'session.changed',
      next
        ? { status: 'authenticated', player: { login: 'demo', playerId: 1, firstName: 'Demo', sessionToken: 'standalone' } }
        : { status: 'anonymous' },
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
          <button type="button" onClick={toggleSession}>
            {signedIn ? 'Act as visitor' : 'Act as demo player'}
          </button>
        </Bar>
        {children}
      </BrowserRouter>
    </ThemeRoot>
  );
}
