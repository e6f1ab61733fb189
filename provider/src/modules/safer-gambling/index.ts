// The safer-gambling module's surface: the deposit allowance the sandbox cashier's page shows.
export { depositAllowance } from './safer-gambling-service';
