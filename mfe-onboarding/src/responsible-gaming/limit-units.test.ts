import { formatMinutes, LIMIT_MESSAGES, parseDollars, parseMinutes } from './limit-units';

describe('typed limits', () => {
  it.each([
    ['100', 10000], ['25.5', 2550], ['$1,250.05', 125005], ['.99', 99], ['  7  ', 700], ['1000000', 100000000], ['0', 0], ['$0.00', 0],
  ])('reads %p dollars as %p cents', (typed, cents) => {
    expect(parseDollars(typed)).toEqual({ amount: cents });
  });

  it.each([
    ['', LIMIT_MESSAGES.dollarsRequired], ['abc', LIMIT_MESSAGES.dollarsFormat], ['-5', LIMIT_MESSAGES.dollarsFormat], ['1,00', LIMIT_MESSAGES.dollarsFormat],
    ['1.234', LIMIT_MESSAGES.dollarsDecimals], ['1000000.01', LIMIT_MESSAGES.dollarsTooHigh],
  ])('refuses %p dollars', (typed, error) => {
    expect(parseDollars(typed)).toEqual({ error });
  });

  it.each([['90', 90], ['1:30', 90], ['1h 30m', 90], ['2h', 120], ['45 min', 45], ['24:00', 1440], ['0', 0]])('reads %p as %p minutes', (typed, minutes) => {
    expect(parseMinutes(typed)).toEqual({ amount: minutes });
  });

  it.each([['', LIMIT_MESSAGES.minutesRequired], ['1:75', LIMIT_MESSAGES.minutesFormat], ['soon', LIMIT_MESSAGES.minutesFormat], ['1441', LIMIT_MESSAGES.minutesTooHigh]])(
    'refuses %p as a time', (typed, error) => {
      expect(parseMinutes(typed)).toEqual({ error });
    },
  );

  it('names minutes in hours and minutes', () => {
    expect([0, 1, 45, 60, 90, 125].map(formatMinutes)).toEqual(['0 minutes', '1 minute', '45 minutes', '1 hour', '1 hour 30 minutes', '2 hours 5 minutes']);
  });
});
