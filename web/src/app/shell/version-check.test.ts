import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectAppWorker,
  isNewVersion,
  offerUpdate,
  showVersionToast,
  VERSION_TOAST_ID,
} from './version-check';

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

describe('new version detection', () => {
  it('offers an update when the server serves another build', () => {
    expect(isNewVersion('lq2x-a1b2', 'lq2w-ffff')).toBe(true);
  });

  it('stays quiet for the same build, a missing answer, and dev or test builds', () => {
    expect(isNewVersion('lq2x-a1b2', 'lq2x-a1b2')).toBe(false);
    expect(isNewVersion(undefined, 'lq2x-a1b2')).toBe(false);
    expect(isNewVersion('dev', 'lq2x-a1b2')).toBe(false);
    expect(isNewVersion('lq2x-a1b2', 'test')).toBe(false);
    expect(isNewVersion('lq2x-a1b2', 'dev')).toBe(false);
  });
});

describe('version toast', () => {
  it('reads New version available! / Click to update with an Update button, and stays until acted on', () => {
    showVersionToast();
    expect(toastMock).toHaveBeenCalledWith(
      'New version available!',
      expect.objectContaining({
        id: VERSION_TOAST_ID,
        description: 'Click to update',
        duration: Number.POSITIVE_INFINITY,
        dismissible: false,
        action: expect.objectContaining({ label: 'Update' }),
      }),
    );
  });
});

describe('update through the service worker', () => {
  beforeEach(() => toastMock.mockClear());
  afterEach(() => connectAppWorker(null));

  const registration = (found: Partial<ServiceWorkerRegistration>) =>
    ({ installing: null, waiting: null, update: vi.fn(async () => undefined), ...found }) as never;

  it('fetches the new worker and leaves the toast to it while it installs', async () => {
    const worker = registration({});
    (worker as { update: ReturnType<typeof vi.fn> }).update.mockImplementation(async () => {
      Object.assign(worker, { installing: {} });
    });
    connectAppWorker(worker);
    await offerUpdate();
    expect((worker as { update: ReturnType<typeof vi.fn> }).update).toHaveBeenCalledOnce();
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('falls back to the reloading toast when no new worker turns up or none is registered', async () => {
    connectAppWorker(registration({}));
    await offerUpdate();
    expect(toastMock).toHaveBeenCalledTimes(1);

    connectAppWorker(null);
    await offerUpdate();
    expect(toastMock).toHaveBeenCalledTimes(2);
  });

  it('runs the given update when Update is clicked', () => {
    const update = vi.fn();
    showVersionToast(update);
    const options = toastMock.mock.calls.at(-1)?.[1] as { action: { onClick: () => void } };
    options.action.onClick();
    expect(update).toHaveBeenCalledOnce();
  });
});
