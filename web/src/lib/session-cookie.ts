import { SESSION_HINT_COOKIE } from '@contract/cookies';

/** The refresh cookie is HttpOnly; this readable companion tells whether a refresh is worth trying. */
export function hasSessionHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** Forget the hint at once on sign-out, so no page tries a refresh while the logout call is on its way. */
export function clearSessionHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the hint cookie is plain by design; Cookie Store API is not everywhere yet.
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
}
