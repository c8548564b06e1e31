import { describe, expect, it } from 'vitest';
import { TOASTER_PROPS } from './providers';

describe('toaster', () => {
  it('follows docs/product.md (Toasts): bottom-center, 4 seconds, one toast visible in the app', () => {
    expect(TOASTER_PROPS).toEqual({ position: 'bottom-center', duration: 4000, visibleToasts: 1 });
  });
});
