import crypto from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupCardApp } from '../card-setup';
import { bearer } from '../fixtures';
import { jpegOf } from '../product-setup';
import { openShop } from '../shop-setup';
import { uniqueIp } from '../test-app';
import { exampleFor, exampleProblem, toRequest } from './route-examples';
import { fillPath, namesShopRow, unexplainedParams } from './route-params';
import { collectRoutes, isSwept, type SweptRoute } from './route-table';
import { changedTables, type Digest, shopDigest } from './shop-digest';
import { writeSweepReport } from './sweep-report';
import { type StockedShop, stockedShop } from './sweep-shop';

// Before the app is built: every route buildApp registers is seen, none is listed by hand.
const registered = collectRoutes();
// With card payments set up (a local stand-in of the provider), so that their routes answer as in production.
const t = setupCardApp();

/** Routes outside /api declare no access: they are public by design. */
const publicWithoutAccess: Record<string, string> = {
  'GET /uploads/*': 'photos by unguessable name; <img> requests carry no token (uploads.routes.ts)',
  'GET /uploads': 'the folder itself, always 404',
};

/**
 * Routes that rightly answer otherwise than their access level predicts, by check. Keep it short,
 * and say why.
 */
const exceptions: Record<string, { public?: number[] }> = {
  // Reads the refresh cookie, not a bearer token: without the cookie there is no session to renew.
  'POST /api/token/refresh/': { public: [401] },
};

const knownAccess = new Set(['public', 'user', 'member', 'staff', 'owner']);

let routes: SweptRoute[];
let shopA: StockedShop;
let shopB: Awaited<ReturnType<typeof openShop>>;
let photo: Buffer;
let digestBefore: Digest;
let requests = 0;

beforeAll(async () => {
  routes = registered.filter(isSwept);
  shopA = await stockedShop(t.app, t.database.db);
  shopB = await openShop(t.app);
  photo = await jpegOf(30);
  digestBefore = await shopDigest(t.database.db, shopA.ids.businessId);
});

const accessOf = (route: SweptRoute) =>
  route.access ?? (publicWithoutAccess[route.key] ? 'public' : undefined);

async function send(route: SweptRoute, options: Omit<InjectOptions, 'method'>) {
  requests += 1;
  // A client address per request, so that per-client limits of public routes do not answer instead.
  return t.app.inject({ method: route.method as 'GET', remoteAddress: uniqueIp(), ...options });
}

function describeAnswer(route: SweptRoute, response: LightMyRequestResponse) {
  return `${route.key} → ${response.statusCode} ${response.body.slice(0, 160)}`;
}

/** The error body every refusal carries. */
const isErrorBody = (response: LightMyRequestResponse, code: string) => {
  try {
    const body = response.json();
    return body.code === code && typeof body.message === 'string' && typeof body.details === 'object';
  } catch {
    return false;
  }
};

describe('access matrix over every registered route', () => {
  it('knows who may call each route, what each path parameter is, and a valid request where needed', () => {
    expect(routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const route of routes) {
      const access = accessOf(route);
      if (!access || !knownAccess.has(access)) {
        problems.push(`${route.key}: declare config.access (public|user|member|staff|owner) on the route`);
      }
      const missing = unexplainedParams(route);
      if (missing.length > 0) {
        problems.push(`${route.key}: add ${missing.join(', ')} to the table in test/sweeps/route-params.ts`);
      }
      // With another shop's ids the answer must come from the tenancy check, not from validation.
      if (namesShopRow(route) || (access === 'public' && route.params.length > 0)) {
        const problem = exampleProblem(route, exampleFor(route, shopA.ids, photo));
        if (problem) {
          problems.push(`${route.key}: give a valid request in test/sweeps/route-examples.ts (${problem})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => accessOf(r) !== 'public')) {
      const response = await send(route, { url: fillPath(route, shopA.ids, 'of') });
      if (response.statusCode !== 401 || !isErrorBody(response, 'NOT_AUTHENTICATED')) {
        wrong.push(describeAnswer(route, response));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to a token it did not issue or that ran out, on every route that is not public', async () => {
    const ownerId = (
      await t.app.inject({ method: 'GET', url: '/api/users/info', headers: shopA.headers })
    ).json().id;
    const claims = (expiresAt: number) =>
      new SignJWT({ sv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(ownerId)
        .setIssuer('petal')
        .setIssuedAt()
        .setExpirationTime(expiresAt);
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const tokens = {
      'another key': await claims(inAnHour).sign(
        new TextEncoder().encode('a-secret-that-is-not-the-servers-one-at-all'),
      ),
      expired: await claims(inAnHour - 7200).sign(new TextEncoder().encode(t.config.jwtSecret ?? '')),
      unsigned: `${base64({ alg: 'none' })}.${base64({ sub: ownerId, iss: 'petal', sv: 0, exp: inAnHour })}.`,
      garbage: 'not-a-token',
    };
    // The same claims, signed with the server's key and in date, are accepted: the refusals are about the token.
    const genuine = await claims(inAnHour).sign(new TextEncoder().encode(t.config.jwtSecret ?? ''));
    const control = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(genuine) });
    expect(control.statusCode).toBe(200);
    const wrong: string[] = [];
    for (const [name, token] of Object.entries(tokens)) {
      for (const route of routes.filter((r) => accessOf(r) !== 'public')) {
        const response = await send(route, { url: fillPath(route, shopA.ids, 'of'), headers: bearer(token) });
        if (response.statusCode !== 401 || !isErrorBody(response, 'NOT_AUTHENTICATED')) {
          wrong.push(`${name}: ${describeAnswer(route, response)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a florist on staff and owner routes, and to a manager on owner routes', async () => {
    const wrong: string[] = [];
    const cases = [
      { who: shopA.florist, refused: ['staff', 'owner'] },
      { who: shopA.manager, refused: ['owner'] },
    ];
    for (const { who, refused } of cases) {
      for (const route of routes.filter((r) => refused.includes(accessOf(r) ?? ''))) {
        const response = await send(route, { url: fillPath(route, shopA.ids, 'of'), headers: who.headers });
        if (response.statusCode !== 403 || !isErrorBody(response, 'PERMISSION_DENIED')) {
          wrong.push(`${who.email.split('-')[0]}: ${describeAnswer(route, response)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers another shop's owner 404 for this shop's ids, and never with this shop's data", async () => {
    const secrets = Object.values(shopA.secrets);
    const wrong: string[] = [];
    for (const route of routes.filter((r) => accessOf(r) !== 'public')) {
      const request = toRequest(exampleFor(route, shopA.ids, photo));
      const response = await send(route, {
        url: fillPath(route, shopA.ids, 'of'),
        ...request,
        headers: { ...request.headers, ...shopB.headers },
      });
      const leaked = secrets.filter((secret) => response.body.includes(secret));
      if (leaked.length > 0) wrong.push(`${describeAnswer(route, response)} holds ${leaked.join(', ')}`);
      else if (namesShopRow(route) && (response.statusCode !== 404 || !isErrorBody(response, 'NOT_FOUND'))) {
        wrong.push(describeAnswer(route, response));
      } else if (response.statusCode >= 500) wrong.push(describeAnswer(route, response));
    }
    expect(wrong).toEqual([]);
  });

  it("answers the shop's own owner on the same reading paths: the ids above name real rows", async () => {
    const wrong: string[] = [];
    for (const route of routes.filter(
      (r) => r.method === 'GET' && namesShopRow(r) && accessOf(r) !== 'public',
    )) {
      const request = toRequest(exampleFor(route, shopA.ids, photo));
      const response = await send(route, {
        url: fillPath(route, shopA.ids, 'of'),
        ...request,
        headers: shopA.headers,
      });
      if (response.statusCode !== 200) wrong.push(describeAnswer(route, response));
    }
    expect(wrong).toEqual([]);
  });

  it('answers 404 on public routes to a capability that names nothing', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => accessOf(r) === 'public')) {
      const request = toRequest(exampleFor(route, shopA.ids, photo));
      const capability = route.params.length > 0 || route.key === 'POST /api/checkout';
      const payload =
        route.key === 'POST /api/checkout' ? { uuid: crypto.randomUUID() } : (request.payload ?? undefined);
      const response = await send(route, {
        url: fillPath(route, shopA.ids, 'unknown'),
        ...request,
        payload,
      });
      const expected = exceptions[route.key]?.public ?? (capability ? [404] : undefined);
      const fine = expected
        ? expected.includes(response.statusCode)
        : response.statusCode < 500 && response.statusCode !== 401;
      if (!fine) wrong.push(describeAnswer(route, response));
    }
    expect(wrong).toEqual([]);
  });

  it('leaves every row of the shop as it was: nothing above was allowed to change it', async () => {
    const after = await shopDigest(t.database.db, shopA.ids.businessId);
    expect(changedTables(digestBefore, after)).toEqual([]);
    const byAccess: Record<string, number> = {};
    for (const route of routes)
      byAccess[accessOf(route) ?? '?'] = (byAccess[accessOf(route) ?? '?'] ?? 0) + 1;
    const file = writeSweepReport(`access-matrix-${t.database.kind}`, {
      routes: routes.length,
      requests,
      by_access: byAccess,
    });
    console.info(`access matrix: ${routes.length} routes, ${requests} requests; report: ${file}`);
  });
});
