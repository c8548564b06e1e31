/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */

export { authRoutes } from './auth.routes';
export type { SignedIn } from './auth.service';
export { setSessionCookies } from './auth-cookies.service';
export { ipLimit } from './auth-limit.service';
export { emailVerificationRoutes } from './email-verification.routes';
export { queueEmailVerification } from './email-verification.service';
export { googleAuthRoutes } from './google-auth.routes';
export { inviteLapsed, releaseLapsedInvite, removeInvitee } from './lapsed-invites.service';
export { passwordResetRoutes } from './password-reset.routes';
export {
  deleteStaleRefreshTokens,
  type IssuedRefreshToken,
  issueRefreshToken,
  revokeAllForUser,
} from './refresh-tokens.service';
export { toUserInfo } from './user-info';
export {
  consumeUserToken,
  deleteStaleUserTokens,
  findUsableToken,
  hasExpiredUnused,
  issueUserToken,
  TOKEN_LIFETIME,
  voidUserTokens,
} from './user-tokens.service';
