import { SESSION_HINT_COOKIE } from '@contract/cookies';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { IssuedRefreshToken } from './refresh-tokens.service';

export const REFRESH_COOKIE = 'petal_refresh';
/** The refresh cookie is only ever sent to the token endpoints. */
const REFRESH_PATH = '/api/token';

const secure = (config: Config) => config.publicUrl.startsWith('https://');

export function setSessionCookies(reply: FastifyReply, config: Config, refresh: IssuedRefreshToken) {
  const common = { sameSite: 'lax' as const, secure: secure(config), expires: refresh.expiresAt };
  reply.setCookie(REFRESH_COOKIE, refresh.token, { ...common, httpOnly: true, path: REFRESH_PATH });
  // Scripts cannot see the HttpOnly cookie; this harmless hint tells the SPA a refresh is worth trying.
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...common, httpOnly: false, path: '/' });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_PATH,
    secure: secure(config),
    sameSite: 'lax',
    httpOnly: true,
  });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', secure: secure(config), sameSite: 'lax' });
}
