import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { balanceCents, createPlayer, deposit, signInAs, spinRounds } from '../provider-sandbox';

const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

test.describe('activity statement', () => {
  test('the monthly statement equals the ledger to the cent, on the page and in its CSV', async ({ page, request, responsibleGaming }) => {
    const player = await createPlayer(request);
    await deposit(request, player, '50.00');
    const { played, refusal } = await spinRounds(request, player, 'golden-gorilla', '1.00', 12);
    expect(refusal).toBeUndefined();
    const balance = await balanceCents(request, player);
    const net = played.wonCents - played.stakedCents;
    // The ledger: what the balance is made of.
    expect(balance).toBe(5000 + net);

    await signInAs(page, request, player.login, player.password);
    await responsibleGaming.gotoActivity();
    await responsibleGaming.statementBy('month');
    const figures = ['$50.00', '$0.00', dollars(played.stakedCents), dollars(played.wonCents), '$0.00', dollars(net)];
    await expect(responsibleGaming.statementRow(/^[A-Z][a-z]+ \d{4}$/).getByRole('cell')).toHaveText(figures);
    await expect(responsibleGaming.statementRow('Total').getByRole('cell')).toHaveText(figures);

    const download = await responsibleGaming.downloadStatement();
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toBe('Period,Deposits,Withdrawals,Stakes,Wins,Bonuses,Net result');
    expect(row!.split(',')[0]).toMatch(/^\d{4}-\d{2}$/);
    expect(row!.split(',').slice(1, 7)).toEqual(['50.00', '0.00', (played.stakedCents / 100).toFixed(2), (played.wonCents / 100).toFixed(2), '0.00', (net / 100).toFixed(2)]);
    // The page reconciles the same figures: nothing withdrawn, so the change of balance is the deposit plus the net result.
    await expect(responsibleGaming.statementBalance).toContainText(`Deposits $50.00 − withdrawals $0.00 + net result ${dollars(net)} = change of balance ${dollars(5000 + net)}`);
  });
});
