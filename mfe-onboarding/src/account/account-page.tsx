import { useState } from 'react';
import { NavLink, Route, Routes } from 'react-router-dom';
import type { RestrictionAnswer } from 'shared-contract';
import styled from 'styled-components';
import { Button, PageFrame, useEventBus, usePlayer } from 'shared-ui';
import { AccountDetails } from './account-details';
import { AccountPreferences } from './account-preferences';
import { Bar, Card } from './account-styles';
import { ChangePassword } from './change-password';
import { ActivityPage } from '../responsible-gaming/activity-page';
import { ResponsibleGamingPage } from '../responsible-gaming/responsible-gaming-page';
import { RestrictionNotice } from '../responsible-gaming/restriction-notice';
import { VerificationPage } from '../verification/verification-page';
import { HistoryPage } from '../history/history-page';
import { RoundPage } from '../history/round-page';

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  & a {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  & a.active { background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accentText}; }
`;

/** My Account, under /lobby/account/, with its password, history, preferences, responsible gaming, activity and verification sub-pages. */
export function AccountPage({ basePath = '/lobby/account' }: { basePath?: string }) {
  const player = usePlayer();
  const bus = useEventBus();
  // Kept here, above the session: a time-out or self-exclusion logs the player out at once.
  const [restricted, setRestricted] = useState<RestrictionAnswer | null>(null);
  return (
    <PageFrame heading="My Account">
      {restricted && <RestrictionNotice answer={restricted} />}
      {player ? (
        <>
          <Bar>
            <Tabs aria-label="Account sections">
              <NavLink to={`${basePath}/`} end>
                Details
              </NavLink>
              <NavLink to={`${basePath}/password`}>Password</NavLink>
              <NavLink to={`${basePath}/history`}>History</NavLink>
              <NavLink to={`${basePath}/preferences`}>Preferences</NavLink>
              <NavLink to={`${basePath}/responsible-gaming`}>Responsible Gaming</NavLink>
              <NavLink to={`${basePath}/activity`}>Activity</NavLink>
              <NavLink to={`${basePath}/verification`}>Verification</NavLink>
            </Tabs>
            <Button type="button" $variant="ghost" onClick={() => bus.emit('session.end', { reason: 'logout' })}>
              Log out
            </Button>
          </Bar>
          <Routes>
            <Route index element={<AccountDetails />} />
            <Route path="password" element={<ChangePassword />} />
            <Route path="history" element={<HistoryPage />} />
            <Route path="history/rounds/:roundId" element={<RoundPage />} />
            <Route path="preferences" element={<AccountPreferences />} />
            <Route path="responsible-gaming" element={<ResponsibleGamingPage onRestricted={setRestricted} />} />
            <Route path="activity" element={<ActivityPage />} />
            <Route path="verification" element={<VerificationPage />} />
          </Routes>
        </>
      ) : (
        <Card>
          <p>Log in to manage your account.</p>
          <Button type="button" onClick={() => bus.emit('onboarding.open', { state: 'login' })}>
            Log in
          </Button>
        </Card>
      )}
    </PageFrame>
  );
}
