import type * as SharedUi from 'shared-ui';
import { warmProviderCalls } from './warm-provider-calls';

let becomeIdle: () => void = () => undefined;
jest.mock('shared-ui', () => ({
  whenBrowserIdle: () => Promise.resolve(),
  whenPageInUse: jest.requireActual<typeof SharedUi>('shared-ui').whenPageInUse,
  whenUsePauses: jest.requireActual<typeof SharedUi>('shared-ui').whenUsePauses,
}));

/** A person's pause in use, as shared-ui counts it. */
const pause = () => new Promise((resolve) => setTimeout(resolve, jest.requireActual<typeof SharedUi>('shared-ui').USE_PAUSE_MS + 50));
jest.mock('../remotes/page-settled', () => ({
  whenIdleAfterPaint: () => new Promise<void>((resolve) => (becomeIdle = resolve)),
}));

// Two turns of the task queue: the idle promise settles, then the load's own task runs.
const nextTask = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('warmProviderCalls', () => {
  it('loads nothing before the page has settled and a person has used it, then one load per task, in order', async () => {
    const started: string[] = [];
    let finishFirst: () => void = () => undefined;
    const first = jest.fn(() => new Promise<void>((resolve) => { started.push('axios'); finishFirst = resolve; }));
    const second = jest.fn(() => { started.push('contract'); return Promise.resolve(); });
    const done = warmProviderCalls([first, second]);
    await nextTask();
    expect(started).toEqual([]);

    becomeIdle();
    await nextTask();
    // A page only looked at needs none of it.
    expect(started).toEqual([]);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await nextTask();
    // Nor between the press and what follows it (the form it opens, the typing): once the person pauses.
    expect(started).toEqual([]);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    await pause();
    await nextTask();
    expect(started).toEqual(['axios']);
    // The next load waits for the one before it, and for a task of its own.
    await nextTask();
    expect(second).not.toHaveBeenCalled();
    finishFirst();
    await done;
    expect(started).toEqual(['axios', 'contract']);
  });

  it('goes on past a load that failed', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const second = jest.fn(() => Promise.resolve());
    const done = warmProviderCalls([() => Promise.reject(new Error('offline')), second]);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    becomeIdle();
    await done;
    expect(second).toHaveBeenCalledTimes(1);
  });
});
