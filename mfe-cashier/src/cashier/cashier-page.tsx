import { PageFrame } from 'shared-ui';
import { CashierPanel } from './cashier-panel';

/** The full-page cashier (/cashier/), shown without the site's navigation and footer. */
export function CashierPage() {
  return (
    <PageFrame heading="Cashier">
      <CashierPanel />
    </PageFrame>
  );
}
