import {
  formatTapDifferences, formatTapFloorGaps, formatTaps, summariseTaps, tapDifferences, tapFloorGaps, tapInteraction, tapRunOf, type EventEntry, type TapRun,
} from './tap-figures';

const entry = (name: string, startTime: number, duration: number, interactionId = 0): EventEntry => ({ name, startTime, duration, interactionId });

describe('a tap in the Event Timing entries', () => {
  // A first tap on Menu: the pointer, touch and click entries of the tap, hover entries beside them, and an earlier tap.
  const entries = [
    entry('pointerdown', 1200, 400, 7),
    entry('click', 1201, 380, 7),
    entry('pointerover', 4466, 900),
    entry('pointerdown', 4466, 672, 14),
    entry('touchstart', 4466, 672),
    entry('pointerup', 4469.6, 664, 14),
    entry('touchend', 4469.6, 664),
    entry('click', 4469.6, 664, 14),
    entry('keydown', 4800, 120, 21),
  ];

  it('takes the largest duration among the entries of its interaction and the touch events beside them, from its first entry', () => {
    const interaction = tapInteraction(entries, { downAt: 4466, upAt: 4469.6 });
    expect(interaction.eventLatencyMs).toBe(672);
    expect(interaction.startTime).toBe(4466);
    expect(interaction.entries.map((own) => own.name)).toEqual(['pointerdown', 'touchstart', 'pointerup', 'touchend', 'click']);
  });

  it('takes the tap events that started at the tap when none has an interaction id', () => {
    const withoutId = [entry('touchstart', 300.4, 48), entry('pointerup', 302, 30), entry('click', 302, 90), entry('click', 900, 500)];
    expect(tapInteraction(withoutId, { downAt: 301, upAt: 302 })).toMatchObject({ eventLatencyMs: 90, startTime: 300.4 });
  });

  it('gives the threshold and the finger-down time when no entry of the tap reached the threshold', () => {
    expect(tapInteraction(entries, { downAt: 6000, upAt: 6050 })).toEqual({ entries: [], startTime: 6000, eventLatencyMs: 16 });
  });

  it('measures tap to usable from the first entry to the first usable frame, and says when the control never became usable', () => {
    expect(tapRunOf('menu', entries, { downAt: 4466, upAt: 4469.6 }, 5099.8)).toEqual({ control: 'menu', eventLatencyMs: 672, tapToUsableMs: 634 });
    expect(tapRunOf('search box', entries, { downAt: 4466, upAt: 4469.6 }, null)).toEqual({
      control: 'search box', eventLatencyMs: 672, tapToUsableMs: null, problem: 'never became usable',
    });
    expect(tapRunOf('chat', [], null, null)).toMatchObject({ eventLatencyMs: null, problem: 'the page saw no tap' });
  });
});

describe('the first-tap table', () => {
  const run = (control: TapRun['control'], eventLatencyMs: number | null, tapToUsableMs: number | null, problem?: string): TapRun => ({
    control, eventLatencyMs, tapToUsableMs, ...(problem ? { problem } : {}),
  });
  const runs = [
    run('search box', 584, null, 'never became usable'),
    run('menu', 216, 175),
    run('menu', 64, 90),
    run('menu', 80, 120),
    run('search box', 1288, 2453),
    run('search box', 900, 1800),
  ];

  it('gives each control the median and range of its runs, in the order of the controls, with its runs’ problems', () => {
    expect(summariseTaps(runs)).toEqual([
      { control: 'menu', runs: 3, eventLatency: { median: 80, min: 64, max: 216 }, tapToUsable: { median: 120, min: 90, max: 175 }, problems: [] },
      { control: 'search box', runs: 3, eventLatency: { median: 900, min: 584, max: 1288 }, tapToUsable: { median: 2126.5, min: 1800, max: 2453 }, problems: ['never became usable'] },
    ]);
  });

  it('prints the medians beside the goals, marking misses and a control with a run that never became usable', () => {
    const lines = formatTaps(summariseTaps([
      ...runs, run('chat', 40, 300, 'never became usable'), run('chat', null, null, 'the page saw no tap'),
      run('promotions SIGN UP NOW', 96, 310), run('withdraw tab', 101, 300),
    ])).split('\n');
    expect(lines[0]).toMatch(/^control +runs +event latency +tap to usable$/);
    expect(lines[1]).toMatch(/^menu +3 +80 ms {2}\(64–216\) +120 ms {2}\(90–175\)$/);
    expect(lines[2]).toMatch(/^chat +2 +40 ms {2}\(40–40\) +300 ms! \(300–300\)$/);
    expect(lines[3]).toMatch(/^search box +3 +900 ms! \(584–1288\) +2127 ms! \(1800–2453\)$/);
    // Issue 55's goals: a tap answered within 100 ms, its control usable within 300 ms.
    expect(lines[4]).toMatch(/^promotions SIGN UP NOW +1 +96 ms {2}\(96–96\) +310 ms! \(310–310\)$/);
    expect(lines[5]).toMatch(/^withdraw tab +1 +101 ms! \(101–101\) +300 ms {2}\(300–300\)$/);
    expect(lines[6]).toMatch(/^goal +≤ 100 ms +≤ 300 ms $/);
    expect(lines.slice(-3)).toEqual(['chat, one run: never became usable', 'chat, one run: the page saw no tap', 'search box, one run: never became usable']);
  });
});

describe('the taps against another commit', () => {
  const run = (control: TapRun['control'], eventLatencyMs: number | null, tapToUsableMs: number | null): TapRun => ({ control, eventLatencyMs, tapToUsableMs });
  const here = [run('menu', 80, 200), run('search box', 120, 900), run('menu', 40, 150), run('search box', 100, null), run('menu', 300, 400)];
  const there = [run('menu', 20, 180), run('search box', 150, 1000), run('menu', 60, 150), run('search box', 90, 800), run('menu', 100, 500)];

  it('pairs each control’s runs in the order they were measured and takes the median of the differences, leaving out a run with no figure', () => {
    expect(tapDifferences(here, there)).toEqual([
      { control: 'menu', pairs: 3, eventLatency: { median: 60, min: -20, max: 200 }, tapToUsable: { median: 0, min: -100, max: 20 } },
      { control: 'search box', pairs: 1, eventLatency: { median: -10, min: -30, max: 10 }, tapToUsable: { median: -100, min: -100, max: -100 } },
    ]);
  });

  it('prints signed differences, slower here as +', () => {
    const lines = formatTapDifferences(tapDifferences(here, there), 'abc1234').split('\n');
    expect(lines[0]).toMatch(/^control +pairs +event latency +tap to usable$/);
    expect(lines[1]).toMatch(/^menu +3 +\+60 ms \(−20…\+200\) +±0 ms \(−100…\+20\)$/);
    expect(lines[2]).toMatch(/^search box +1 +−10 ms \(−30…\+10\) +−100 ms \(−100…−100\)$/);
    expect(lines[3]).toContain('minus abc1234');
  });
});

describe('the taps beside the floor', () => {
  const run = (control: TapRun['control'], eventLatencyMs: number | null, tapToUsableMs: number | null): TapRun => ({ control, eventLatencyMs, tapToUsableMs });
  // Two rounds as the bench measures them: the floor first, then each control.
  const runs = [
    run('floor', 24, 40), run('menu', 80, 200), run('search box', 120, 900),
    run('floor', 48, 90), run('menu', 40, 150), run('search box', 100, null),
  ];

  it('gives each control its gap to the floor of the same round, leaving out a round with no figure', () => {
    expect(tapFloorGaps(runs)).toEqual([
      { control: 'menu', pairs: 2, eventLatency: { median: 24, min: -8, max: 56 }, tapToUsable: { median: 110, min: 60, max: 160 } },
      { control: 'search box', pairs: 1, eventLatency: { median: 74, min: 52, max: 96 }, tapToUsable: { median: 860, min: 860, max: 860 } },
    ]);
  });

  it('prints the gaps, slower than the floor as +, and nothing without a floor', () => {
    const lines = formatTapFloorGaps(tapFloorGaps(runs)).split('\n');
    expect(lines[1]).toMatch(/^menu +2 +\+24 ms \(−8…\+56\) +\+110 ms \(\+60…\+160\)$/);
    expect(lines.at(-1)).toContain('minus the floor');
    expect(tapFloorGaps(runs.filter((entry) => entry.control !== 'floor'))).toEqual([]);
  });
});
