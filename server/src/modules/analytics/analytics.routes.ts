import { analytics } from '@contract/analytics';
import { dateRange } from '@contract/payments';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { getAnalytics } from './analytics.service';

/** The owner's and managers' view of how the shop did: money, orders, best sellers, waste, margin. */
export const analyticsRoutes: RoutesPlugin = (app, { db }) => {
  app.get('/api/analytics', {
    config: { access: 'staff' },
    schema: {
      tags: ['analytics'],
      summary: 'Revenue, orders, best products and customers, waste and margin for a date range',
      querystring: dateRange,
      response: { 200: analytics },
    },
    handler: (request) => getAnalytics(db, { businessId: memberOf(request).businessId, ...request.query }),
  });
};
