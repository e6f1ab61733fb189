import { RULES, schemaFor, type FieldName } from './rules';
import { MESSAGES } from './messages';
import { ageOf, cutBirthDatePart, isAllowedBirthDate } from './birth-date';

/** The message a value gets from a field's rule, or null when it is accepted. */
const messageFor = (field: FieldName, value: unknown, others: Record<string, unknown> = {}): string | null => {
  try {
    schemaFor([field]).validateSync({ ...others, [field]: value }, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

const yearsAgo = (years: number, dayShift = 0) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + dayShift);
  return { month: String(date.getMonth() + 1), day: String(date.getDate()), year: String(date.getFullYear()) };
};

describe('SPEC §5 rules', () => {
  describe('first name', () => {
    it.each(['Jane', "O'Neil", 'Anne-Marie', 'J. R., Jr', 'Zoë'])('accepts %s', (name) => expect(messageFor('first_name', name)).toBeNull());
    it.each(['', '   ', 'J4ne', 'Jane!', 'a'.repeat(31)])("rejects '%s' with 'Please enter your first name'", (name) =>
      expect(messageFor('first_name', name)).toBe('Please enter your first name'));
    it('allows 30 characters', () => expect(messageFor('first_name', 'a'.repeat(30))).toBeNull());
  });

  describe('last name', () => {
    it('allows 40 characters and the same characters as first names', () => expect(messageFor('last_name', `${'a'.repeat(37)}-'.`)).toBeNull());
    it.each(['', 'D0e', 'a'.repeat(41)])("rejects '%s' with 'Please enter your last name'", (name) =>
      expect(messageFor('last_name', name)).toBe('Please enter your last name'));
  });

  describe('email', () => {
    it('accepts a standard address, trimmed and lower-cased', () => {
      expect(messageFor('email', '  Jane.Doe@Example.COM ')).toBeNull();
      expect(RULES.email.cast('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    });
    it.each(['', 'jane', 'jane@', 'jane@example', 'ja ne@example.com', `${'a'.repeat(53)}@example.com`])(
      "rejects '%s' with 'Please enter a valid email address'",
      (email) => expect(messageFor('email', email)).toBe('Please enter a valid email address'),
    );
    it('allows 64 characters', () => expect(messageFor('email', `${'a'.repeat(52)}@example.com`)).toBeNull());
  });

  describe('birth date', () => {
    it('accepts a 21st birthday today and age 120', () => {
      expect(messageFor('birth_date', yearsAgo(21))).toBeNull();
      expect(messageFor('birth_date', yearsAgo(120))).toBeNull();
    });
    it.each([
      ['one day short of 21', yearsAgo(21, 1)],
      ['older than 120', yearsAgo(121)],
      ['not a calendar date', { month: '2', day: '30', year: '1990' }],
      ['incomplete', { month: '1', day: '', year: '1990' }],
      ['empty', { month: '', day: '', year: '' }],
    ])('rejects %s with the date-of-birth message', (_case, value) =>
      expect(messageFor('birth_date', value)).toBe('Please enter your date of birth. You must be at least 21 years old'));
    it('cuts month and day to 2 digits and the year to 4, digits only', () => {
      expect(cutBirthDatePart('month', '123')).toBe('12');
      expect(cutBirthDatePart('day', '3a1x')).toBe('31');
      expect(cutBirthDatePart('year', '19901')).toBe('1990');
    });
    it('computes age by birthday', () => {
      expect(ageOf({ month: '6', day: '15', year: '2000' }, new Date(2021, 5, 14))).toBe(20);
      expect(isAllowedBirthDate({ month: '6', day: '15', year: '2000' }, new Date(2021, 5, 15))).toBe(true);
    });
  });

  describe('password', () => {
    it.each(['123456', 'x'.repeat(80)])('accepts %s', (password) => expect(messageFor('password', password)).toBeNull());
    it.each(['', '12345', 'x'.repeat(81)])("rejects '%s' with 'Passwords should be at least 6 characters...'", (password) =>
      expect(messageFor('password', password)).toBe('Passwords should be at least 6 characters...'));
  });

  it("password confirm must equal the password: 'Passwords must match'", () => {
    expect(messageFor('password_confirm', 'Secret12', { password: 'Secret123' })).toBe('Passwords must match');
    expect(messageFor('password_confirm', '', { password: 'Secret123' })).toBe('Passwords must match');
    expect(messageFor('password_confirm', 'Secret123', { password: 'Secret123' })).toBeNull();
  });

  it('the terms checkbox must be ticked', () => {
    expect(messageFor('termsandconditions', false)).toBe(MESSAGES.terms);
    expect(messageFor('termsandconditions', true)).toBeNull();
  });

  it("login only needs something: 'Please enter your login details.'", () => {
    expect(messageFor('login', '  ')).toBe('Please enter your login details.');
    expect(messageFor('login', 'x')).toBeNull();
  });

  describe('username', () => {
    it('names its lengths', () => expect(MESSAGES.username).toBe('Please choose a username of 4 to 32 letters or digits (single _ or - allowed between them)'));
    it.each(['jdoe', 'j_doe', 'j-doe-99', 'JDoe1'])('accepts %s', (name) => expect(messageFor('username', name)).toBeNull());
    it.each(['', 'abc', 'j__doe', '_jdoe', 'jdoe-', 'j doe', 'j.doe'])("rejects '%s'", (name) =>
      expect(messageFor('username', name)).toBe(MESSAGES.username));
  });

  it.each([
    ['address_1', MESSAGES.address],
    ['city', MESSAGES.city],
    ['state', MESSAGES.state],
    ['zip', MESSAGES.zip],
    ['gender', MESSAGES.gender],
  ] as const)('%s must not be empty', (field, message) => expect(messageFor(field, '')).toBe(message));

  it('gender is male or female', () => {
    expect(messageFor('gender', 'male')).toBeNull();
    expect(messageFor('gender', 'female')).toBeNull();
    expect(messageFor('gender', 'other')).toBe(MESSAGES.gender);
  });

  it("free text allows letters, digits, space and - + . , ' only", () => {
    expect(messageFor('address_1', "12 O'Hara St., Apt 4-B +1")).toBeNull();
    expect(messageFor('address_1', '12 Main St #4')).toBe(MESSAGES.freeText);
    expect(messageFor('city', 'Las Vegas!')).toBe(MESSAGES.freeText);
    expect(messageFor('address_2', '')).toBeNull();
  });

  it('phone allows digits, space, + and - only', () => {
    expect(messageFor('cell_phone', '+1 702-555 0100')).toBeNull();
    expect(messageFor('cell_phone', '(702) 555')).toBe(MESSAGES.phone);
    expect(messageFor('cell_phone', '')).toBeNull();
  });

  it.each([
    ['username', 'j'.repeat(32), 'j'.repeat(33), MESSAGES.username],
    ['cell_phone', '1'.repeat(30), '1'.repeat(31), 'Please use at most 30 characters'],
    ['address_1', 'a'.repeat(64), 'a'.repeat(65), 'Please use at most 64 characters'],
    ['city', 'a'.repeat(64), 'a'.repeat(65), 'Please use at most 64 characters'],
    ['zip', '1'.repeat(12), '1'.repeat(13), 'Please use at most 12 characters'],
  ] as const)('%s takes as many characters as the provider keeps, and says so past them', (field, longest, tooLong, message) => {
    expect(messageFor(field, longest)).toBeNull();
    expect(messageFor(field, tooLong)).toBe(message);
  });
});
