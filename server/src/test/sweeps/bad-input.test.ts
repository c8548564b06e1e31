import { type ErrorCode, errorCodes } from '@contract/errors';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { statusByCode } from '../../lib/errors';
import { setupCardApp } from '../card-setup';
import { jpegOf } from '../product-setup';
import { uniqueIp } from '../test-app';
import { type BadRequest, fieldsOf, oddBody, oddQuery, oddSegment } from './bad-input-arbitraries';
import { type Example, exampleFor, toRequest } from './route-examples';
import { fillPath, unexplainedParams } from './route-params';
import { collectRoutes, isSwept, type SweptRoute } from './route-table';
import { changedTables, shopDigest } from './shop-digest';
import { writeSweepReport } from './sweep-report';
import { type StockedShop, stockedShop } from './sweep-shop';

// Before the app is built: the sweep covers every route buildApp registers.
const registered = collectRoutes();
const t = setupCardApp();

/** Requests per route; CI's default sends thousands in all. FUZZ_RUNS=500 for a long run by hand. */
const runs = Number(process.env.FUZZ_RUNS ?? 30);
/** FUZZ_SEED replays a run exactly (the seed is printed with every finding). */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let shop: StockedShop;
let photo: Buffer;

beforeAll(async () => {
  shop = await stockedShop(t.app, t.database.db);
  photo = await jpegOf(90);
});

type Outcome = { route: string; request: BadRequest; status: number; body: string };

/**
 * Whether the route does something with a body or query. Only such routes get the shop's real ids
 * in their path: one that takes neither (a delete, an activation) would simply act on them.
 */
function takesInput(route: SweptRoute) {
  return Boolean(route.querystring) || Boolean(route.body && !route.body.safeParse(undefined).success);
}

/** One odd thing at a time (the path, the query or the body), the rest valid, so validation of each part answers. */
function requestFor(route: SweptRoute): fc.Arbitrary<BadRequest> {
  const example: Example = exampleFor(route, shop.ids, photo) ?? {};
  const valid = toRequest(example);
  const validQuery = example.query ? `?${new URLSearchParams(example.query)}` : '';
  const ownPath = takesInput(route) ? fillPath(route, shop.ids, 'of') : null;
  const oddPath = fc
    .array(oddSegment, { minLength: route.params.length, maxLength: route.params.length })
    .map((segments) => {
      const override = Object.fromEntries(route.params.map((name, i) => [name, segments[i] as string]));
      return fillPath(route, shop.ids, 'of', override);
    });
  const path = ownPath ? fc.constant(ownPath) : oddPath;
  const base = (url: string, kind: string): BadRequest => ({
    method: route.method,
    url,
    headers: { ...shop.headers, ...(valid.headers as Record<string, string>) },
    payload:
      valid.payload === undefined
        ? undefined
        : Buffer.isBuffer(valid.payload)
          ? valid.payload
          : JSON.stringify(valid.payload),
    kind,
  });
  const withJsonType = (request: BadRequest) =>
    request.payload !== undefined && !request.headers['content-type']
      ? { ...request, headers: { ...request.headers, 'content-type': 'application/json' } }
      : request;
  const modes: fc.Arbitrary<BadRequest>[] = [
    fc
      .tuple(path, oddQuery(fieldsOf(route.querystring), example.query))
      .map(([url, query]) => withJsonType(base(`${url}?${query}`, 'query'))),
  ];
  if (route.params.length > 0) {
    modes.push(oddPath.map((url) => withJsonType(base(`${url}${validQuery}`, 'path'))));
  }
  if (route.method !== 'GET') {
    modes.push(
      fc.tuple(path, oddBody(route.body, example.body, photo)).map(([url, body]) => {
        const headers: Record<string, string> = { ...shop.headers };
        if (body.contentType) headers['content-type'] = body.contentType;
        return {
          method: route.method,
          url: `${url}${validQuery}`,
          headers,
          payload: body.payload,
          kind: body.kind,
        };
      }),
    );
  }
  return fc.oneof(...modes);
}

async function send(route: SweptRoute, request: BadRequest): Promise<Outcome> {
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    payload: request.payload,
    // A client address per request, so that per-client limits do not answer instead of validation.
    remoteAddress: uniqueIp(),
  });
  return { route: route.key, request, status: response.statusCode, body: response.body };
}

const codes = new Set<string>(errorCodes);

/**
 * `{message, code, details}` with one of PRODUCT's codes and that code's status, or why not.
 * VALIDATION_ERROR also stands for client errors without a code of their own (414, 405).
 */
function errorBodyProblem(status: number, body: string): string | null {
  try {
    const parsed = JSON.parse(body);
    if (typeof parsed.message !== 'string') return 'no message';
    if (!codes.has(parsed.code)) return `code ${parsed.code}`;
    if (parsed.code !== 'VALIDATION_ERROR' && statusByCode[parsed.code as ErrorCode] !== status) {
      return `status ${status} with code ${parsed.code}`;
    }
    if (typeof parsed.details !== 'object' || parsed.details === null || Array.isArray(parsed.details)) {
      return 'no details object';
    }
    return null;
  } catch {
    return 'not JSON';
  }
}

const show = (o: Outcome) => ({
  route: o.route,
  kind: o.request.kind,
  method: o.request.method,
  url: o.request.url.slice(0, 200),
  content_type: o.request.headers['content-type'],
  payload: o.request.payload === undefined ? undefined : o.request.payload.toString().slice(0, 300),
  status: o.status,
  answer: o.body.slice(0, 300),
});

describe('bad input on every registered route', () => {
  it('never answers 5xx, always answers refusals with the error body, and refuses without changing a row', {
    timeout: 1_800_000,
  }, async () => {
    const routes = registered.filter(isSwept);
    expect(routes.filter((r) => unexplainedParams(r).length > 0).map((r) => r.key)).toEqual([]);
    const digest = () => shopDigest(t.database.db, shop.ids.businessId);
    const report = {
      seed,
      runs_per_route: runs,
      routes: routes.length,
      requests: 0,
      server_errors: [] as ReturnType<typeof show>[],
      bad_error_bodies: [] as (ReturnType<typeof show> & { problem: string })[],
      refusals_that_changed_rows: [] as (ReturnType<typeof show> & { tables: string[] })[],
      accepted_by_route: {} as Record<string, number>,
    };
    const started = Date.now();
    for (const [index, route] of routes.entries()) {
      const batch = fc.sample(requestFor(route), { numRuns: runs, seed: seed + index });
      const before = await digest();
      const outcomes: Outcome[] = [];
      for (const request of batch) outcomes.push(await send(route, request));
      report.requests += outcomes.length;
      for (const outcome of outcomes) {
        if (outcome.status >= 500) report.server_errors.push(show(outcome));
        else if (outcome.status >= 400) {
          const problem = errorBodyProblem(outcome.status, outcome.body);
          if (problem) report.bad_error_bodies.push({ ...show(outcome), problem });
        } else {
          report.accepted_by_route[route.key] = (report.accepted_by_route[route.key] ?? 0) + 1;
        }
      }
      if (changedTables(before, await digest()).length === 0) continue;
      // Something changed: accepted requests may; find out whether a refusal did too.
      const refused = outcomes.filter((o) => o.status >= 400);
      const again = await digest();
      const replayed = [];
      for (const o of refused) replayed.push(await send(route, o.request));
      if (replayed.every((o) => o.status >= 400) && changedTables(again, await digest()).length === 0)
        continue;
      for (const o of refused) {
        const one = await digest();
        const outcome = await send(route, o.request);
        const tables = changedTables(one, await digest());
        if (outcome.status >= 400 && tables.length > 0) {
          report.refusals_that_changed_rows.push({ ...show(outcome), tables });
        }
      }
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    const file = writeSweepReport(`bad-input-${t.database.kind}`, { ...report, seconds });
    console.info(
      `bad-input sweep (seed ${seed}): ${report.requests} requests to ${routes.length} routes in ${seconds} s; ` +
        `${report.server_errors.length} 5xx, ${report.bad_error_bodies.length} refusals without the error body, ` +
        `${report.refusals_that_changed_rows.length} refusals that changed rows; report: ${file}`,
    );
    expect(report.server_errors).toEqual([]);
    expect(report.bad_error_bodies).toEqual([]);
    expect(report.refusals_that_changed_rows).toEqual([]);
  });
});
