/**
 * Every validation message the player may see. Where SPEC §5 and §8 give the words they are
 * copied exactly; the others follow the same voice.
 */
export const MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter a valid email address',
  birthDate: 'Please enter your date of birth. You must be at least 21 years old',
  password: 'Passwords should be at least 6 characters...',
  passwordConfirm: 'Passwords must match',
  terms: 'Please accept the terms and conditions',
  loginDetails: 'Please enter your login details.',
  username: 'Please choose a username of 4 to 32 letters or digits (single _ or - allowed between them)',
  loginOrEmail: 'Please enter your username or email',
  currentPassword: 'Please enter your current password',
  address: 'Please enter your address',
  city: 'Please enter your city',
  state: 'Please select your state',
  zip: 'Please enter your zip code',
  gender: 'Please select your gender',
  freeText: "Please use only letters, digits, spaces and - + . , '",
  phone: 'Please use only digits, spaces, + and -',
  tooLong: (max: number) => `Please use at most ${max} characters`,
  legalFirstName: 'Please enter your legal first name, as it is on your ID',
  legalLastName: 'Please enter your legal last name, as it is on your ID',
  ssnLast4: 'Please enter the last four digits of your SSN: exactly 4 digits',
  idDocument: 'Please choose a photo of your ID',
  idDocumentEmpty: 'This file is empty. Please choose a photo of your ID',
  idDocumentKind: 'Please choose a PNG, JPEG or PDF file',
  idDocumentSize: (size: string) => `This file is ${size}. Please choose a file of at most 5 MB`,
} as const;

/** Hint under the login field (SPEC §5). */
export const LOGIN_HINT = 'A-Z a-z 0-9, minimum 6 characters';

/** SPEC §8 texts for provider error names. */
export const ERROR_TEXTS = {
  maxLoginAttempts: 'Too many failed login attempts. Please contact support or reset your password.',
  viewerRestriction: 'Sorry, we do not accept players from your country.',
  casinoMaintenance: 'Sorry, the casino is currently down for maintenance. Please try again later.',
  invalidCoupon: 'Error: Invalid Coupon',
  /** SPEC §8 coupon redemption failure, word for word (two spaces after 'Error!'). */
  redeemFailed: "Error!  We're sorry, there was an error redeeming this coupon...",
} as const;
