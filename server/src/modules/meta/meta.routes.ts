import { health, publicConfig, versionAnswer } from '@contract/meta';
import { sql } from 'drizzle-orm';
import type { RoutesPlugin } from '../../lib/context';

export const metaRoutes: RoutesPlugin = (app, { db, database, config, version }) => {
  const tags = ['meta'];

  app.get('/api/health', {
    config: { access: 'public' },
    schema: { tags, summary: 'Ready when the database answers', response: { 200: health } },
    handler: async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    },
  });

  app.get('/api/version', {
    config: { access: 'public' },
    schema: { tags, summary: 'The build being served', response: { 200: versionAnswer } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version };
    },
  });

  app.get('/api/public-config', {
    config: { access: 'public' },
    schema: { tags, summary: 'What the app needs to know before sign-in', response: { 200: publicConfig } },
    handler: async () => ({ google_client_id: config.google.clientId ?? null }),
  });

  app.get('/api/openapi.json', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async () => app.swagger(),
  });
};
