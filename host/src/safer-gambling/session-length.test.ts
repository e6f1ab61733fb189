import { sessionLength } from './session-length';

describe('sessionLength', () => {
  it.each([
    ['2026-11-27T01:30:00Z', '2026-11-27T02:35:59Z', '1 hour 5 minutes'],
    ['2026-11-27T01:30:00Z', '2026-11-27T03:30:00Z', '2 hours'],
    ['2026-11-27T01:30:00Z', '2026-11-27T01:31:00Z', '1 minute'],
    ['2026-11-27T01:30:00Z', '2026-11-27T01:30:30Z', '0 minutes'],
    ['2026-11-27T01:30:00Z', '2026-11-27T02:31:00Z', '1 hour 1 minute'],
  ])('from %s to %s reads %s', (from, to, text) => {
    expect(sessionLength(from, to)).toBe(text);
  });
});
