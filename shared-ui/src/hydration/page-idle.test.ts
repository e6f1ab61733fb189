import { onFirstEvent } from './first-event';
import { whenPageInUse } from './page-idle';

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
