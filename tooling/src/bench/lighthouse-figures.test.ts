import { blockingBySource, formatLighthouse, formatSpread, median, medianFigures, type LighthouseFigure } from './lighthouse-figures';

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
