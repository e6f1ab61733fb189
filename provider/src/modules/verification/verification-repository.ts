import type { Queryable } from '../../db/database';
import type { IdDocumentKind } from 'shared-contract';

/** SQL of the verification module: `identity_verifications` and `id_documents`. */

export type StoredStatus = 'documents-needed' | 'in-review' | 'verified' | 'rejected';

export interface VerificationRow {
  player_id: number;
  status: StoredStatus;
  legal_first_name: string;
  legal_last_name: string;
  birth_date: string | null;
  address_1: string;
  city: string;
  state: string;
  zip: string;
  reason: string | null;
  verified_at: Date | null;
  /** How many times the details given did not match. */
  details_failures: number;
}

/** A document without its content: what the player and the queue see. */
export interface DocumentRow {
  id: number;
  player_id: number;
  file_name: string;
  kind: IdDocumentKind;
  size_bytes: number;
  status: 'in-review' | 'approved' | 'rejected' | 'superseded';
  uploaded_at: Date;
  reason: string | null;
}

const VERIFICATION_COLUMNS = `player_id, status, legal_first_name, legal_last_name, to_char(birth_date, 'YYYY-MM-DD') as birth_date,
  address_1, city, state, zip, reason, verified_at, details_failures`;
const DOCUMENT_COLUMNS = 'id, player_id, file_name, kind, size_bytes, status, uploaded_at, reason';

export async function verificationRow(db: Queryable, playerId: number): Promise<VerificationRow | null> {
  return (await db.query<VerificationRow>(`select ${VERIFICATION_COLUMNS} from identity_verifications where player_id = $1`, [playerId]))[0] ?? null;
}

/**
 * The details a player gave and the status they led to (the SSN's digits are not among them); details that did not
 * verify the player count one more failure.
 */
export async function saveDetails(
  tx: Queryable, playerId: number,
  details: { firstName: string; lastName: string; birthDate: string; address: string; city: string; state: string; zip: string },
  status: StoredStatus, now: Date,
): Promise<void> {
  await tx.query(
    `insert into identity_verifications
       (player_id, status, legal_first_name, legal_last_name, birth_date, address_1, city, state, zip, details_at, verified_at, updated_at,
        details_failures)
     values ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, case when $2 = 'verified' then $10::timestamptz end, $10,
       case when $2 = 'verified' then 0 else 1 end)
     on conflict (player_id) do update set status = excluded.status, legal_first_name = excluded.legal_first_name,
       legal_last_name = excluded.legal_last_name, birth_date = excluded.birth_date, address_1 = excluded.address_1, city = excluded.city,
       state = excluded.state, zip = excluded.zip, details_at = excluded.details_at, verified_at = excluded.verified_at,
       reason = case when excluded.status = 'verified' then null else identity_verifications.reason end, updated_at = excluded.updated_at,
       details_failures = identity_verifications.details_failures + excluded.details_failures`,
    [playerId, status, details.firstName, details.lastName, details.birthDate, details.address, details.city, details.state, details.zip, now],
  );
}

/** Sets the status (a document sent, approved or rejected); `reason` only with a rejection. */
export async function setStatus(tx: Queryable, playerId: number, status: StoredStatus, now: Date, reason: string | null = null): Promise<void> {
  await tx.query(
    `insert into identity_verifications (player_id, status, reason, verified_at, updated_at)
     values ($1, $2, $3, case when $2 = 'verified' then $4::timestamptz end, $4)
     on conflict (player_id) do update set status = excluded.status, reason = excluded.reason,
       verified_at = excluded.verified_at, updated_at = excluded.updated_at`,
    [playerId, status, reason, now],
  );
}

/** Stores a document's bytes (sent as base64 text, decoded by the database into bytea), waiting for review. */
export async function insertDocument(
  tx: Queryable, document: { playerId: number; fileName: string; kind: IdDocumentKind; sizeBytes: number; base64: string; now: Date },
): Promise<void> {
  await tx.query(
    `insert into id_documents (player_id, file_name, kind, size_bytes, content, status, uploaded_at)
     values ($1, $2, $3, $4, decode($5, 'base64'), 'in-review', $6)`,
    [document.playerId, document.fileName, document.kind, document.sizeBytes, document.base64, document.now],
  );
}

/** A newer upload replaces the one still waiting: a host reviews only the latest. */
export async function supersedeWaiting(tx: Queryable, playerId: number): Promise<void> {
  await tx.query(`update id_documents set status = 'superseded' where player_id = $1 and status = 'in-review'`, [playerId]);
}

/** How many documents the player has uploaded after `since`. */
export async function documentsUploadedSince(db: Queryable, playerId: number, since: Date): Promise<number> {
  return (await db.query<{ count: number }>(
    'select count(*)::int as count from id_documents where player_id = $1 and uploaded_at > $2', [playerId, since],
  ))[0]?.count ?? 0;
}

export async function latestDocument(db: Queryable, playerId: number): Promise<DocumentRow | null> {
  return (await db.query<DocumentRow>(`select ${DOCUMENT_COLUMNS} from id_documents where player_id = $1 order by id desc limit 1`, [playerId]))[0] ?? null;
}

export async function documentById(db: Queryable, id: number): Promise<DocumentRow | null> {
  return (await db.query<DocumentRow>(`select ${DOCUMENT_COLUMNS} from id_documents where id = $1`, [id]))[0] ?? null;
}

/** Documents waiting for a host, oldest first, with the details their players gave. */
export async function waitingDocuments(db: Queryable): Promise<Array<DocumentRow & Omit<VerificationRow, 'player_id' | 'status' | 'reason' | 'verified_at'>>> {
  return db.query(
    `select d.id, d.player_id, d.file_name, d.kind, d.size_bytes, d.status, d.uploaded_at, d.reason,
            coalesce(v.legal_first_name, '') as legal_first_name, coalesce(v.legal_last_name, '') as legal_last_name,
            to_char(v.birth_date, 'YYYY-MM-DD') as birth_date, coalesce(v.address_1, '') as address_1, coalesce(v.city, '') as city,
            coalesce(v.state, '') as state, coalesce(v.zip, '') as zip
       from id_documents d left join identity_verifications v on v.player_id = d.player_id
      where d.status = 'in-review' order by d.id limit 200`,
  );
}

/** A document's bytes, as base64 text (the same on PGlite and node-postgres). */
export async function documentContent(db: Queryable, id: number): Promise<{ kind: IdDocumentKind; content_base64: string } | null> {
  return (await db.query<{ kind: IdDocumentKind; content_base64: string }>(
    `select kind, encode(content, 'base64') as content_base64 from id_documents where id = $1`, [id],
  ))[0] ?? null;
}

/** A host's decision on a waiting document; null when it no longer waits (decided, or replaced by a newer upload). */
export async function decideDocument(
  tx: Queryable, id: number, to: 'approved' | 'rejected', decision: { host: string; reason: string | null; now: Date },
): Promise<DocumentRow | null> {
  return (await tx.query<DocumentRow>(
    `update id_documents set status = $2, reviewed_by = $3, reason = $4, reviewed_at = $5
      where id = $1 and status = 'in-review' returning ${DOCUMENT_COLUMNS}`,
    [id, to, decision.host, decision.reason, decision.now],
  ))[0] ?? null;
}
