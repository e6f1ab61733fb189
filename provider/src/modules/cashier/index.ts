// The cashier module's surface: cashier credentials and tokens, and the sandbox cashier's deposits.
export { cashierModule } from './cashier-routes';
