import { blockingBySource, floorGaps, formatFloorGaps, formatLighthouse, formatSpread, median, medianFigures, type LighthouseFigure } from './lighthouse-figures';

const PAGE = 'http://localhost:4100/info/faq';

describe('blocking time by source', () => {
  it('sums what each long task lasts over 50 ms per script, largest first, naming scripts by path and the document as the page', () => {
    const details = {
      items: [
        { url: 'http://localhost:4100/main.f456d69d.js', duration: 914 },
        { url: 'Unattributable', duration: 378 },
        { url: 'http://localhost:4100/262.befec7cb.js', duration: 344 },
        { url: PAGE, duration: 181 },
        { url: 'http://localhost:4100/262.befec7cb.js', duration: 136 },
        { url: 'http://localhost:4100/923.6356201f.js', duration: 50 },
      ],
    };
    expect(blockingBySource(details, PAGE)).toEqual([
      { source: '/main.f456d69d.js', blockingMs: 864 },
      { source: '/262.befec7cb.js', blockingMs: 380 },
      { source: 'Unattributable', blockingMs: 328 },
      { source: 'the page', blockingMs: 131 },
    ]);
  });

  it('is empty without long tasks or without the audit', () => {
    expect(blockingBySource({ items: [{ url: PAGE, duration: 49.9 }] }, PAGE)).toEqual([]);
    expect(blockingBySource(undefined, PAGE)).toEqual([]);
  });

  it('is printed under the figures, three sources per page', () => {
    const figure: LighthouseFigure = {
      label: '/info/faq', path: '/info/faq', score: 0.8, lcpMs: 2040, tbtMs: 458, cls: 0, longTasks: 4, longestTaskMs: 914,
      blockingBySource: [
        { source: '/main.f456d69d.js', blockingMs: 864 },
        { source: '/262.befec7cb.js', blockingMs: 380 },
        { source: 'Unattributable', blockingMs: 328 },
        { source: 'the page', blockingMs: 131 },
      ],
      benchmarkIndex: 1500, cpuMultiplier: 4,
    };
    const floor: LighthouseFigure = { ...figure, label: 'floor', path: '/bench-floor.html', blockingBySource: [] };
    const lines = formatLighthouse([floor, figure]).split('\n');
    expect(lines).toContain(`${'floor'.padEnd(26)} none`);
    expect(lines).toContain(`${'/info/faq'.padEnd(26)} /main.f456d69d.js 864 ms · /262.befec7cb.js 380 ms · Unattributable 328 ms`);
  });
});

describe('several runs', () => {
  const run = (score: number, lcpMs: number, tbtMs: number, source: string): LighthouseFigure => ({
    label: '/lobby/games/', path: '/lobby/games/', score, lcpMs, tbtMs, cls: 0.04, longTasks: 18, longestTaskMs: 500,
    blockingBySource: [{ source, blockingMs: tbtMs }], benchmarkIndex: 2500, cpuMultiplier: 4,
  });
  const failed: LighthouseFigure = { ...run(0, Number.NaN, Number.NaN, 'none'), blockingBySource: [] };

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN])).toBeNaN();
  });

  it('gives each page the median of each measure and the blocking sources of the run nearest the median score', () => {
    const [figure] = medianFigures([[run(0.61, 4040, 1014, 'a')], [run(0.73, 3450, 628, 'b')], [run(0.68, 3590, 769, 'c')]]);
    expect(figure).toMatchObject({ label: '/lobby/games/', score: 0.68, lcpMs: 3590, tbtMs: 769, blockingBySource: [{ source: 'c', blockingMs: 769 }] });
  });

  it('leaves out a run Lighthouse failed on while another run has figures', () => {
    const [figure] = medianFigures([[failed], [run(0.7, 3500, 600, 'a')], [run(0.8, 3300, 400, 'b')]]);
    expect(figure).toMatchObject({ score: 0.75, lcpMs: 3400, tbtMs: 500 });
  });

  it('prints the lowest and highest score, LCP and TBT of each page', () => {
    const spread = formatSpread([[run(0.61, 4040, 1014, 'a')], [run(0.73, 3450, 628, 'b')]]).split('\n');
    expect(spread).toEqual(['Spread over 2 runs (lowest–highest):', `${'/lobby/games/'.padEnd(26)} score 0.61–0.73 · LCP 3.45–4.04 s · TBT 628–1014 ms`]);
  });
});

describe('gap to the floor', () => {
  const figure = (label: string, score: number, tbtMs: number, lcpMs: number): LighthouseFigure => ({
    label, path: label === 'floor' ? '/bench-floor.html' : label, score, lcpMs, tbtMs, cls: 0, longTasks: 0, longestTaskMs: 0,
    blockingBySource: [], benchmarkIndex: 1500, cpuMultiplier: 4,
  });
  // Three runs: the machine is slower in the second, which moves the floor and the pages together.
  const runs = [
    [figure('floor', 1, 0, 900), figure('/', 0.95, 120, 1500), figure('/lobby/games/', 0.7, 600, 3000)],
    [figure('floor', 0.99, 90, 1400), figure('/', 0.9, 300, 2100), figure('/lobby/games/', 0.6, 900, 3900)],
    [figure('floor', 1, 10, 1000), figure('/', 0.95, 140, 1600), figure('/lobby/games/', 0.75, 500, 2900)],
  ];

  it('takes each page’s gap within each run (score floor − page, TBT and LCP page − floor) and the median over the runs', () => {
    expect(floorGaps(runs)).toEqual([
      { label: '/', runs: 3, score: { median: 0.05, min: 0.05, max: 0.09 }, tbtMs: { median: 130, min: 120, max: 210 }, lcpMs: { median: 600, min: 600, max: 700 } },
      { label: '/lobby/games/', runs: 3, score: { median: 0.3, min: 0.25, max: 0.39 }, tbtMs: { median: 600, min: 490, max: 810 }, lcpMs: { median: 2100, min: 1900, max: 2500 } },
    ]);
  });

  it('leaves out a run where Lighthouse failed on the page or on the floor', () => {
    const failed = [figure('floor', 0, Number.NaN, Number.NaN), figure('/', 0, Number.NaN, Number.NaN), figure('/lobby/games/', 0.1, 5000, 9000)];
    const [home, lobby] = floorGaps([...runs, failed]);
    expect(home).toMatchObject({ runs: 3, tbtMs: { median: 130 } });
    expect(lobby).toMatchObject({ runs: 3, tbtMs: { median: 600 } });
  });

  it('prints the gaps beside the goals (score gap ≤ 0.05, TBT gap ≤ 150 ms, LCP gap ≤ 150 ms) and marks misses', () => {
    const lines = formatFloorGaps(floorGaps(runs)).split('\n');
    expect(lines[0]).toMatch(/^page +runs +score gap \(floor − page\) +TBT gap \(page − floor\) +LCP gap \(page − floor\)$/);
    expect(lines[1]).toMatch(/^\/ +3 +\+0\.05 {2}\(\+0\.05…\+0\.09\) +\+130 ms {2}\(\+120…\+210\) +\+600 ms! \(\+600…\+700\)$/);
    expect(lines[2]).toMatch(/^\/lobby\/games\/ +3 +\+0\.30! \(\+0\.25…\+0\.39\) +\+600 ms! \(\+490…\+810\) +\+2100 ms! \(\+1900…\+2500\)$/);
    expect(lines[3]).toMatch(/^goal +≤ 0\.05 +≤ 150 ms +≤ 150 ms $/);
  });

  it('shows a page better than the floor with a minus sign, and a page without figures as none', () => {
    const lines = formatFloorGaps(floorGaps([[figure('floor', 0.9, 200, 1500), figure('/', 1, 100, 1400)], [figure('/info/faq', 1, 0, 800)]])).split('\n');
    expect(lines[1]).toContain('−0.10  (−0.10…−0.10)');
    expect(lines[1]).toContain('−100 ms  (−100…−100)');
    expect(lines[2]).toMatch(/^\/info\/faq +0 +none +none +none $/);
  });
});
