/** Where the player's choice is kept: the frame origin's localStorage. */
export const SOUND_STORAGE_KEY = 'game-client.sound';

export interface GameSound {
  /** Off until the player turns it on. */
  readonly on: boolean;
  setOn(on: boolean): void;
  /** A reel or wheel starts. */
  tick(): void;
  reelStop(): void;
  /** A card lands on the table. */
  flick(): void;
  /** A win: `size` is the win in stakes (1 = stake back); bigger wins ring longer and higher. */
  chime(size: number): void;
}

type AudioFactory = () => AudioContext | null;

const browserAudio: AudioFactory = () => {
  const Audio = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Audio ? new Audio() : null;
};

/** localStorage can be refused in a frame (storage blocked for third parties): then the choice lasts the page. */
function readChoice(storage: () => Storage): boolean {
  try {
    return storage().getItem(SOUND_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}
function keepChoice(storage: () => Storage, on: boolean): void {
  try {
    storage().setItem(SOUND_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Not kept: the switch still works for this page.
  }
}

/** Short sounds synthesized with the Web Audio API (no files), played only while the switch is on. */
export function createSound(storage: () => Storage = () => window.localStorage, audio: AudioFactory = browserAudio): GameSound {
  let on = readChoice(storage);
  let context: AudioContext | null = null;
  let noise: AudioBuffer | null = null;
  // The audio context starts on the player's click (browsers allow sound only after a gesture).
  const ready = (): AudioContext | null => {
    if (!on) return null;
    try {
      context ??= audio();
      if (context?.state === 'suspended') void context.resume();
    } catch {
      context = null;
    }
    return context;
  };
  const tone = (frequency: number, start: number, length: number, type: OscillatorType, volume: number, endFrequency?: number) => {
    const ctx = ready();
    if (!ctx) return;
    const at = ctx.currentTime + start;
    const oscillator = ctx.createOscillator(), gain = ctx.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(frequency, at);
    if (endFrequency) oscillator.frequency.exponentialRampToValueAtTime(endFrequency, at + length);
    gain.gain.setValueAtTime(volume, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + length + 0.02);
  };
  return {
    get on() {
      return on;
    },
    setOn(value) {
      on = value;
      keepChoice(storage, value);
      if (!value) void context?.suspend().catch(() => undefined);
    },
    tick: () => tone(1400, 0, 0.03, 'square', 0.03),
    reelStop: () => tone(220, 0, 0.09, 'triangle', 0.12, 90),
    flick() {
      const ctx = ready();
      if (!ctx) return;
      if (!noise) {
        noise = ctx.createBuffer(1, Math.floor(ctx.sampleRate * 0.05), ctx.sampleRate);
        const data = noise.getChannelData(0);
        for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length);
      }
      const source = ctx.createBufferSource(), filter = ctx.createBiquadFilter(), gain = ctx.createGain();
      source.buffer = noise;
      filter.type = 'highpass';
      filter.frequency.value = 2500;
      gain.gain.value = 0.15;
      source.connect(filter).connect(gain).connect(ctx.destination);
      source.start();
    },
    chime(size) {
      if (!(size > 0)) return;
      // C major arpeggio: one note for a stake back, up to eight for a big win.
      const notes = [523.25, 659.25, 783.99, 1046.5, 1318.5, 1568, 2093, 2637];
      const count = Math.max(1, Math.min(notes.length, Math.round(1 + Math.log2(1 + size) * 1.5)));
      notes.slice(0, count).forEach((frequency, i) => tone(frequency, i * 0.08, 0.35, 'sine', 0.12));
    },
  };
}

/** The page's one sound (the views play through it; the switch in the header sets it). */
let pageSound: GameSound | null = null;
export const sound = (): GameSound => (pageSound ??= createSound());

/** The header's switch: "Sound" with aria-pressed, showing the player's kept choice. */
export function bindSoundSwitch(button: HTMLButtonElement, target: GameSound = sound()): void {
  const paint = () => {
    button.setAttribute('aria-pressed', String(target.on));
    button.title = target.on ? 'Sound is on: press to turn it off' : 'Sound is off: press to turn it on';
    const state = button.querySelector('[data-state]');
    if (state) state.textContent = target.on ? 'on' : 'off';
  };
  button.addEventListener('click', () => {
    target.setOn(!target.on);
    paint();
    if (target.on) target.tick();
  });
  paint();
}
