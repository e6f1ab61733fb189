import {
  ageOn, CANADIAN_PROVINCES, isAllowedAge, isAllowedCountry, isAllowedState, isCalendarDay, LOGIN_PATTERN, normaliseLogin, OUTSIDE_OPTION, statesFor,
} from './account-rules';

describe('the signup and account rules both sides read', () => {
  it('lists Canadian provinces for Canada, otherwise US states and territories plus an outside option', () => {
    expect(statesFor('CA')).toBe(CANADIAN_PROVINCES);
    const us = statesFor('US');
    expect(us.map((option) => option.label)).toEqual(expect.arrayContaining(['Nevada', 'Puerto Rico', 'Guam', OUTSIDE_OPTION.label]));
    expect(us.at(-1)).toEqual(OUTSIDE_OPTION);
    expect(statesFor('MX')).toEqual(us);
    expect(statesFor('CA').map((option) => option.label)).toContain('Ontario');
  });

  it('knows the countries and the states of each', () => {
    expect(['US', 'CA', 'MX', 'IE', 'NZ', 'ZA'].every(isAllowedCountry)).toBe(true);
    expect(isAllowedCountry('GB')).toBe(false);
    expect(isAllowedState('US', 'NV')).toBe(true);
    expect(isAllowedState('US', 'OT')).toBe(true);
    expect(isAllowedState('CA', 'NV')).toBe(false);
    expect(isAllowedState('CA', 'ON')).toBe(true);
  });

  it('counts age by birthday, 21 to 120', () => {
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2021, month: 6, day: 14 })).toBe(20);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2021, month: 6, day: 15 })).toBe(21);
    expect([20, 21, 120, 121].map(isAllowedAge)).toEqual([false, true, true, false]);
    expect(isCalendarDay({ year: 1990, month: 2, day: 30 })).toBe(false);
    expect(isCalendarDay({ year: 2000, month: 2, day: 29 })).toBe(true);
  });

  it('trims and lower-cases logins, and allows single _ or - between letters and digits', () => {
    expect(normaliseLogin('  JDoe ')).toBe('jdoe');
    expect(normaliseLogin(42)).toBe('');
    expect(['jdoe', 'j_doe', 'j-doe-99', 'JDoe1'].every((login) => LOGIN_PATTERN.test(login))).toBe(true);
    expect(['j__doe', '_jdoe', 'jdoe-', 'j doe', 'j.doe'].some((login) => LOGIN_PATTERN.test(login))).toBe(false);
  });
});
