import { againstDifferences, againstLabel, formatAgainst } from './against';
import type { LighthouseFigure } from './lighthouse-figures';

const figure = (label: string, lcpMs: number, tbtMs: number, score: number): LighthouseFigure => ({
  label, path: '/', score, lcpMs, tbtMs, cls: 0, longTasks: 0, longestTaskMs: 0, blockingBySource: [], benchmarkIndex: 1500, cpuMultiplier: 4,
});

describe('pages measured against another commit in the same runs', () => {
  it('labels the other commit’s pages with its short commit', () => {
    expect(againstLabel('/lobby/games/', '2d16748')).toBe('/lobby/games/ @2d16748');
  });

  it('takes the difference within each run, then the median and spread over the runs', () => {
    const runs = [
      [figure('floor', 650, 10, 1), figure('/lobby/games/', 1290, 800, 0.8), figure('/lobby/games/ @2d16748', 1110, 790, 0.81)],
      // A slower run moves all three; the difference stays what it was.
      [figure('floor', 900, 60, 0.98), figure('/lobby/games/', 1560, 900, 0.75), figure('/lobby/games/ @2d16748', 1400, 930, 0.77)],
      [figure('floor', 640, 0, 1), figure('/lobby/games/', 1270, 780, 0.82), figure('/lobby/games/ @2d16748', 1100, 800, 0.82)],
    ];
    expect(againstDifferences(runs, '2d16748')).toEqual([
      {
        label: '/lobby/games/',
        runs: 3,
        lcpMs: { median: 170, min: 160, max: 180 },
        tbtMs: { median: -20, min: -30, max: 10 },
        score: { median: 0.01, min: 0, max: 0.02 },
      },
    ]);
  });

  it('leaves out a run where Lighthouse failed on the page, its counterpart or the floor, and pages measured on one side only', () => {
    const runs = [
      [figure('floor', 650, 10, 1), figure('/', 900, 300, 0.93), figure('/ @abc1234', 800, 350, 0.95), figure('/info/faq', 740, 400, 0.9)],
      [figure('floor', Number.NaN, 0, 0), figure('/', 910, 310, 0.93), figure('/ @abc1234', 790, 340, 0.95)],
      [figure('floor', 640, 0, 1), figure('/', Number.NaN, 0, 0), figure('/ @abc1234', 800, 350, 0.95)],
    ];
    expect(againstDifferences(runs, 'abc1234')).toEqual([
      { label: '/', runs: 1, lcpMs: { median: 100, min: 100, max: 100 }, tbtMs: { median: -50, min: -50, max: -50 }, score: { median: 0.02, min: 0.02, max: 0.02 } },
    ]);
  });

  it('prints each page’s difference with its sign, and says which way is worse', () => {
    const printed = formatAgainst(
      [
        { label: '/lobby/promotions/', runs: 5, lcpMs: { median: 295, min: 240, max: 330 }, tbtMs: { median: -12, min: -80, max: 40 }, score: { median: 0, min: -0.01, max: 0.02 } },
        { label: '/info/faq', runs: 0, lcpMs: null, tbtMs: null, score: null },
      ],
      '2d16748',
    );
    const [header, promotions, faq, legend] = printed.split('\n');
    expect(header).toMatch(/^page\s+runs\s+LCP\s+TBT\s+score$/);
    expect(promotions).toMatch(/^\/lobby\/promotions\/\s+5\s+\+295 ms \(\+240…\+330\)\s+−12 ms \(−80…\+40\)\s+±0\.00 \(−0\.01…\+0\.02\)$/);
    expect(faq).toMatch(/^\/info\/faq\s+0\s+none\s+none\s+none$/);
    expect(legend).toContain('this checkout minus 2d16748');
    expect(legend).toContain('+ is worse');
  });
});
