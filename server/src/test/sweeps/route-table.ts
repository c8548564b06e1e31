import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { Access } from '../../lib/auth-guards';

/** One registered route, as the sweeps need it: what it is called, who may call it, what it reads. */
export type SweptRoute = {
  method: string;
  url: string;
  /** `METHOD url`, the key of the sweeps' tables. */
  key: string;
  access: Access | undefined;
  params: string[];
  body?: ZodType;
  querystring?: ZodType;
};

/**
 * Collects every route of the next Fastify instance created in this process. Fastify announces a
 * new instance on a diagnostics channel before any plugin runs, so an onRoute hook added there sees
 * every route buildApp registers, without a list kept by hand that a new route could slip past.
 * Call before the app is built (at the top of a test file); read after ready().
 */
export function collectRoutes(): SweptRoute[] {
  const routes: SweptRoute[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) => {
    channel.unsubscribe(onInit);
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD route beside each GET; it runs the same handler and guard.
        if (method === 'HEAD') continue;
        routes.push(describe(method, route));
      }
    });
  };
  channel.subscribe(onInit);
  return routes;
}

function describe(method: string, route: RouteOptions): SweptRoute {
  const schema = (route.schema ?? {}) as { body?: ZodType; querystring?: ZodType };
  return {
    method,
    url: route.url,
    key: `${method} ${route.url}`,
    access: (route.config as { access?: Access } | undefined)?.access,
    params: [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*'),
    body: schema.body,
    querystring: schema.querystring,
  };
}

/** Routes the sweeps call: the API and the uploaded photos, not the API's own documentation pages. */
export const isSwept = (route: SweptRoute) =>
  (route.url.startsWith('/api/') || route.url.startsWith('/uploads')) && !route.url.startsWith('/api/docs');
