import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatLimitInstant } from 'shared-api';
import type { SaferGamblingState } from 'shared-contract';
import { Button } from 'shared-ui';

/** Holds the session (its login instant) whose last-login notice was shown; logout clears every `casino.` key. */
export const LAST_LOGIN_SHOWN_KEY = 'casino.safer-gambling.last-login-shown';

const Notice = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.menu};
  transform: translateX(-50%);
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: max-content;
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow};
  & p { margin: 0; }
`;

/** "Last login: …" once per session, after a login that had one before it; it does not block the page. */
export function LastLoginNotice({ state }: { state: SaferGamblingState }) {
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const session = state.session.logged_in_at;
  const previous = state.previous_login_at;

  useEffect(() => {
    if (!previous || localStorage.getItem(LAST_LOGIN_SHOWN_KEY) === session) return;
    // Marked at once: a reload or another tab of the same session does not show it again.
    localStorage.setItem(LAST_LOGIN_SHOWN_KEY, session);
    setShownFor(session);
    setDismissed(false);
  }, [previous, session]);

  if (!previous || shownFor !== session || dismissed) return null;
  return (
    <Notice role="status">
      <p>Last login: {formatLimitInstant(previous)}</p>
      <Button type="button" $variant="ghost" aria-label="Dismiss the last login notice" onClick={() => setDismissed(true)}>
        ×
      </Button>
    </Notice>
  );
}
