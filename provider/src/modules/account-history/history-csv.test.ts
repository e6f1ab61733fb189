import type { HistoryItem } from 'shared-contract';
import { historyCsv, quoteField, textCell } from './history-csv';
import { decodeCursor, encodeCursor, sourceBound } from './history-cursor';

const row = (overrides: Partial<HistoryItem>): HistoryItem => ({
  id: 'tx-1', kind: 'bonus', at: '2026-03-02T16:00:00.000Z', description: 'Coupon bonus WELCOME300', amount: 12.5,
  game_code: null, game_name: null, round_id: null, stake: null, win: null, open: false, ...overrides,
});

describe('the history CSV', () => {
  it('defuses a text cell a spreadsheet would run as a formula, and only those', () => {
    for (const risky of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '\r=1']) expect(textCell(risky)).toBe(`'${risky}`);
    for (const plain of ['Coupon bonus WELCOME300', 'a=b', '', 'Blackjack round']) expect(textCell(plain)).toBe(plain);
  });

  it('quotes per RFC 4180: commas, quotes and line ends quoted, quotes doubled', () => {
    expect(quoteField('plain')).toBe('plain');
    expect(quoteField('a,b')).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes a header line and one CRLF line per row; numbers stay numbers, negative ones included', () => {
    const csv = historyCsv([
      row({ kind: 'round', description: '=cmd|"/c calc"!A1 round', amount: -1.5, game_code: 'x', game_name: '+Evil, Inc.', round_id: 7, stake: 2, win: 0.5, open: true }),
      row({}),
    ]);
    expect(csv).toBe([
      'Time (UTC),Kind,Description,Amount,Game,Round,Stake,Win,Open',
      '2026-03-02T16:00:00.000Z,round,"\'=cmd|""/c calc""!A1 round",-1.50,"\'+Evil, Inc.",7,2.00,0.50,yes',
      '2026-03-02T16:00:00.000Z,bonus,Coupon bonus WELCOME300,12.50,,,,,',
      '',
    ].join('\r\n'));
  });
});

describe('the history cursor', () => {
  it('round-trips its position and refuses anything else', () => {
    const position = { at: '2026-03-02T16:00:00.123456', rank: 1 as const, id: 42 };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    for (const bad of ['', '!!!', Buffer.from('{}').toString('base64url'), Buffer.from('["2026-03-02T16:00:00.123",1,42]').toString('base64url'),
      Buffer.from('["2026-03-02T16:00:00.123456",1,-4]').toString('base64url')]) {
      expect(() => decodeCursor(bad)).toThrow('This page of the history is no longer valid. Please start again from the first page.');
    }
  });

  it('resumes each source where the merged order left off: rounds rank before ledger moves of the same microsecond', () => {
    const at = '2026-03-02T16:00:00.000000';
    // The page ended on a round: later rounds of that moment follow by id, and every ledger move of that moment is still to come.
    expect(sourceBound({ at, rank: 1, id: 9 }, 1)).toEqual({ at, id: 9 });
    expect(sourceBound({ at, rank: 1, id: 9 }, 0)).toEqual({ at, id: Number.MAX_SAFE_INTEGER });
    // It ended on a ledger move: the rounds of that moment were all shown already.
    expect(sourceBound({ at, rank: 0, id: 3 }, 1)).toEqual({ at, id: 0 });
    expect(sourceBound({ at, rank: 0, id: 3 }, 0)).toEqual({ at, id: 3 });
    expect(sourceBound(null, 0)).toBeNull();
  });
});
