import { idSchema } from '@contract/common';
import { orderLinesInput } from '@contract/order-line-edits';
import { internOrder } from '@contract/orders';
import { z } from 'zod';
import { memberOf } from '../../../lib/auth-guards';
import type { App, RoutesPlugin } from '../../../lib/context';
import { staffActor } from '../../audit';
import { getInternOrder } from '../queries/intern-order';
import { changeOrderLines } from './order-line-edits.service';

const uuidParams = z.object({ uuid: idSchema });

/** Changing an order's lines after it was placed (docs/decisions/054). */
export function registerLineEdits(app: App, { db }: Parameters<RoutesPlugin>[1]) {
  app.put('/api/orders/:uuid/lines', {
    // Lines set the order's price: like a price correction, owner and manager (docs/decisions/018).
    config: { access: 'staff' },
    schema: {
      summary:
        'Change the lines of an order until it is done: the whole new list (kept lines by id, new products, free items)',
      params: uuidParams,
      body: orderLinesInput,
      response: { 200: internOrder },
    },
    handler: async (request) => {
      const { businessId, userId } = memberOf(request);
      const target = { businessId, uuid: request.params.uuid };
      await changeOrderLines(db, { ...target, input: request.body, actor: staffActor(userId) });
      return getInternOrder(db, target);
    },
  });
}
