import type { FastifyInstance } from 'fastify';

/**
 * Files every route registered on `app` after this call under `tags` in the OpenAPI document,
 * unless the route names tags of its own: a module says once where its routes are listed instead
 * of repeating it in each route's schema. Call it at the top of a module's routes plugin (an
 * encapsulated scope, so that it reaches that module's routes only).
 */
export function tagRoutes(app: FastifyInstance, tags: string[]) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    route.schema = { ...schema, tags: schema.tags ?? tags };
  });
}
