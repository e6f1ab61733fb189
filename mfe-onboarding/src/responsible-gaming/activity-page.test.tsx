import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionPort } from 'shared-api';
import { fail, installFakeProvider, sampleSaferGamblingState } from 'shared-api/testing';
import { saferGamblingEndpoints, type ActivityStatement } from 'shared-contract';
import { renderAccountPageSignedIn } from '../testing/render-account-page';

const BY_MONTH: ActivityStatement = {
  time_zone: 'America/New_York',
  by: 'month',
  rows: [
    { period: '2026-10', deposits: 5000, stakes: 12000, wins: 9000, bonuses: 1000, net: -2000, withdrawals: 0 },
    { period: '2026-11', deposits: 2000, stakes: 3000, wins: 4550, bonuses: 0, net: 1550, withdrawals: 0 },
  ],
  totals: { deposits: 7000, stakes: 15000, wins: 13550, bonuses: 1000, net: -450, withdrawals: 0 },
  opening_balance: 0,
  closing_balance: 6550,
  notes: [],
};

const statementProvider = (statement: ActivityStatement = BY_MONTH) =>
  installFakeProvider()
    .on(saferGamblingEndpoints.state, () => sampleSaferGamblingState())
    .on(saferGamblingEndpoints.statement, ({ query }) => ({ ...statement, by: query.by }));

/** The Blob the page offers and the name of the file, as a browser would save them. */
function catchDownload() {
  const saved: { blob?: Blob; name?: string } = {};
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.blob = blob;
    return 'blob:activity';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
}

/** jsdom's Blob has no text(): read it as a browser's FileReader would. */
const textOf = (blob: Blob | undefined) => new Promise<string>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.readAsText(blob ?? new Blob());
});

describe('Activity', () => {
  afterEach(() => {
    resetSessionPort();
    jest.restoreAllMocks();
  });

  it('is a tab of My Account showing the statement by month with its totals', async () => {
    const fake = statementProvider();
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/');
    await user.click(screen.getByRole('link', { name: 'Activity' }));
    const table = await screen.findByRole('table', { name: 'By month, the last 12 months (Eastern Time)' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Period', 'Deposits', 'Stakes', 'Wins', 'Bonuses', 'Net result']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['October 2026', '$50.00', '$120.00', '$90.00', '$10.00', '-$20.00'],
      ['November 2026', '$20.00', '$30.00', '$45.50', '$0.00', '$15.50'],
      ['Total', '$70.00', '$150.00', '$135.50', '$10.00', '-$4.50'],
    ]);
    // The provider's today (November 26, 2026 in Eastern Time) ends the range.
    expect(fake.requests(saferGamblingEndpoints.statement)[0]?.query).toEqual({ by: 'month', from: '2025-12-01', to: '2026-11-26' });
  });

  it('switches to the last 30 days by day', async () => {
    const fake = statementProvider({ ...BY_MONTH, rows: [{ period: '2026-11-20', deposits: 2000, stakes: 0, wins: 0, bonuses: 0, net: 0, withdrawals: 0 }] });
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/activity');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'By day' }));
    expect(screen.getByRole('button', { name: 'By day' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('table', { name: 'By day, the last 30 days (Eastern Time)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Nov 20, 2026' })).toBeInTheDocument();
    expect(fake.requests(saferGamblingEndpoints.statement).at(-1)?.query).toEqual({ by: 'day', from: '2026-10-28', to: '2026-11-26' });
  });

  it('downloads the same figures as CSV in plain dollars', async () => {
    statementProvider();
    const saved = catchDownload();
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/activity');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(saved.name).toBe('activity-by-month-2026-11.csv');
    expect(saved.blob?.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(saved.blob)).toBe([
      'Period,Deposits,Stakes,Wins,Bonuses,Net result',
      '2026-10,50.00,120.00,90.00,10.00,-20.00',
      '2026-11,20.00,30.00,45.50,0.00,15.50',
      'Total,70.00,150.00,135.50,10.00,-4.50',
      '',
    ].join('\r\n'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:activity');
  });

  it('says so when there was no movement, without a table or a download', async () => {
    statementProvider({ ...BY_MONTH, rows: [], totals: { deposits: 0, stakes: 0, wins: 0, bonuses: 0, net: 0, withdrawals: 0 } });
    renderAccountPageSignedIn('/lobby/account/activity');
    expect(await screen.findByText('No deposits, bets or bonuses in the last 12 months.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('shows a failed statement with a way to try again', async () => {
    let calls = 0;
    statementProvider().on(saferGamblingEndpoints.statement, ({ query }) => (++calls === 1 ? fail(503, 'The service is busy, please try again.') : { ...BY_MONTH, by: query.by }));
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/activity');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy, please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument());
  });
});
