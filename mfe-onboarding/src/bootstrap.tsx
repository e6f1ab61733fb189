import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { Button, StandaloneShell, useEventBus } from 'shared-ui';
import { ONBOARDING_STATES } from 'shared-events';
import { AccountPage } from './account/account-page';
import { OnboardingModal } from './onboarding/onboarding-modal';

function OnboardingLauncher() {
  const bus = useEventBus();
  return (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 24 }}>
      {ONBOARDING_STATES.map((state) => (
        <Button key={state} type="button" $variant="ghost" onClick={() => bus.emit('onboarding.open', { state })}>
          {state}
        </Button>
      ))}
    </p>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneShell remoteName="mfe-onboarding" links={[{ to: '/', label: 'Modal types' }, { to: '/lobby/account/', label: 'My Account' }]}>
    <Routes>
      <Route path="/" element={<OnboardingLauncher />} />
      <Route path="/lobby/account/*" element={<AccountPage />} />
    </Routes>
    <OnboardingModal />
  </StandaloneShell>,
);
