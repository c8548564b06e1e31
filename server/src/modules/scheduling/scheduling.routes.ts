import { orderFormSettings, orderFormSettingsInput } from '@contract/order-form';
import {
  disabledDates,
  orderTime,
  slotsQuery,
  weeklyWindows,
  weeklyWindowsInput,
} from '@contract/order-time';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { staffScope } from '../audit';
import { bookingsBetween, horizonOf } from './bookings.service';
import {
  getOrderFormSettings,
  getOrderTime,
  getScheduleRules,
  putOrderFormSettings,
  putWeeklyWindows,
} from './order-settings.service';
import { availableSlots, disabledDates as closedDates } from './slot-engine.service';

const staff = { access: 'staff' as const };

export const schedulingRoutes: RoutesPlugin = (app, { db }) => {
  tagRoutes(app, ['scheduling']);

  app.get('/api/business/order-time', {
    config: staff,
    schema: { summary: 'Weekly delivery and pickup windows and closed days', response: { 200: orderTime } },
    handler: (request) => getOrderTime(db, { businessId: memberOf(request).businessId }),
  });

  app.put('/api/business/order-time/weekly', {
    config: staff,
    schema: {
      summary: 'Replace the weekly windows and closed days of one window type',
      body: weeklyWindowsInput,
      response: { 200: weeklyWindows },
    },
    handler: (request) => putWeeklyWindows(db, { ...staffScope(request), input: request.body }),
  });

  app.get('/api/business/order-time/preview', {
    config: staff,
    schema: {
      summary: 'What a customer ordering now is offered: closed dates, and the windows of one date',
      querystring: slotsQuery,
      response: { 200: z.object({ disabled: disabledDates, slots: z.array(z.string()) }) },
    },
    handler: async (request) => {
      const { date, window_type } = request.query;
      const businessId = memberOf(request).businessId;
      const rules = await getScheduleRules(db, { businessId, windowType: window_type });
      const now = new Date();
      const bookings = await bookingsBetween(db, {
        businessId,
        windowType: window_type,
        ...horizonOf(rules, now),
      });
      return {
        disabled: closedDates(rules, { now, bookings }),
        slots: availableSlots(rules, { date, now, bookings }),
      };
    },
  });

  app.get('/api/business-settings/order-form', {
    config: staff,
    schema: { summary: 'How the shop takes orders', response: { 200: orderFormSettings } },
    handler: (request) => getOrderFormSettings(db, { businessId: memberOf(request).businessId }),
  });

  app.put('/api/business-settings/order-form', {
    config: staff,
    schema: {
      summary: 'Change how the shop takes orders (only the fields given)',
      body: orderFormSettingsInput,
      response: { 200: orderFormSettings },
    },
    handler: (request) => putOrderFormSettings(db, { ...staffScope(request), input: request.body }),
  });
};
