import { onFirstEvent } from './first-event';
import { whenPageInUse, whenUsePauses } from './page-idle';

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenPageInUse', () => {
  it('waits while the page is only looked at, and resolves at the first press', async () => {
    const inUse = whenPageInUse();
    document.body.dispatchEvent(new Event('scroll'));
    expect(await settled(inUse)).toBe(false);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(inUse)).toBe(true);
  });

  it('resolves on a key or a focus as well', async () => {
    const byKey = whenPageInUse();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(await settled(byKey)).toBe(true);
    const byFocus = whenPageInUse();
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    expect(await settled(byFocus)).toBe(true);
    field.remove();
  });
});

describe('whenUsePauses', () => {
  it('resolves once a person has pressed nothing and typed nothing for the pause, each key starting it again', async () => {
    jest.useFakeTimers();
    try {
      let paused = false;
      void whenUsePauses(document, 1000).then(() => {
        paused = true;
      });
      await jest.advanceTimersByTimeAsync(800);
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
      await jest.advanceTimersByTimeAsync(800);
      expect(paused).toBe(false);
      document.body.dispatchEvent(new Event('input', { bubbles: true }));
      await jest.advanceTimersByTimeAsync(999);
      expect(paused).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(paused).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('onFirstEvent', () => {
  it('answers once, at the first event it accepts, and then stops listening', () => {
    const then = jest.fn();
    const button = document.body.appendChild(document.createElement('button'));
    onFirstEvent(document, ['pointerover'], (event) => event.target === button, then);
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(then).not.toHaveBeenCalled();
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(then).toHaveBeenCalledTimes(1);
    button.remove();
  });

  it('stops early when told to', () => {
    const then = jest.fn();
    const stop = onFirstEvent(document, ['pointerdown'], () => true, then);
    stop();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(then).not.toHaveBeenCalled();
  });
});
