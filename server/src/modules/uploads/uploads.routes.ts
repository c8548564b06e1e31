import type { RoutesPlugin } from '../../lib/context';
import { body } from '../../lib/error-handler';
import type { FileStorage } from '../../lib/storage';

/**
 * Serves stored photos at `/uploads/{key}`. Names are random and a name's content never changes
 * (a new photo gets a new name), so browsers and CDNs may keep them for a year without asking.
 *
 * Not under /api and deliberately without `config.access`: the photos are addressed by
 * unguessable names, <img> requests carry no bearer token, and declaring an access level would make
 * the auth hook look up a user for any request that does.
 */
export function createUploadsRoutes(storage: FileStorage): RoutesPlugin {
  const notFound = body('NOT_FOUND', 'The photo was not found');
  return (app) => {
    // A wildcard rather than `:key`, so that every /uploads/… path (nested, over-long, `..`) is
    // answered here with a 404 instead of falling through to the SPA's index.html.
    app.get('/uploads/*', {
      schema: { hide: true },
      handler: async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const file = await storage.get(key);
        if (!file) return reply.status(404).send(notFound);
        return (
          reply
            .header('content-type', 'image/webp')
            .header('cache-control', 'public, max-age=31536000, immutable')
            .header('x-content-type-options', 'nosniff')
            // Photos appear in e-mails, which webmail shows from another site.
            .header('cross-origin-resource-policy', 'cross-origin')
            .send(file)
        );
      },
    });
    // The folder itself is not a page either.
    app.get('/uploads', {
      schema: { hide: true },
      handler: async (_request, reply) => reply.status(404).send(notFound),
    });
  };
}
