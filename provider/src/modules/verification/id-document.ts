import { MAX_ID_DOCUMENT_BYTES, type IdDocumentKind } from 'shared-contract';
import { badRequest } from '../../lib/api-error';

/** What a file is, from its first bytes: the name a player gave it says nothing (a text file renamed id.png is text). */
const SIGNATURES: ReadonlyArray<{ kind: IdDocumentKind; bytes: readonly number[] }> = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
];

export const CONTENT_TYPES: Record<IdDocumentKind, string> = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' };

export const DOCUMENT_TOO_LARGE = 'This file is larger than 5 MB. Please upload a photo or scan of your ID of at most 5 MB.';
export const DOCUMENT_EMPTY = 'This file is empty. Please choose the photo or scan of your ID.';
export const DOCUMENT_NOT_BASE64 = 'The file could not be read: its content did not arrive as base64. Please choose it again.';
export const DOCUMENT_WRONG_TYPE = 'This file is not a PNG, JPEG or PDF (we read the file itself, not its name). '
  + 'Please upload a photo or scan of your ID in one of those formats.';
export const DOCUMENT_NO_NAME = 'Please give the file a name.';

export function kindOf(bytes: Uint8Array): IdDocumentKind | null {
  const match = SIGNATURES.find(({ bytes: signature }) => bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte));
  return match?.kind ?? null;
}

/** A data URL's prefix (what a browser's FileReader gives) and line breaks (MIME base64) are not part of the content. */
const canonicalBase64 = (text: string) => text.replace(/^data:[\w.+/-]{0,100};base64,/, '').replace(/\s+/g, '');

/**
 * How many bytes base64 text decodes to, without decoding it: the size rule is checked before the
 * body's schema, so a file just over 5 MB gets the size message rather than a schema error.
 */
export function decodedSize(text: string): number {
  const base64 = canonicalBase64(text);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/** A..Z, a..z, 0..9, `+` and `/`. */
const isBase64Code = (code: number) =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 43 || code === 47;

/**
 * Whether text is base64: its alphabet, then at most two `=`. A loop, not a regex: matching a 7 MB upload with
 * `/^[A-Za-z0-9+/]+={0,2}$/` exhausted the stack when the process had less of it to spare (a 500 for a valid file).
 */
export function isBase64(text: string): boolean {
  let end = text.length;
  while (end > 0 && text.length - end < 2 && text.charCodeAt(end - 1) === 61) end -= 1;
  if (end === 0) return false;
  for (let index = 0; index < end; index += 1) if (!isBase64Code(text.charCodeAt(index))) return false;
  return true;
}

export interface IdDocument {
  fileName: string;
  kind: IdDocumentKind;
  bytes: Buffer;
  /** The content as canonical base64 (what the database decodes). */
  base64: string;
}

/** The file name as shown back to the player and the host: no folders (C:\fakepath\…), no control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, 200);
}

/** Reads an upload: base64 decoded, size checked, kind read from the bytes. Every refusal says what is wrong. */
export function readIdDocument(fileName: string, contentBase64: string): IdDocument {
  const name = cleanFileName(fileName);
  if (!name) throw badRequest(DOCUMENT_NO_NAME);
  const base64 = canonicalBase64(contentBase64);
  if (base64.length === 0) throw badRequest(DOCUMENT_EMPTY);
  if (base64.length % 4 !== 0 || !isBase64(base64)) throw badRequest(DOCUMENT_NOT_BASE64);
  if (decodedSize(base64) > MAX_ID_DOCUMENT_BYTES) throw badRequest(DOCUMENT_TOO_LARGE);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badRequest(DOCUMENT_EMPTY);
  const kind = kindOf(bytes);
  if (!kind) throw badRequest(DOCUMENT_WRONG_TYPE);
  return { fileName: name, kind, bytes, base64 };
}
