/**
 * Cookie names the server sets and the SPA reads. Kept free of zod so that public pages can import
 * it without pulling a schema library into their bundle.
 */

/** Readable by scripts: tells the SPA a refresh cookie exists (the refresh cookie itself is HttpOnly). */
export const SESSION_HINT_COOKIE = 'petal_session';

/**
 * The language the visitor chose with the storefront's switch, mirrored from the browser's storage
 * so the server can write the storefront page's head in it (docs/decisions/042).
 */
export const LANGUAGE_COOKIE = 'petal_language';

/**
 * Where the refresh cookie is exchanged for an access token: the app asks it, and index.html asks it
 * early for a signed-in visitor of the back office (scripts/first-screen-preload.ts).
 */
export const SESSION_REFRESH_PATH = '/api/token/refresh/';
