import { describe, expect, it, vi } from 'vitest';
import { createChime } from './chime';

function fakeContext() {
  const node = () => ({
    connect: vi.fn((next: unknown) => next),
    start: vi.fn(),
    stop: vi.fn(),
    frequency: { value: 0 },
    gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
    type: 'sine',
  });
  return {
    currentTime: 0,
    destination: {},
    state: 'suspended' as AudioContextState,
    resume: vi.fn(async function (this: { state: AudioContextState }) {
      this.state = 'running';
    }),
    close: vi.fn(async () => {}),
    createOscillator: vi.fn(node),
    createGain: vi.fn(node),
  };
}

describe('the new-order chime', () => {
  it('stays silent until the person has interacted with the page, then rings', async () => {
    const context = fakeContext();
    const make = vi.fn(() => context as unknown as AudioContext);
    const chime = createChime(make);
    expect(chime.ring()).toBe(false);
    expect(make).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    expect(make).toHaveBeenCalledTimes(1);
    expect(context.resume).toHaveBeenCalled();
    expect(chime.ring()).toBe(true);
    expect(context.createOscillator).toHaveBeenCalledTimes(2);

    // Only the first gesture creates the context.
    window.dispatchEvent(new Event('keydown'));
    expect(make).toHaveBeenCalledTimes(1);
    chime.dispose();
    expect(context.close).toHaveBeenCalled();
  });

  it('does nothing where the browser has no Web Audio', () => {
    const chime = createChime(() => null);
    window.dispatchEvent(new Event('pointerdown'));
    expect(chime.ring()).toBe(false);
    chime.dispose();
  });
});
