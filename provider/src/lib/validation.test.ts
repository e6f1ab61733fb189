import { ACCOUNT_FIELD_LIMITS } from 'shared-contract/account-rules';
import { checkBirthDate, checkCountry, checkLogin, checkPhone, checkState } from './validation';

const refusal = (check: () => unknown): string | null => {
  try {
    check();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the account rules the provider enforces (shared-contract account-rules, as the forms check them)', () => {
  it('takes logins of 4 to 32 characters, and says so', () => {
    expect(checkLogin(' JDoe_1 ')).toBe('jdoe_1');
    expect(checkLogin('j'.repeat(ACCOUNT_FIELD_LIMITS.loginMax))).toHaveLength(32);
    const message = 'Please choose a login of 4 to 32 letters or digits (single _ or - allowed between them)';
    expect(refusal(() => checkLogin('j'.repeat(33)))).toBe(message);
    expect(refusal(() => checkLogin('abc'))).toBe(message);
    expect(refusal(() => checkLogin('j__doe'))).toBe(message);
  });

  it('takes phones of up to 30 digits, spaces, + and -', () => {
    expect(checkPhone('+1 775-555 0100', 'Cell phone')).toBe('+1 775-555 0100');
    expect(refusal(() => checkPhone('1'.repeat(31), 'Cell phone'))).toBe('Cell phone may contain only digits, spaces, + and -');
  });

  it('takes the countries the signup form offers, and the states of each', () => {
    expect(checkCountry('ca')).toBe('CA');
    expect(refusal(() => checkCountry('DE'))).toBe('Please select your country');
    expect(checkState('nv', 'US')).toBe('NV');
    expect(checkState('OT', 'MX')).toBe('OT');
    expect(refusal(() => checkState('NV', 'CA'))).toBe('Please select your state');
    expect(refusal(() => checkState('Nevada', 'US'))).toBe('Please select your state');
  });

  it('takes players of 21 to 120 on the UTC calendar', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(checkBirthDate('2005-06-15', now)).toBe('2005-06-15');
    expect(checkBirthDate({ month: '6', day: '15', year: '1906' }, now)).toBe('1906-06-15');
    expect(refusal(() => checkBirthDate('2005-06-16', now))).toBe('Please enter your date of birth. You must be at least 21 years old');
    expect(refusal(() => checkBirthDate('1905-06-14', now))).toBe('Please enter your date of birth. You must be at least 21 years old');
    expect(refusal(() => checkBirthDate('02/30/1990', now))).toBe('Please enter your date of birth. You must be at least 21 years old');
  });
});
