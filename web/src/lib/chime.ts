/**
 * A soft two-note chime made with the Web Audio API (no sound file). Browsers only let a page make
 * sound after the person has interacted with it: the audio context is created on the first click,
 * tap or key press, and a chime asked for before that is skipped silently.
 */
export type Chime = { ring(): boolean; dispose(): void };

type AudioContextLike = Pick<AudioContext, 'currentTime' | 'destination' | 'state' | 'resume' | 'close'> & {
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
};

export function createChime(
  makeContext: () => AudioContextLike | null = () =>
    typeof AudioContext === 'undefined' ? null : new AudioContext(),
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): Chime {
  let context: AudioContextLike | null = null;
  const gestures = ['pointerdown', 'keydown', 'touchend'] as const;
  const unlock = () => {
    try {
      context ??= makeContext();
      if (context?.state === 'suspended') void context.resume();
    } catch {
      context = null;
    }
    if (context) for (const name of gestures) target.removeEventListener(name, unlock);
  };
  for (const name of gestures) target.addEventListener(name, unlock, { passive: true });

  return {
    ring() {
      if (context?.state !== 'running') return false;
      const start = context.currentTime + 0.01;
      // E6 then B5: a short, falling pair, quiet and quickly faded.
      for (const [offset, frequency] of [
        [0, 1318.5],
        [0.16, 987.8],
      ] as const) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, start + offset);
        gain.gain.exponentialRampToValueAtTime(0.12, start + offset + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.6);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(start + offset);
        oscillator.stop(start + offset + 0.65);
      }
      return true;
    },
    dispose() {
      for (const name of gestures) target.removeEventListener(name, unlock);
      void context?.close().catch(() => {});
      context = null;
    },
  };
}

/**
 * Rings once per device for one piece of news, however many tabs heard it: the first tab to take
 * the lock rings and holds it a moment; the others skip. Without Web Locks every tab rings.
 */
export function ringOnce(
  chime: Chime,
  key: string,
  locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks,
) {
  if (!locks) {
    chime.ring();
    return;
  }
  void locks
    .request(`petal-chime:${key}`, { ifAvailable: true }, async (lock) => {
      if (!lock) return;
      chime.ring();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    })
    .catch(() => {});
}
