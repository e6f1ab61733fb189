import type { AppContext } from '../../app-context';
import { insertMail } from './mailbox-repository';

/** No mail leaves a sandbox: messages land in an outbox readable at /sandbox/mailbox. */
export async function sendMail(ctx: AppContext, to: string, subject: string, body: string): Promise<void> {
  await insertMail(ctx.db, to, subject, body, ctx.now());
}
