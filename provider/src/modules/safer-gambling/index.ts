// The safer-gambling module's surface: the deposit allowance the sandbox cashier's page shows, and the limits' calendar days (the account history's filters).
export { depositAllowance } from './safer-gambling-service';
export { dayKey, periodAt, startOfDayKey } from './calendar-periods';
