import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { insertMail } from './mailbox-repository';

/**
 * No mail leaves a sandbox: messages land in an outbox readable at /sandbox/mailbox. Given the transaction
 * of the change it tells about (`db`), the mail is kept exactly when the change is: never lost, never sent twice.
 */
export async function sendMail(ctx: AppContext, to: string, subject: string, body: string, db: Queryable = ctx.db): Promise<void> {
  await insertMail(db, to, subject, body, ctx.now());
}
