import { formatUsd } from './format-money';

describe('formatUsd', () => {
  it('writes dollars with thousands separators and two decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$5.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
    expect(formatUsd(999.999)).toBe('$1,000.00');
  });

  it('agrees with the locale formatting it replaces', () => {
    for (const amount of [0.1, 12.345, 100000, 98765.4321, 1e9 + 0.5]) {
      expect(formatUsd(amount)).toBe(`$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    }
  });
});
