// @vitest-environment jsdom
// (happy-dom keeps a cookie written with Max-Age=0, emptied; browsers and jsdom remove it at once.)
import { SESSION_HINT_COOKIE } from '@contract/cookies';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionHint, hasSessionHint } from './session-cookie';

afterEach(() => clearSessionHint());

describe('session hint cookie', () => {
  it('is seen when present and gone after clearing', () => {
    expect(hasSessionHint()).toBe(false);
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the cookie.
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    expect(hasSessionHint()).toBe(true);
    clearSessionHint();
    expect(hasSessionHint()).toBe(false);
  });
});
