import { useLocation } from 'react-router-dom';
import { PageFrame } from 'shared-ui';
import { DepositReturn } from '../deposit/deposit-return';
import { CashierPanel } from './cashier-panel';

/**
 * The full-page cashier (/cashier/), shown without the site's navigation and footer; also the cashier's
 * RedirectURL landing page. Coming back to the tab is watched by the cashier modal, mounted on every page.
 */
export function CashierPage() {
  const { search } = useLocation();
  const landing = new URLSearchParams(search).get('deposit') === 'return';
  return <PageFrame heading="Cashier">{landing ? <DepositReturn /> : <CashierPanel />}</PageFrame>;
}
