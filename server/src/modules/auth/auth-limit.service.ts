import type { Config } from '../../config';
import { clientKey } from '../../lib/client-key';
import type { Limit } from '../../lib/rate-limit';

/**
 * Sign-in, sign-up, reset and invitation attempts share one budget per client (AUTH_RATE_LIMIT a
 * minute): the team's invitation pages count against it too, so it is offered here rather than
 * kept inside the auth routes.
 */
export const ipLimit = (config: Config, request: { ip: string }): Limit => ({
  key: `auth:ip:${clientKey(request)}`,
  max: config.authRateLimit,
  windowSeconds: 60,
});
