import type { Queryable } from '../../db/database';

/** SQL of the marketing module: `affiliate_clicks`, `marketing_preferences` and `signup_reports`. */

export async function insertAffiliateClick(db: Queryable, tokenHash: string, affiliateId: string, now: Date, expiresAt: Date) {
  await db.query('insert into affiliate_clicks (token_hash, affiliate_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    tokenHash, affiliateId, now, expiresAt,
  ]);
}

export async function savePreference(db: Queryable, ref: string, emailPermit: boolean, now: Date) {
  await db.query(
    `insert into marketing_preferences (ref, email_permit, updated_at) values ($1, $2, $3)
     on conflict (ref) do update set email_permit = excluded.email_permit, updated_at = excluded.updated_at`,
    [ref, emailPermit, now],
  );
}

export async function insertSignupReport(db: Queryable, report: {
  login: string | null; email: string | null; firstName: string | null; lastName: string | null; clientId: number | null; startDate: string | null;
}) {
  await db.query(
    'insert into signup_reports (login, email, first_name, last_name, client_id, start_date) values ($1, $2, $3, $4, $5, $6)',
    [report.login, report.email, report.firstName, report.lastName, report.clientId, report.startDate],
  );
}
