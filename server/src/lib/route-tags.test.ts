import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/test-app';
import { tagRoutes } from './route-tags';

const t = setupTestApp();

describe('tagRoutes', () => {
  it('files the routes of its own scope under its tags, and leaves a route’s own tags and other scopes alone', async () => {
    const app = Fastify();
    const tagsOf = (request: { routeOptions: { schema?: { tags?: string[] } } }) =>
      request.routeOptions.schema?.tags ?? null;
    await app.register(async (scope) => {
      tagRoutes(scope, ['flowers']);
      scope.get('/plain', tagsOf);
      scope.get('/own', { schema: { tags: ['vases'] } }, tagsOf);
    });
    app.get('/outside', tagsOf);
    const answer = async (url: string) => (await app.inject({ url })).json();
    expect(await answer('/plain')).toEqual(['flowers']);
    expect(await answer('/own')).toEqual(['vases']);
    expect(await answer('/outside')).toBeNull();
    await app.close();
  });

  it('gives every API operation in the OpenAPI document its module’s tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const untagged = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.tags?.length)
        .map(([method]) => `${method} ${path}`),
    );
    expect(untagged).toEqual([]);
    expect(doc.paths['/api/business/locations/']?.get?.tags).toEqual(['delivery']);
    expect(doc.paths['/api/orders/counter']?.post?.tags).toEqual(['orders']);
  });
});
