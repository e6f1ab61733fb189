export { EmailOptOutDialog } from '../email-opt-out/email-opt-out-dialog';
