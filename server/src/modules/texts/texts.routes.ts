import { idSchema } from '@contract/common';
import { textOptInAnswer, textOptInInput, textSettingsAnswer, textSettingsInput } from '@contract/texts';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { limitPublicCall } from '../../lib/public-limits';
import { tagRoutes } from '../../lib/route-tags';
import { getTextOptIn, saveTextOptIn } from './text-opt-in.service';
import { getTextSettings, saveTextSettings } from './text-settings.service';

const staff = { access: 'staff' as const };
const uuidParams = z.object({ uuid: idSchema });

/** The shop's choices for texts (staff), and the customer's opt-in on the order page (public). */
export const textsRoutes: RoutesPlugin = (app, { db, config, texts }) => {
  tagRoutes(app, ['texts']);

  app.get('/api/business/texts', {
    config: staff,
    schema: {
      summary: 'Which notices go by text, the monthly cap and quiet hours, and this month’s count',
      response: { 200: textSettingsAnswer },
    },
    handler: (request) =>
      getTextSettings(db, { businessId: memberOf(request).businessId, configured: texts.on }),
  });

  app.put('/api/business/texts', {
    config: staff,
    schema: {
      summary: 'Choose which notices go by text, the monthly cap and quiet hours',
      body: textSettingsInput,
      response: { 200: textSettingsAnswer },
    },
    handler: async (request) => {
      const { businessId } = memberOf(request);
      await saveTextSettings(db, { businessId, input: request.body });
      return getTextSettings(db, { businessId, configured: texts.on });
    },
  });

  app.get('/api/orders/:uuid/texts', {
    config: { access: 'public' },
    onRequest: limitPublicCall(db, config, 'text-opt-in'),
    schema: {
      summary: 'Whether the customer can ask for texts about the order, and what they chose',
      params: uuidParams,
      response: { 200: textOptInAnswer },
    },
    handler: (request) => getTextOptIn(db, { uuid: request.params.uuid, on: texts.on }),
  });

  app.put('/api/orders/:uuid/texts', {
    config: { access: 'public', errors: [409] },
    onRequest: limitPublicCall(db, config, 'text-opt-in'),
    schema: {
      summary: 'The customer asks for texts about the order, for themselves or the recipient',
      params: uuidParams,
      body: textOptInInput,
      response: { 200: textOptInAnswer },
    },
    handler: async (request) => {
      const { answer, queued } = await saveTextOptIn(db, {
        uuid: request.params.uuid,
        input: request.body,
        on: texts.on,
      });
      if (queued > 0) texts.kick();
      return answer;
    },
  });
};
