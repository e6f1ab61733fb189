import { createRoot } from 'react-dom/client';
import { StandaloneShell } from 'shared-ui';
import { PromotionsPage } from './promotions/promotions-page';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneShell remoteName="mfe-promotions" links={[]}>
    <PromotionsPage />
  </StandaloneShell>,
);
