import type { AppContext } from '../app-context';

/** No mail leaves a sandbox: messages land in an outbox readable at /sandbox/mailbox. */
export async function sendMail(ctx: AppContext, to: string, subject: string, body: string): Promise<void> {
  await ctx.db.query('insert into mail_outbox (to_email, subject, body, created_at) values ($1, $2, $3, $4)', [
    to,
    subject,
    body,
    ctx.now(),
  ]);
}
