import { apiErrorSchema } from '@contract/errors';
import { health, publicConfig, versionAnswer } from '@contract/meta';
import type { RoutesPlugin } from '../../lib/context';
import { body } from '../../lib/error-handler';
import { tagRoutes } from '../../lib/route-tags';
import { checkDatabase } from './health.service';

export const metaRoutes: RoutesPlugin = (app, { db, database, config, version }) => {
  tagRoutes(app, ['meta']);

  app.get('/api/health', {
    config: { access: 'public' },
    schema: {
      summary: 'Ready when the database answers within a second; 503 otherwise',
      response: { 200: health, 503: apiErrorSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await checkDatabase({ db }))) {
        // Not INTERNAL_ERROR's 500: the app is fine, what it depends on is not (retry elsewhere).
        return reply
          .status(503)
          .send(body('INTERNAL_ERROR', 'database unreachable', { database: database.kind }));
      }
      return { status: 'ok' as const, database: database.kind };
    },
  });

  app.get('/api/version', {
    config: { access: 'public' },
    schema: { summary: 'The build being served', response: { 200: versionAnswer } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version };
    },
  });

  app.get('/api/public-config', {
    config: { access: 'public' },
    schema: { summary: 'What the app needs to know before sign-in', response: { 200: publicConfig } },
    handler: async () => ({ google_client_id: config.google.clientId ?? null }),
  });

  app.get('/api/openapi.json', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async () => app.swagger(),
  });
};
