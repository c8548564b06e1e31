import { idSchema } from '@contract/common';
import { applyDiscountInput } from '@contract/discount-codes';
import { publicOrder } from '@contract/orders';
import { z } from 'zod';
import type { RoutesPlugin } from '../../../lib/context';
import { limitPublicCall } from '../../../lib/public-limits';
import { tagRoutes } from '../../../lib/route-tags';
import { applyDiscount, removeDiscount } from './order-discount.service';

const uuidParams = z.object({ uuid: idSchema });

/** The customer applies a discount code on their order page (docs/decisions/043). */
export const orderDiscountRoutes: RoutesPlugin = (app, { db, config }) => {
  tagRoutes(app, ['orders']);

  app.post('/api/orders/:uuid/discount', {
    config: { access: 'public' },
    onRequest: [limitPublicCall(db, config, 'discount-code')],
    schema: {
      summary: 'Apply a discount code to the order while the customer may change it',
      params: uuidParams,
      body: applyDiscountInput,
      response: { 200: publicOrder },
    },
    handler: (request) => applyDiscount(db, { uuid: request.params.uuid, code: request.body.code }),
  });

  app.delete('/api/orders/:uuid/discount', {
    config: { access: 'public' },
    onRequest: [limitPublicCall(db, config, 'discount-code')],
    schema: {
      summary: 'Take the discount code off the order',
      params: uuidParams,
      response: { 200: publicOrder },
    },
    handler: (request) => removeDiscount(db, { uuid: request.params.uuid }),
  });
};
