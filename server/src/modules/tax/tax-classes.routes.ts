import { idSchema } from '@contract/common';
import { taxClass, taxClassInput, taxClassList, taxClassPatch } from '@contract/tax';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { staffScope } from '../audit';
import { createTaxClass, deleteTaxClass, listTaxClasses, updateTaxClass } from './tax-classes.service';
import type { AfterRatesChange } from './tax-settings-read.service';

const staff = { access: 'staff' as const };
const idParams = z.object({ id: idSchema });

/** The shop's named tax rates (docs/decisions/046): owner and managers; a change sets off `afterRatesChange`. */
export const createTaxClassRoutes =
  (afterRatesChange: AfterRatesChange): RoutesPlugin =>
  (app, { db }) => {
    tagRoutes(app, ['settings']);
    const scope = (request: Parameters<typeof memberOf>[0]) => ({ ...staffScope(request), afterRatesChange });

    app.get('/api/business-settings/tax/classes', {
      config: staff,
      schema: { summary: 'The shop’s tax rates, the default first', response: { 200: taxClassList } },
      handler: (request) => listTaxClasses(db, { businessId: memberOf(request).businessId }),
    });

    app.post('/api/business-settings/tax/classes', {
      config: staff,
      schema: {
        summary: 'Add a tax rate (the shop’s first becomes its default); drafts follow',
        body: taxClassInput,
        response: { 201: taxClass },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await createTaxClass(db, { ...scope(request), input: request.body })),
    });

    app.put('/api/business-settings/tax/classes/:id', {
      config: staff,
      schema: {
        summary: 'Rename a tax rate, change it, or make it the default; placed orders keep theirs',
        params: idParams,
        body: taxClassPatch,
        response: { 200: taxClass },
      },
      handler: (request) =>
        updateTaxClass(db, { ...scope(request), id: request.params.id, patch: request.body }),
    });

    app.delete('/api/business-settings/tax/classes/:id', {
      config: staff,
      schema: {
        summary: 'Remove a tax rate nothing uses (never the default)',
        params: idParams,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await deleteTaxClass(db, { ...scope(request), id: request.params.id });
        return reply.status(204).send(null);
      },
    });
  };
