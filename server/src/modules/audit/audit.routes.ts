import { auditListQuery, auditPage, orderAuditQuery } from '@contract/audit';
import { idSchema } from '@contract/common';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { listAudit, listOrderAudit } from './audit.service';

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

  app.get('/api/orders/:uuid/audit', {
    // Whoever may open the order may see what happened to it.
    config: { access: 'member' },
    schema: {
      summary: 'What happened to one order, newest first',
      params: z.object({ uuid: idSchema }),
      querystring: orderAuditQuery,
      response: { 200: auditPage },
    },
    handler: (request) =>
      listOrderAudit(db, {
        businessId: memberOf(request).businessId,
        uuid: request.params.uuid,
        ...request.query,
      }),
  });
};
