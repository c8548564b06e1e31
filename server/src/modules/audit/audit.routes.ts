import { auditListQuery, auditPage } from '@contract/audit';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { listAudit } from './audit.service';

export const auditRoutes: RoutesPlugin = (app, { db }) => {
  tagRoutes(app, ['audit']);

  app.get('/api/audit', {
    config: { access: 'staff' },
    schema: {
      summary: 'Who changed what in the shop, newest first (keyset pages: pass next_cursor back as cursor)',
      querystring: auditListQuery,
      response: { 200: auditPage },
    },
    handler: (request) => {
      const { entity_type, actor, from, to, cursor, limit } = request.query;
      return listAudit(db, {
        businessId: memberOf(request).businessId,
        entityType: entity_type,
        actor,
        from,
        to,
        cursor,
        limit,
      });
    },
  });
};
