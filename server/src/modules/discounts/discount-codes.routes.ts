import { idSchema, listOf } from '@contract/common';
import {
  discountCode,
  discountCodeCheck,
  discountCodeCheckQuery,
  discountCodeInput,
  discountCodePatch,
} from '@contract/discount-codes';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { staffActor } from '../audit';
import { checkDiscountCode } from './discount-code-check.service';
import {
  createDiscountCode,
  deleteDiscountCode,
  getDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from './discount-codes.service';

const staff = { access: 'staff' as const };
const idParams = z.object({ id: idSchema });

/** Discount codes: owners and managers make and change them (docs/decisions/043). */
export const discountCodesRoutes: RoutesPlugin = (app, { db }) => {
  tagRoutes(app, ['discount codes']);

  app.get('/api/discount-codes', {
    config: staff,
    schema: {
      summary: 'The shop’s discount codes, with uses and uses left',
      response: { 200: listOf(discountCode) },
    },
    handler: (request) => listDiscountCodes(db, { businessId: memberOf(request).businessId }),
  });

  app.post('/api/discount-codes', {
    config: staff,
    schema: { summary: 'Make a discount code', body: discountCodeInput, response: { 201: discountCode } },
    handler: async (request, reply) => {
      const { businessId, userId } = memberOf(request);
      const created = await createDiscountCode(db, {
        businessId,
        input: request.body,
        actor: staffActor(userId),
      });
      return reply.status(201).send(created);
    },
  });

  // Every member: a florist taking an order sees the code's discount in the live total.
  app.get('/api/discount-codes/check', {
    config: { access: 'member' },
    schema: {
      summary:
        'Check a code a customer gives, without applying it: its rule, and why it would not apply today',
      querystring: discountCodeCheckQuery,
      response: { 200: discountCodeCheck },
    },
    handler: (request) =>
      checkDiscountCode(db, { businessId: memberOf(request).businessId, code: request.query.code }),
  });

  app.get('/api/discount-codes/:id', {
    config: staff,
    schema: { summary: 'One discount code', params: idParams, response: { 200: discountCode } },
    handler: (request) =>
      getDiscountCode(db, { businessId: memberOf(request).businessId, id: request.params.id }),
  });

  app.patch('/api/discount-codes/:id', {
    config: staff,
    schema: {
      summary: 'Change a discount code; orders that applied it keep what they got',
      params: idParams,
      body: discountCodePatch,
      response: { 200: discountCode },
    },
    handler: (request) => {
      const { businessId, userId } = memberOf(request);
      return updateDiscountCode(db, {
        businessId,
        id: request.params.id,
        input: request.body,
        actor: staffActor(userId),
      });
    },
  });

  app.delete('/api/discount-codes/:id', {
    config: staff,
    schema: {
      summary: 'Delete a code never used; a used one is switched off and stays listed',
      params: idParams,
      response: { 200: z.object({ deactivated: z.boolean() }) },
    },
    handler: (request) => {
      const { businessId, userId } = memberOf(request);
      return deleteDiscountCode(db, { businessId, id: request.params.id, actor: staffActor(userId) });
    },
  });
};
