/** Photo IDs for tests: the first bytes of each kind the provider accepts, and files that only look like one by name. */

/** A 1×1 PNG. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** The start of a JPEG (SOI, then a JFIF APP0 segment) and some bytes of its data. */
export const JPEG_BASE64 = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64, 7), Buffer.from([0xff, 0xd9]),
]).toString('base64');
export const PDF_BASE64 = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n').toString('base64');
/** A GIF: a picture, but not a kind a photo ID may be. */
export const GIF_BASE64 = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
/** Text, whatever name it is given. */
export const TEXT_BASE64 = Buffer.from('This is not a picture of anything.\n').toString('base64');

/** A PNG of `bytes` bytes in all: its signature, then zeros. */
export const pngOfSize = (bytes: number) => Buffer.concat([Buffer.from(PNG_BASE64, 'base64').subarray(0, 8), Buffer.alloc(bytes - 8)]).toString('base64');
