import { taxRates, taxSettings, taxSettingsInput } from '@contract/tax';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { staffScope } from '../audit';
import { getTaxRates } from './tax-rates.service';
import { type AfterRatesChange, getTaxSettings, putTaxSettings } from './tax-settings.service';

const staff = { access: 'staff' as const };

/** How the shop charges tax (docs/decisions/025); a change sets off `afterRatesChange`. */
export const createTaxRoutes =
  (afterRatesChange: AfterRatesChange): RoutesPlugin =>
  (app, { db }) => {
    tagRoutes(app, ['settings']);

    app.get('/api/business-settings/tax', {
      config: staff,
      schema: { summary: 'How the shop charges tax', response: { 200: taxSettings } },
      handler: (request) => getTaxSettings(db, { businessId: memberOf(request).businessId }),
    });

    // Florists enter orders too, and the editor's live total needs the rates; nothing here is secret.
    app.get('/api/business-settings/tax/rates', {
      config: { access: 'member' },
      schema: {
        summary: 'How the shop charges tax and its rates, for entering an order',
        response: { 200: taxRates },
      },
      handler: (request) => getTaxRates(db, { businessId: memberOf(request).businessId }),
    });

    app.put('/api/business-settings/tax', {
      config: staff,
      schema: {
        summary: 'Change how the shop charges tax; drafts follow, submitted orders keep theirs',
        body: taxSettingsInput,
        response: { 200: taxSettings },
      },
      handler: (request) =>
        putTaxSettings(db, { ...staffScope(request), input: request.body, afterRatesChange }),
    });
  };
