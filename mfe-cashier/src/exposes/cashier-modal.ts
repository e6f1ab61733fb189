export { CashierModal } from '../cashier/cashier-modal';
