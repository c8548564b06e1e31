import { dayQuery, dayView } from '@contract/order-day';
import { printBatch, printQuery } from '@contract/order-print';
import { memberOf } from '../../../lib/auth-guards';
import type { RoutesPlugin } from '../../../lib/context';
import { tagRoutes } from '../../../lib/route-tags';
import { shopAnswers } from '../../../lib/shop-pages';
import { getDayView } from './order-day.service';
import { getPrintBatch } from './order-print.service';

/** The florists' working day: the day view and the orders to print. Every member sees them. */
export const workingDayRoutes: RoutesPlugin = (app, { db, caches }) => {
  const listAnswer = shopAnswers(caches, 'orders');
  tagRoutes(app, ['orders']);

  app.get('/api/orders/day', {
    config: { access: 'member' },
    schema: {
      summary:
        'Submitted orders due on a date of the shop (today, tomorrow or YYYY-MM-DD), by time window; a page of them with limit',
      querystring: dayQuery,
      response: { 200: dayView },
    },
    handler: (request, reply) => {
      const { businessId } = memberOf(request);
      const { date, limit, cursor } = request.query;
      // Kept with the order lists (docs/decisions/075), a page by its limit and cursor (079). The
      // view names the shop's today, another day after midnight: a page is kept for the minute it
      // was read in, and no shop's midnight falls inside one.
      const minute = Math.floor(Date.now() / 60_000);
      return listAnswer(
        request,
        reply,
        { businessId, route: 'day', query: { date, limit, cursor, minute } },
        () => getDayView(db, { businessId, date, limit, cursor }),
      );
    },
  });

  app.get('/api/orders/print', {
    config: { access: 'member' },
    schema: {
      summary: 'Up to 50 orders for work tickets and cards (uuids comma-separated), in the order asked',
      querystring: printQuery,
      response: { 200: printBatch },
    },
    handler: (request) =>
      getPrintBatch(db, { businessId: memberOf(request).businessId, uuids: request.query.uuids }),
  });
};
