// The marketing module's surface: affiliate clicks, email preferences, abandoned-signup reports.
export { marketingModule } from './marketing-routes';
