import { Type, type Static } from '@sinclair/typebox';
import { BirthDateInput, PidParams } from '../common';
import { MAX_DETAILS_TRIES, MAX_ID_DOCUMENT_BYTES } from '../constants';
import { endpoint } from '../endpoint';

/**
 * Identity verification (issue 50): a player proves who they are before a first withdrawal, with
 * their details (matched by the sandbox) or else a photo ID a host reviews at the desk.
 */

// Plain values of ./constants, so a page checks a file's size before any call without loading TypeBox.
export { MAX_DETAILS_TRIES, MAX_ID_DOCUMENT_BYTES };

/**
 * `unverified`: nothing given yet; `documents-needed`: the details did not match, a photo ID is
 * asked for; `in-review`: a document waits for a host; `verified`; `rejected`: a host rejected the
 * document (its reason is in `reason`), and another may be uploaded.
 */
export const VerificationStatus = Type.Union([
  Type.Literal('unverified'), Type.Literal('documents-needed'), Type.Literal('in-review'), Type.Literal('verified'), Type.Literal('rejected'),
]);
export type VerificationStatus = Static<typeof VerificationStatus>;

export const IdDocumentKind = Type.Union([Type.Literal('png'), Type.Literal('jpeg'), Type.Literal('pdf')]);
export type IdDocumentKind = Static<typeof IdDocumentKind>;

/** The player's latest uploaded document, as the player may see it (never its content). */
export const IdDocumentSummary = Type.Object({
  file_name: Type.String(),
  /** What the content is, read from its bytes. */
  kind: IdDocumentKind,
  size_bytes: Type.Integer(),
  uploaded_at: Type.String({ description: 'ISO 8601' }),
});
export type IdDocumentSummary = Static<typeof IdDocumentSummary>;

export const VerificationState = Type.Object({
  status: VerificationStatus,
  /** Why a host rejected the document (the player reads it), else null. */
  reason: Type.Union([Type.String(), Type.Null()]),
  document: Type.Union([IdDocumentSummary, Type.Null()]),
  verified_at: Type.Union([Type.String(), Type.Null()]),
  /**
   * How many more times the details may be matched ({@link MAX_DETAILS_TRIES} in all). At 0 the details
   * are no longer matched, and only a photo ID a host reviews can verify the player.
   */
  details_tries_left: Type.Integer({ minimum: 0 }),
  /** What the player is told about this state, word for word. */
  message: Type.String(),
});
export type VerificationState = Static<typeof VerificationState>;

/** Why SSN digits are refused, word for word: the body's schema (digits sent as no text) and the provider (text that is not 4 digits). */
export const SSN_DIGITS_REFUSAL = 'The last four digits of your SSN must be exactly 4 digits.';

/** Why details are no longer matched once the tries are used, word for word (the provider's 409). */
export const DETAILS_TRIES_USED = `Your details did not match ${MAX_DETAILS_TRIES} times, so they can no longer verify you. `
  + 'Please upload a photo ID: a host will review it.';

/** The details the sandbox matches against the account (README: the test values that pass). */
export const VerificationDetailsBody = Type.Object({
  legal_first_name: Type.String({ maxLength: 100 }),
  legal_last_name: Type.String({ maxLength: 100 }),
  birth_date: BirthDateInput,
  address_1: Type.String({ maxLength: 100 }),
  city: Type.String({ maxLength: 100 }),
  state: Type.String({ maxLength: 100 }),
  zip: Type.String({ maxLength: 20 }),
  /** The last four digits of the player's SSN. */
  ssn_last4: Type.String({ maxLength: 20, description: SSN_DIGITS_REFUSAL }),
});
export type VerificationDetailsBody = Static<typeof VerificationDetailsBody>;

/**
 * A photo ID as base64 in JSON, so the upload is one call of the contract like every other; its
 * kind is read from the decoded bytes, never from the name.
 */
export const IdDocumentBody = Type.Object({
  file_name: Type.String({ minLength: 1, maxLength: 200 }),
  // Base64 of MAX_ID_DOCUMENT_BYTES, and a little room so a file just over the limit reaches the size rule and its message.
  content_base64: Type.String({ maxLength: Math.ceil((MAX_ID_DOCUMENT_BYTES + 1024) / 3) * 4 }),
});
export type IdDocumentBody = Static<typeof IdDocumentBody>;

export const verificationEndpoints = {
  state: endpoint('GET', '/937/players/:pid/verification', { params: PidParams, response: VerificationState }, { auth: 'player' }),
  submitDetails: endpoint('POST', '/937/players/:pid/verification', { params: PidParams, body: VerificationDetailsBody, response: VerificationState }, { auth: 'player' }),
  uploadDocument: endpoint('PUT', '/937/players/:pid/verification/document', { params: PidParams, body: IdDocumentBody, response: VerificationState }, { auth: 'player' }),
};
