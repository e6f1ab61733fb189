export { CashierPage } from '../cashier/cashier-page';
