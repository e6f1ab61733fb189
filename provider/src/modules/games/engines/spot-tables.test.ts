import { TITLE_ENGINES } from '../../../seed/title-engines';
import { baccaratTable } from './baccarat-engine';
import { crapsTable } from './craps-engine';
import { sicBoTable } from './sic-bo-engine';
import { spotTableRtp, validateSpotBets, type SpotTable } from './table-bets';
import { warTable } from './war-engine';

const TABLES: Record<string, SpotTable> = { baccarat: baccaratTable, 'sic-bo': sicBoTable, craps: crapsTable, war: warTable };
const validateTableRound = (engine: string, bets: Parameters<typeof validateSpotBets>[1]) => validateSpotBets(TABLES[engine]!, bets);
const tableRtp = (engine: string) => spotTableRtp(TABLES[engine]!);
/** The spot-table engine a catalogue title plays, or null for any other engine. */
const tableEngineFor = (gameCode: string) => {
  const engine = TITLE_ENGINES[gameCode]?.[0];
  return engine && engine in TABLES ? engine : null;
};

const bet = (kind: string, amountCents = 100, value?: number) => ({ kind, amountCents, ...(value === undefined ? {} : { value }) });

describe('table games', () => {
  it('says clearly what is wrong with a round of bets', () => {
    expect(validateTableRound('baccarat', [])).toBe('Place 1 to 50 bets.');
    expect(validateTableRound('baccarat', [bet('dragon')])).toBe('Unknown bet "dragon". Bets here: player, banker, tie.');
    expect(validateTableRound('baccarat', [bet('player', 0)])).toBe('Each bet must be at least $0.01.');
    expect(validateTableRound('baccarat', [bet('tie', 100, 3)])).toBe('A tie bet takes no value.');
    expect(validateTableRound('baccarat', [bet('player'), bet('player')])).toMatch(/one bet/);
    expect(validateTableRound('sic-bo', [bet('total', 100, 3)])).toBe('A total bet needs a value: 4 to 17.');
    expect(validateTableRound('sic-bo', [bet('single')])).toBe('A single bet needs a value: 1 to 6.');
    expect(validateTableRound('sic-bo', [bet('total', 100, 4), bet('total', 100, 17), bet('small')])).toBeNull();
    expect(validateTableRound('craps', [bet('come')])).toMatch(/pass, dont-pass, field/);
    expect(validateTableRound('war', [bet('tie')])).toBe('Place a War bet; the Tie bet is an optional extra.');
    expect(validateTableRound('war', [bet('ante'), bet('tie')])).toBeNull();
  });

  it('maps the titles and shows the best bet\'s RTP', () => {
    expect(['baccarat', 'live-baccarat', 'live-squeeze-baccarat', 'sic-bo', 'craps', 'war', 'red-dog'].map(tableEngineFor))
      .toEqual(['baccarat', 'baccarat', 'baccarat', 'sic-bo', 'craps', 'war', null]);
    expect(tableRtp('baccarat')).toBeCloseTo(0.98942, 5);
    expect(tableRtp('craps')).toBeCloseTo(1 - 27 / 1980, 12);
  });
});
