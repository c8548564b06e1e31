import { describe, expect, it, vi } from 'vitest';
import { createChime, ringOnce } from './chime';

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

describe('one chime per device', () => {
  it('rings in the tab that takes the lock, not in the others', async () => {
    const held = new Set<string>();
    const locks = {
      request: vi.fn(async (name: string, _options: unknown, callback: (lock: unknown) => Promise<void>) => {
        if (held.has(name)) return callback(null);
        held.add(name);
        void callback({ name });
      }),
    } as unknown as LockManager;
    const first = { ring: vi.fn(() => true), dispose: vi.fn() };
    const second = { ring: vi.fn(() => true), dispose: vi.fn() };
    ringOnce(first, 'order.submitted:1', locks);
    ringOnce(second, 'order.submitted:1', locks);
    await vi.waitFor(() => expect(locks.request).toHaveBeenCalledTimes(2));
    expect(first.ring).toHaveBeenCalledTimes(1);
    expect(second.ring).not.toHaveBeenCalled();
  });

  it('rings anyway where the browser has no Web Locks', () => {
    const chime = { ring: vi.fn(() => true), dispose: vi.fn() };
    ringOnce(chime, 'x', undefined);
    expect(chime.ring).toHaveBeenCalledTimes(1);
  });
});
