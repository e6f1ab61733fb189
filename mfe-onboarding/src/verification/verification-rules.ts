import { MAX_ID_DOCUMENT_BYTES } from 'shared-api';
import type { PlayerData, VerificationDetailsBody } from 'shared-contract';
import { NAME_PATTERN } from 'shared-contract/account-rules';
import { mixed, object, string } from 'yup';
import { birthDatePartsOf, isoBirthDate, type BirthDateParts } from '../validation/birth-date';
import { MESSAGES } from '../validation/messages';
import { RULES } from '../validation/rules';

/** The contract's longest legal name. */
const LEGAL_NAME_MAX = 100;

const legalName = (message: string) =>
  string().trim().required(message).max(LEGAL_NAME_MAX, MESSAGES.tooLong(LEGAL_NAME_MAX)).matches(NAME_PATTERN, message);

/** The details form: the account's own rules for birth date and address, and four digits of the SSN. */
export const DETAILS_SCHEMA = object({
  legal_first_name: legalName(MESSAGES.legalFirstName),
  legal_last_name: legalName(MESSAGES.legalLastName),
  birth_date: RULES.birth_date,
  address_1: RULES.address_1,
  city: RULES.city,
  state: RULES.state,
  zip: RULES.zip,
  ssn_last4: string().trim().required(MESSAGES.ssnLast4).matches(/^\d{4}$/, MESSAGES.ssnLast4),
});

export interface DetailsValues {
  legal_first_name: string;
  legal_last_name: string;
  birth_date: BirthDateParts;
  address_1: string;
  city: string;
  state: string;
  zip: string;
  ssn_last4: string;
}

/** The form starts from what the account holds (the sandbox matches against it); the SSN digits are never kept. */
export const detailsValuesOf = (details: PlayerData | null): DetailsValues => ({
  legal_first_name: details?.contact.first_name ?? '',
  legal_last_name: details?.contact.last_name ?? '',
  birth_date: birthDatePartsOf(details?.birth_date ?? ''),
  address_1: details?.address_one ?? '',
  city: details?.city ?? '',
  state: details?.state_id ?? '',
  zip: details?.zip_code ?? '',
  ssn_last4: '',
});

export const detailsBodyOf = (values: DetailsValues): VerificationDetailsBody => ({
  legal_first_name: values.legal_first_name.trim(),
  legal_last_name: values.legal_last_name.trim(),
  birth_date: isoBirthDate(values.birth_date),
  address_1: values.address_1.trim(),
  city: values.city.trim(),
  state: values.state,
  zip: values.zip.trim(),
  ssn_last4: values.ssn_last4.trim(),
});

const DOCUMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'];
/** A browser that cannot tell a file's type leaves it empty: then its name is the only hint. */
const DOCUMENT_NAME = /\.(png|jpe?g|pdf)$/i;

/** `6.2 MB`, `850 KB`: a size as a player reads it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The browser's first look at a photo ID, so a wrong file is refused before it is sent: its type
 * and size. Only a first look: the provider reads the kind from the bytes and decides.
 */
export const DOCUMENT_SCHEMA = object({
  document: mixed<File>()
    .required(MESSAGES.idDocument)
    .test('empty', MESSAGES.idDocumentEmpty, (file) => !file || file.size > 0)
    .test('kind', MESSAGES.idDocumentKind, (file) => !file || DOCUMENT_TYPES.includes(file.type) || (file.type === '' && DOCUMENT_NAME.test(file.name)))
    .test('size', ({ value }: { value?: File }) => MESSAGES.idDocumentSize(sizeText(value?.size ?? 0)), (file) => !file || file.size <= MAX_ID_DOCUMENT_BYTES),
});

/** The file as base64, the form the contract carries it in (without the data URL's prefix). */
export function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
