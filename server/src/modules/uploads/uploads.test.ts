import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App, AppContext } from '../../lib/context';
import { registerErrorHandler } from '../../lib/error-handler';
import { createLocalStorage, type StoredPhoto, storePhoto } from '../../lib/storage';
import { createUploadsRoutes } from './uploads.routes';

/**
 * The plugin in a Fastify instance set up like app.ts: same router options, error handler and
 * an SPA fallback that answers index.html for unknown GETs outside /api, so the test shows that
 * no /uploads path falls through to it.
 */
let app: App;
let dataDir: string;
let photo: StoredPhoto;
let baseUrl: URL;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-uploads-'));
  const storage = createLocalStorage(dataDir);
  app = Fastify({
    logger: false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const uploadsRoutes = createUploadsRoutes(storage);
  // The routes use no context; app.ts passes its real one.
  await app.register(async (scope) => uploadsRoutes(scope as App, {} as AppContext));
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html').send('<!doctype html><title>Petal</title>');
    }
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND', details: {} });
  });
  baseUrl = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));

  const input = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8fbc8f' } })
    .jpeg()
    .withExif({ IFD3: { GPSMapDatum: 'WGS-84' } })
    .toBuffer();
  photo = await storePhoto(storage, input);
  fs.writeFileSync(path.join(dataDir, 'secret.webp'), 'outside the uploads folder');
  fs.writeFileSync(path.join(dataDir, 'uploads', `.${photo.key}.0a1b2c.tmp`), 'a write in progress');
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /uploads/:key', () => {
  it('serves a stored photo as WebP, cached for a year', async () => {
    const response = await app.inject({ method: 'GET', url: photo.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
  });

  it('serves the thumbnail', async () => {
    const response = await app.inject({ method: 'GET', url: photo.thumbUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 480, height: 320 });
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: photo.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toBe('');
  });

  it('answers 404 JSON for an unknown photo', async () => {
    const response = await app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.webp` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.json()).toEqual({ message: 'The photo was not found', code: 'NOT_FOUND', details: {} });
  });

  it.each([
    '/uploads/..%2Fsecret.webp',
    '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
    '/uploads/%2e%2e%2fsecret.webp',
    '/uploads/..%5Csecret.webp',
    '/uploads/a/b.webp',
    '/uploads/%00.webp',
    '/uploads/.hidden.webp',
    `/uploads/${'a'.repeat(300)}.webp`,
    '/uploads/',
    '/uploads',
  ])('answers 404 JSON, never a file or the SPA, for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', details: {} });
    expect(response.body).not.toContain('outside the uploads folder');
  });

  it.each(['/uploads/../secret.webp', '/uploads/x/../../secret.webp', '/uploads/%2e%2e/secret.webp'])(
    'answers 404 over real HTTP for the unnormalised path %s',
    async (rawPath) => {
      // Clients normalise dot segments (so inject() would ask for /secret.webp); a hand-made
      // request need not, so send the path as is.
      const { status, text } = await rawGet(baseUrl, rawPath);
      expect(status).toBe(404);
      expect(JSON.parse(text)).toMatchObject({ code: 'NOT_FOUND' });
      expect(text).not.toContain('outside the uploads folder');
    },
  );

  it('does not serve a write in progress', async () => {
    const response = await app.inject({ method: 'GET', url: `/uploads/.${photo.key}.0a1b2c.tmp` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('a write in progress');
  });

  it('leaves other paths to the SPA', async () => {
    const response = await app.inject({ method: 'GET', url: '/intern/orders' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

function rawGet(base: URL, rawPath: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, method: 'GET', path: rawPath, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}
