import { blockingBySource, formatLighthouse, type LighthouseFigure } from './lighthouse-figures';

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
