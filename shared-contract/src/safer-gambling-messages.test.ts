import { depositLimitMessage, formatCents, formatLimitInstant, lossLimitMessage, playTimeWarningMessage, timeOutMessage } from './safer-gambling-messages';

describe('safer-gambling messages', () => {
  it('names moments in Eastern Time, whatever the machine’s zone', () => {
    expect(formatLimitInstant('2026-11-27T05:00:00Z')).toBe('November 27, 2026 at 12:00 AM ET');
    expect(formatLimitInstant('2026-07-01T04:00:00Z')).toBe('July 1, 2026 at 12:00 AM ET');
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
    expect(playTimeWarningMessage(5)).toBe('Your daily play-time limit is reached in 5 minutes. You will then be logged out.');
  });
});
