import { shopMailPreferences, shopMailPreferencesAnswer } from '@contract/shop-mail';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { readShopMailPreferences, saveShopMailPreferences } from './preferences.service';

/** The caller's own e-mails from the shop; owners and managers only, as florists get none. */
export const shopMailRoutes: RoutesPlugin = (app, { db }) => {
  tagRoutes(app, ['users']);

  app.get('/api/users/shop-mail', {
    config: { access: 'staff' },
    schema: {
      summary: 'Which e-mails the shop sends you: new web orders, the morning summary, and their language',
      response: { 200: shopMailPreferencesAnswer },
    },
    handler: async (request) => readShopMailPreferences({ db, member: memberOf(request) }),
  });

  app.put('/api/users/shop-mail', {
    config: { access: 'staff' },
    schema: {
      summary: 'Choose which e-mails the shop sends you, and their language (your own choice only)',
      body: shopMailPreferences,
      response: { 200: shopMailPreferencesAnswer },
    },
    handler: async (request) =>
      saveShopMailPreferences({ db, member: memberOf(request), input: request.body }),
  });
};
