import type { Role } from '@contract/users';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { users } from '../db/schema';
import type { AccessTokens } from './access-tokens';
import { AppError } from './errors';
import type { KeyedCache, ProcessCaches } from './process-caches';

/**
 * Who may call a route. Every /api route declares one in `config.access`; the app refuses to
 * start when a route does not.
 * - public: anyone; a valid bearer token is still read (some answers depend on it)
 * - user: signed in
 * - member: signed in and part of a business (any role)
 * - staff: owner or manager
 * - owner: the business owner
 */
export type Access = 'public' | 'user' | 'member' | 'staff' | 'owner';

export type AuthUser = {
  userId: string;
  email: string;
  role: Role | null;
  businessId: string | null;
  onboardingCompleted: boolean;
  /** Set when this token comes straight from a Google sign-in (ms): fresh proof for sensitive changes. */
  googleAuthAt?: number | undefined;
};

/** A signed-in member of a business: what tenant-scoped services need. */
export type Member = AuthUser & { role: Role; businessId: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

const allowedRoles: Record<Exclude<Access, 'public' | 'user'>, readonly Role[]> = {
  member: ['owner', 'manager', 'florist'],
  staff: ['owner', 'manager'],
  owner: ['owner'],
};

export function registerAuthGuards(
  app: FastifyInstance,
  { db, tokens, caches }: { db: Db; tokens: AccessTokens; caches: ProcessCaches },
) {
  app.decorateRequest('auth', null);
  const loadUser = prepareUserLookup(db, caches.cache<UserRow | undefined>('user'));

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    request.auth = await readBearer(request, tokens, loadUser);
    if (access === 'public') return;
    if (!request.auth) throw new AppError('NOT_AUTHENTICATED', 'Please sign in to continue');
    if (access === 'user') return;
    const { role, businessId } = request.auth;
    if (!role || !businessId) throw new AppError('PERMISSION_DENIED', 'Set up your business first');
    if (!allowedRoles[access].includes(role)) {
      throw new AppError('PERMISSION_DENIED', "You don't have permission to perform this action");
    }
  });
}

type UserRow = Omit<AuthUser, 'googleAuthAt'> & { isActive: boolean; sessionVersion: number };

/**
 * Runs on every signed-in request: a prepared statement, its rows kept in this process until the
 * user's row changes anywhere (docs/decisions/033).
 */
function prepareUserLookup(db: Db, cache: KeyedCache<UserRow | undefined>) {
  const query = prepared(db, 'auth_user_by_id', (d) =>
    d
      .select({
        userId: users.id,
        email: users.email,
        role: users.role,
        businessId: users.businessId,
        onboardingCompleted: users.onboardingCompleted,
        isActive: users.isActive,
        sessionVersion: users.sessionVersion,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('auth_user_by_id'),
  );
  return (userId: string) => cache.get(userId, async () => (await query.execute({ userId }))[0]);
}

async function readBearer(
  request: FastifyRequest,
  tokens: AccessTokens,
  loadUser: ReturnType<typeof prepareUserLookup>,
): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const isPublic = request.routeOptions.config?.access === 'public';
  const claims = await tokens.verify(header.slice('Bearer '.length).trim());
  if (!claims) {
    // A public route still answers; a protected one says why it did not.
    if (isPublic) return null;
    throw new AppError('NOT_AUTHENTICATED', 'Your session has expired, please sign in again');
  }
  const row = await loadUser(claims.userId);
  // A token issued before the user's sessions were ended (password change, deactivation, takeover)
  // is refused like an inactive user's.
  if (!row?.isActive || row.sessionVersion !== claims.sessionVersion) {
    if (isPublic) return null;
    throw new AppError('NOT_AUTHENTICATED', 'Your session has ended, please sign in again');
  }
  const { isActive: _active, sessionVersion: _version, ...auth } = row;
  return { ...auth, googleAuthAt: claims.googleAuthAt };
}

/** The signed-in member of a business; call only on member, staff or owner routes. */
export function memberOf(request: FastifyRequest): Member {
  const auth = request.auth;
  if (!auth?.role || !auth.businessId) throw new AppError('PERMISSION_DENIED', 'Set up your business first');
  return auth as Member;
}

/** The signed-in user; call only on routes that are not public. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError('NOT_AUTHENTICATED', 'Please sign in to continue');
  return request.auth;
}
