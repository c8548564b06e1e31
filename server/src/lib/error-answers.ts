import { apiErrorSchema } from '@contract/errors';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** The statuses a route's error answers can have; 500 is left out of the document (it says nothing). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error answers a route gives beyond those its kind implies (see errorStatusesOf): 429 for a
     * route that counts attempts in its handler, 503 for one that needs card payments set up, …
     */
    errors?: readonly ErrorStatus[];
  }
}

const meaning: Record<ErrorStatus, string> = {
  400: 'The input is not valid: `details` names each field with what to fix (VALIDATION_ERROR)',
  401: 'Not signed in, or the session ended (NOT_AUTHENTICATED)',
  403: 'Signed in, but this role or account may not do this (PERMISSION_DENIED)',
  404: 'Not found, or another shop’s (NOT_FOUND)',
  409: 'The change conflicts with the current state: already taken, changed meanwhile, not allowed now (CONFLICT)',
  413: 'The body or file is too large (PAYLOAD_TOO_LARGE)',
  415: 'The content type is not accepted here (UNSUPPORTED_MEDIA_TYPE)',
  429: 'Too many attempts: try again after the Retry-After header’s seconds (RATE_LIMITED)',
  503: 'Card payments are not set up (PAYMENTS_NOT_CONFIGURED)',
};

const errorAnswers = new WeakSet<object>();

/** One described schema per status, so the document says what each answer means. */
function schemaOf(status: ErrorStatus): ZodType {
  const schema = apiErrorSchema.describe(meaning[status]);
  errorAnswers.add(schema);
  return schema;
}

/**
 * Whether a response schema is one added here. Error answers are written with JSON.stringify as
 * before they were declared: their `details` are open, and a compiled writer or Zod's would
 * rewrite odd keys there (a `__proto__` sent as a field name) instead of answering them as they are.
 */
export const isErrorAnswer = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && errorAnswers.has(schema);

const PUBLIC_LIMIT = Symbol('public-limit');

/** Marks an onRequest hook that counts a public call, so that its routes declare 429. */
export function countsAsPublicCall<T extends object>(hook: T): T {
  return Object.assign(hook, { [PUBLIC_LIMIT]: true });
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error answers a route can give, from its kind (docs/decisions/037):
 * - 400 when it reads input: a body, a query or path parameters;
 * - 401 unless anyone may call it; 403 when it needs a role in a shop;
 * - 404 when its path names something (`:id`);
 * - 409, 413 and 415 for writes: they check the state they change, and take a body;
 * - 429 when it counts public calls; plus whatever `config.errors` adds.
 */
export function errorStatusesOf(
  route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config' | 'onRequest'>,
) {
  const methods = [route.method].flat();
  const write = methods.some((method) => WRITES.has(method));
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const access = route.config?.access;
  const statuses = new Set<ErrorStatus>(route.config?.errors ?? []);
  if (write || schema.body || schema.querystring || schema.params || route.url.includes(':'))
    statuses.add(400);
  if (access && access !== 'public') statuses.add(401);
  if (access === 'member' || access === 'staff' || access === 'owner') statuses.add(403);
  if (route.url.includes(':')) statuses.add(404);
  if (write) for (const status of [409, 413, 415] as const) statuses.add(status);
  const hooks = [route.onRequest ?? []].flat() as object[];
  if (hooks.some((hook) => PUBLIC_LIMIT in hook)) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Gives every /api route a response schema for each error answer it can give: the OpenAPI
 * document then shows them, and the answers are written by the same serializer as the rest
 * (answer-serializer.ts). A status the route declares itself is left as it is. Register before
 * the routes.
 */
export function declareErrorAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !route.config?.access) return;
    const schema = (route.schema ?? {}) as { response?: Record<string, unknown> };
    const response = { ...schema.response };
    for (const status of errorStatusesOf(route)) response[status] ??= schemaOf(status);
    route.schema = { ...schema, response };
  });
}
