import { screen } from '@testing-library/dom';
import userEventLib from '@testing-library/user-event';
import { bindSoundSwitch, createSound, SOUND_STORAGE_KEY } from './sound';

const userEvent = userEventLib.setup({ delay: null });

function renderSwitch(storage: () => Storage, audio = jest.fn(() => null)) {
  document.body.innerHTML = '<button id="sound-button" type="button" aria-pressed="false"><span class="label">Sound</span><span aria-hidden="true">: <span data-state>off</span></span></button>';
  const sound = createSound(storage, audio);
  bindSoundSwitch(document.getElementById('sound-button') as HTMLButtonElement, sound);
  return { sound, audio, button: screen.getByRole('button', { name: 'Sound' }) };
}

describe('the sound switch', () => {
  beforeEach(() => localStorage.clear());

  it('is off until the player turns it on, and plays nothing while off', () => {
    const { sound, audio, button } = renderSwitch(() => localStorage);
    expect(sound.on).toBe(false);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('Sound: off');
    sound.tick();
    sound.chime(10);
    expect(audio).not.toHaveBeenCalled();
  });

  it('turns on with a press, and the frame’s origin remembers it for the next game', async () => {
    const { button, audio } = renderSwitch(() => localStorage);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('Sound: on');
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('on');
    // The audio starts on the player's press (browsers allow sound only after a gesture).
    expect(audio).toHaveBeenCalled();
    expect(renderSwitch(() => localStorage).button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Sound' }));
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
  });

  it('still switches when the frame may not store anything', async () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const { sound, button } = renderSwitch(refused);
    expect(sound.on).toBe(false);
    await userEvent.click(button);
    expect(sound.on).toBe(true);
  });
});
