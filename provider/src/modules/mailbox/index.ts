// The mailbox module's surface: mail sent to players, readable in the sandbox mailbox.
export { sendMail } from './mail-service';
