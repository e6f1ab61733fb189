// The safer-gambling module's surface: its plugin, and the deposit allowance the sandbox cashier's page shows.
export { saferGamblingModule } from './safer-gambling-module';
export { depositAllowance } from './safer-gambling-service';
