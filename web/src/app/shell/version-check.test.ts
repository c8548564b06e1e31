import { describe, expect, it, vi } from 'vitest';
import { isNewVersion, showVersionToast, VERSION_TOAST_ID } from './version-check';

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
