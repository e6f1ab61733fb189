import { displayedMinimumDeposit, formatBalance, formatDollars, isUnderBalanceThreshold } from './money';

describe('money as players read it (SPEC §9)', () => {
  it('shows a balance with 2 decimals and thousands separators', () => {
    expect(formatBalance(0)).toBe('$0.00');
    expect(formatBalance(1234.5)).toBe('$1,234.50');
    expect(formatBalance(1234567.891)).toBe('$1,234,567.89');
    expect(formatBalance(-12.5)).toBe('-$12.50');
    expect(formatBalance(50, '€')).toBe('€50.00');
  });

  it('shows terms without cents when whole', () => {
    expect(formatDollars(3000)).toBe('$3,000');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(0.01)).toBe('$0.01');
  });

  it('never shows a minimum deposit under $10, and counts a balance under $1 as under the threshold', () => {
    expect(displayedMinimumDeposit(5)).toBe(10);
    expect(displayedMinimumDeposit(25)).toBe(25);
    expect(isUnderBalanceThreshold(0.99)).toBe(true);
    expect(isUnderBalanceThreshold(1)).toBe(false);
  });
});
