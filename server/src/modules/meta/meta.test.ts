import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../test/fixtures';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

describe('meta and API conventions', () => {
  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('answers the build version and public configuration', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/version' })).json()).toEqual({ version: 'dev' });
    expect((await t.app.inject({ method: 'GET', url: '/api/public-config' })).json()).toEqual({
      google_client_id: null,
    });
  });

  it('serves the OpenAPI document with every route and the readable docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/users/register',
      '/api/token/',
      '/api/token/refresh/',
      '/api/users/onboarding/create-business',
      '/api/business/',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/users/register'].post.requestBody).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with the JSON error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'NOT_FOUND', details: {} });
  });

  it('refuses an unsupported content type with 415 and a too large body with 413', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { email: 'a@b.example', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses to start when a route does not declare who may call it', async () => {
    const { buildApp } = await import('../../app');
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/config.access/);
    await app.close();
  });

  it('answers an unexpected failure with 500 INTERNAL_ERROR and no internals', async () => {
    const { buildApp } = await import('../../app');
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    app.get('/api/broken', { config: { access: 'public' } }, async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await app.inject({ method: 'GET', url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'INTERNAL_ERROR', details: {} });
    expect(response.body).not.toContain('secret');
    await app.close();
  });

  it('ignores a tampered token on a public route', async () => {
    const { access } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/update/check?type=url&value=x',
      headers: bearer(`${access}tampered`),
    });
    // A tampered token on a public route is ignored rather than failing.
    expect(response.statusCode).toBe(200);
  });
});
