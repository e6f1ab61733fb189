export { AccountPage } from '../account/account-page';
