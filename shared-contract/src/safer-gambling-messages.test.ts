import { LIMIT_TIME_ZONE } from './constants';
import {
  depositLimitMessage, formatCents, formatLimitInstant, isTimeOutMessage, lossLimitMessage, playTimeWarningMessage, selfExclusionMessage, timeOutMessage,
} from './safer-gambling-messages';

describe('safer-gambling messages', () => {
  it('names moments in Eastern Time, whatever the machine’s zone', () => {
    expect(formatLimitInstant('2026-11-27T05:00:00Z')).toBe('November 27, 2026 at 12:00 AM ET');
    expect(formatLimitInstant('2026-07-01T04:00:00Z')).toBe('July 1, 2026 at 12:00 AM ET');
    expect(formatLimitInstant(new Date('2026-12-31T17:05:00Z'))).toBe('December 31, 2026 at 12:05 PM ET');
  });

  it('writes every moment as Intl does for the limits’ time zone, across the clock changes of several years', () => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: LIMIT_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    const differing: string[] = [];
    const check = (moment: Date) => {
      const expected = `${intl.format(moment).replace(/\u202f/g, ' ')} ET`;
      if (formatLimitInstant(moment) !== expected) differing.push(`${moment.toISOString()}: ${formatLimitInstant(moment)} ≠ ${expected}`);
    };
    // Every half hour from 2025 to 2028, and every minute of the hours around each change.
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2029, 0, 1); time += 30 * 60_000) check(new Date(time));
    for (const change of ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z', '2027-03-14T07:00:00Z', '2027-11-07T06:00:00Z']) {
      for (let minute = -90; minute <= 90; minute += 1) check(new Date(Date.parse(change) + minute * 60_000));
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it('writes dollars with cents and thousands', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('says how much is left and until when, or when it starts again', () => {
    expect(depositLimitMessage(2000, '2026-11-27T05:00:00Z')).toBe('Your deposit limit allows $20.00 more until November 27, 2026 at 12:00 AM ET.');
    expect(depositLimitMessage(0, '2026-11-27T05:00:00Z')).toBe(
      'You have reached your deposit limit. You can deposit again from November 27, 2026 at 12:00 AM ET.',
    );
    expect(lossLimitMessage(300, '2026-11-30T05:00:00Z')).toBe(
      'This bet could take you past your loss limit. You can lose $3.00 more until November 30, 2026 at 12:00 AM ET.',
    );
    expect(timeOutMessage('2026-11-28T02:30:00Z')).toBe('Your account is on a time-out until November 27, 2026 at 9:30 PM ET. You can log in again then.');
    expect(isTimeOutMessage(timeOutMessage('2026-11-28T02:30:00Z'))).toBe(true);
    expect(isTimeOutMessage(selfExclusionMessage('2026-11-28T02:30:00Z'))).toBe(false);
    expect(isTimeOutMessage('Invalid login or password. Please try again.')).toBe(false);
    expect(playTimeWarningMessage(5)).toBe('Your daily play-time limit is reached in 5 minutes. You will then be logged out.');
  });
});
