import { NavLink, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageFrame, useEventBus, usePlayer } from 'shared-ui';

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  & a {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  & a.active { background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accentText}; }
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  & h2 { margin-top: 0; }
`;

function AccountDetails() {
  const player = usePlayer();
  return (
    <Card aria-labelledby="details-heading">
      <h2 id="details-heading">Account details</h2>
      <dl>
        <dt>Username</dt>
        <dd>{player?.login}</dd>
        <dt>Player id</dt>
        <dd>{player?.playerId}</dd>
      </dl>
    </Card>
  );
}

function AccountHistory() {
  return (
    <Card aria-labelledby="history-heading">
      <h2 id="history-heading">Account history</h2>
      <p>Your deposits, coupons and game rounds, newest first.</p>
    </Card>
  );
}

function AccountPreferences() {
  return (
    <Card aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">Preferences</h2>
      <p>Choose how we contact you and how you like to play.</p>
    </Card>
  );
}

/** My Account, under /lobby/account/, with its history and preferences sub-pages. */
export function AccountPage({ basePath = '/lobby/account' }: { basePath?: string }) {
  const player = usePlayer();
  const bus = useEventBus();
  return (
    <PageFrame heading="My Account">
      {player ? (
        <>
          <Tabs aria-label="Account sections">
            <NavLink to={`${basePath}/`} end>
              Details
            </NavLink>
            <NavLink to={`${basePath}/history`}>History</NavLink>
            <NavLink to={`${basePath}/preferences`}>Preferences</NavLink>
          </Tabs>
          <Routes>
            <Route index element={<AccountDetails />} />
            <Route path="history" element={<AccountHistory />} />
            <Route path="preferences" element={<AccountPreferences />} />
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
