import { DETAILS_TRIES_USED, MAX_DETAILS_TRIES, SSN_DIGITS_REFUSAL, type IdDocumentBody, type VerificationDetailsBody, type VerificationState, type VerificationStatus } from 'shared-contract';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { ApiError, badRequest, conflict, notFound } from '../../lib/api-error';
import { checkBirthDate, checkFreeText } from '../../lib/validation';
import { sendMail } from '../mailbox';
import { getPlayer, lockPlayer, playerIdentity, playerLogins } from '../players';
import { CONTENT_TYPES, readIdDocument } from './id-document';
import {
  decideDocument, documentById, documentContent, documentsUploadedSince, insertDocument, latestDocument, saveDetails, setStatus, supersedeWaiting, verificationRow,
  waitingDocuments, type StoredStatus,
} from './verification-repository';

/**
 * The sandbox's identity check (README, decision 028): the last four digits of this SSN, with the
 * account's legal name and birth date, verify at once; any other well-formed details ask for a photo ID.
 */
export const SANDBOX_SSN_LAST4 = '1234';

/** What the player reads about each state, word for word. */
export const VERIFICATION_MESSAGES: Record<VerificationStatus, string> = {
  'unverified': 'Please verify your identity before your first withdrawal: enter your legal name, date of birth, address '
    + 'and the last four digits of your SSN.',
  'documents-needed': 'We could not verify your identity from your details. Please upload a photo ID: a PNG, JPEG or PDF of at most 5 MB.',
  'in-review': 'Thank you. Your photo ID is being reviewed; we will email you as soon as it is done.',
  'verified': 'Your identity is verified. You can withdraw.',
  'rejected': 'Your photo ID was not accepted. Please read the reason below and upload another one.',
};

/**
 * Photo IDs a player may upload in a day: enough to send a better one after a mistake, while a host reviews only the
 * latest. Each is up to 5 MB kept in the database, so the count bounds what one account can store.
 */
export const MAX_DOCUMENTS_PER_DAY = 5;

export const DOCUMENTS_PER_DAY_USED = `You have uploaded ${MAX_DOCUMENTS_PER_DAY} photo IDs today. `
  + 'A host reviews the latest one; you can upload another tomorrow.';

const DAY_MS = 24 * 60 * 60 * 1000;

const triesLeft = (failures: number | undefined) => Math.max(0, MAX_DETAILS_TRIES - (failures ?? 0));

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export async function verificationStatus(db: Queryable, playerId: number): Promise<VerificationStatus> {
  return (await verificationRow(db, playerId))?.status ?? 'unverified';
}

export async function verificationState(db: Queryable, playerId: number): Promise<VerificationState> {
  const [row, document] = await Promise.all([verificationRow(db, playerId), latestDocument(db, playerId)]);
  const status = row?.status ?? 'unverified';
  return {
    status,
    reason: status === 'rejected' ? row?.reason ?? null : null,
    document: document
      ? { file_name: document.file_name, kind: document.kind, size_bytes: Number(document.size_bytes), uploaded_at: new Date(document.uploaded_at).toISOString() }
      : null,
    verified_at: status === 'verified' ? iso(row?.verified_at ?? null) : null,
    details_tries_left: triesLeft(row?.details_failures),
    message: VERIFICATION_MESSAGES[status],
  };
}

/** Case and spacing aside, as a person writes their name on one form or another. */
const sameName = (a: string, b: string) => a.normalize('NFKC').toLowerCase().replace(/\s+/g, '') === b.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

function required(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw badRequest(`Please enter your ${field}.`);
  return checkFreeText(text, field);
}

/** Published in the transaction that verified the player: the players module's class rule runs with it. */
async function verified(ctx: AppContext, tx: Queryable, playerId: number): Promise<void> {
  await ctx.events.publish(tx, 'player.verified', { playerId }, {});
}

/**
 * The details form: checked field by field (each refusal names its field), then matched by the
 * sandbox: the test SSN digits verify at once, anything else asks for a photo ID. Only
 * {@link MAX_DETAILS_TRIES} details that do not match are taken (decision 051); a refused field is no try.
 */
export async function submitDetails(ctx: AppContext, playerId: number, body: VerificationDetailsBody): Promise<VerificationState> {
  const account = await playerIdentity(ctx.db, playerId);
  const firstName = body.legal_first_name.trim();
  const lastName = body.legal_last_name.trim();
  if (!firstName) throw badRequest('Please enter your legal first name.');
  if (!sameName(firstName, account.firstName)) throw badRequest('Your legal first name must be the first name on your account.');
  if (!lastName) throw badRequest('Please enter your legal last name.');
  if (!sameName(lastName, account.lastName)) throw badRequest('Your legal last name must be the last name on your account.');
  const birthDate = checkBirthDate(body.birth_date, ctx.now());
  if (birthDate !== account.birthDate) throw badRequest('Your date of birth must be the one on your account.');
  const details = {
    firstName, lastName, birthDate,
    address: required(body.address_1, 'address'),
    city: required(body.city, 'city'),
    state: required(body.state, 'state'),
    zip: required(body.zip, 'zip code'),
  };
  const ssn = body.ssn_last4.trim();
  if (!/^\d{4}$/.test(ssn)) throw badRequest(SSN_DIGITS_REFUSAL);

  await ctx.db.transaction(async (tx) => {
    // Under the player's lock, so details sent in parallel are counted one after another.
    await lockPlayer(tx, playerId);
    const row = await verificationRow(tx, playerId);
    const current = row?.status ?? 'unverified';
    if (current === 'verified') throw conflict(VERIFICATION_MESSAGES.verified);
    if (triesLeft(row?.details_failures) === 0) throw conflict(DETAILS_TRIES_USED);
    const matched = ssn === SANDBOX_SSN_LAST4;
    // A photo ID already waiting for a host keeps waiting when the details do not settle it.
    const status: StoredStatus = matched ? 'verified' : current === 'in-review' ? 'in-review' : 'documents-needed';
    await saveDetails(tx, playerId, details, status, ctx.now());
    if (matched) {
      await supersedeWaiting(tx, playerId);
      await verified(ctx, tx, playerId);
    }
  });
  return verificationState(ctx.db, playerId);
}

/**
 * A photo ID: read from its bytes (never its name), stored privately for a host; the player's state becomes in review.
 * At most {@link MAX_DOCUMENTS_PER_DAY} in any 24 hours.
 */
export async function uploadDocument(ctx: AppContext, playerId: number, body: IdDocumentBody): Promise<VerificationState> {
  const document = readIdDocument(body.file_name, body.content_base64);
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    if ((await verificationStatus(tx, playerId)) === 'verified') throw conflict(VERIFICATION_MESSAGES.verified);
    // Counted under the player's lock, so uploads sent in parallel count one by one.
    const uploaded = await documentsUploadedSince(tx, playerId, new Date(ctx.now().getTime() - DAY_MS));
    if (uploaded >= MAX_DOCUMENTS_PER_DAY) throw new ApiError(429, DOCUMENTS_PER_DAY_USED);
    await supersedeWaiting(tx, playerId);
    await insertDocument(tx, {
      playerId, fileName: document.fileName, kind: document.kind, sizeBytes: document.bytes.length, base64: document.base64, now: ctx.now(),
    });
    await setStatus(tx, playerId, 'in-review', ctx.now());
  });
  return verificationState(ctx.db, playerId);
}

/** What the desk lists: each document waiting for a host, with the player and the details they gave. */
export async function documentsInReview(ctx: AppContext) {
  const rows = await waitingDocuments(ctx.db);
  const logins = await playerLogins(ctx.db, rows.map((row) => Number(row.player_id)));
  return rows.map((row) => ({
    id: Number(row.id),
    player_id: Number(row.player_id),
    login: logins.get(Number(row.player_id)) ?? '',
    file_name: row.file_name,
    kind: row.kind,
    size_bytes: Number(row.size_bytes),
    uploaded_at: new Date(row.uploaded_at).toISOString(),
    legal_name: `${row.legal_first_name} ${row.legal_last_name}`.trim(),
    birth_date: row.birth_date,
    address: [row.address_1, row.city, row.state, row.zip].filter(Boolean).join(', '),
  }));
}
export type DocumentInReview = Awaited<ReturnType<typeof documentsInReview>>[number];

/** A document's bytes and content type, for the reviewing host only (the desk checks the host's session). */
export async function idDocumentFile(ctx: AppContext, id: number): Promise<{ contentType: string; extension: string; bytes: Buffer } | null> {
  const row = await documentContent(ctx.db, id);
  if (!row) return null;
  return { contentType: CONTENT_TYPES[row.kind], extension: row.kind === 'jpeg' ? 'jpg' : row.kind, bytes: Buffer.from(row.content_base64, 'base64') };
}

/**
 * A host's decision on a waiting document: approved verifies the player (and the class rule runs),
 * rejected tells them why; either way the player gets a mail. A document decided or replaced meanwhile is a 409.
 */
export async function reviewDocument(
  ctx: AppContext, id: number, host: string, decision: { approve: true } | { approve: false; reason: string },
): Promise<{ playerId: number; status: 'verified' | 'rejected' }> {
  const found = await documentById(ctx.db, id);
  if (!found) throw notFound('There is no such document.');
  const reason = decision.approve ? null : decision.reason.trim();
  if (reason !== null && (reason.length === 0 || reason.length > 500)) throw badRequest('Please give the player a reason (at most 500 characters).');
  const playerId = Number(found.player_id);
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const decided = await decideDocument(tx, id, decision.approve ? 'approved' : 'rejected', { host, reason, now: ctx.now() });
    if (!decided) {
      const now = (await documentById(tx, id))?.status;
      throw conflict(now === 'superseded' ? 'The player has sent a newer document since: review that one.' : 'This document was already reviewed.');
    }
    await setStatus(tx, playerId, decision.approve ? 'verified' : 'rejected', ctx.now(), reason);
    if (decision.approve) await verified(ctx, tx, playerId);
  });
  const { email } = await getPlayer(ctx.db, playerId);
  if (decision.approve) {
    await sendMail(ctx, email, 'Your identity is verified', 'Thank you: we checked your photo ID and your identity is verified. You can now withdraw.');
  } else {
    await sendMail(ctx, email, 'Your photo ID was not accepted',
      `We could not accept the photo ID you sent: ${reason}. Please upload another one in My Account → Verification.`);
  }
  return { playerId, status: decision.approve ? 'verified' : 'rejected' };
}
