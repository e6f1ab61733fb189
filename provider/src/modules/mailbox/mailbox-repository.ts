import type { Queryable } from '../../db/database';

/** SQL of the mailbox module: `mail_outbox`. */

export async function insertMail(db: Queryable, to: string, subject: string, body: string, now: Date): Promise<void> {
  await db.query('insert into mail_outbox (to_email, subject, body, created_at) values ($1, $2, $3, $4)', [to, subject, body, now]);
}

export const latestMailTo = (db: Queryable, email: string) => db.query<{ subject: string; body: string; created_at: Date }>(
  'select subject, body, created_at from mail_outbox where to_email = $1 order by id desc limit 20', [email],
);
