import {
  type OrderFormSettings,
  type OrderFormSettingsInput,
  orderFormSettingsInput,
} from '@contract/order-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useUpdateOrderFormSettings } from '../../api/update-order-form-settings';
import { numberMessages } from '../form-messages';
import { useSettingsForm } from '../use-settings-form';

// The form always holds every setting; the contract's input schema (partial, plus "delivery or pickup")
// checks them and is what the server takes.
const resolver = zodResolver(orderFormSettingsInput, numberMessages) as unknown as Resolver<
  OrderFormSettings,
  unknown,
  OrderFormSettingsInput
>;

export const ORDER_FORM_FIELDS = [
  'delivery_enabled',
  'pickup_enabled',
  'lead_time_minutes',
  'same_day_cutoff',
  'days_ahead',
  'require_recipient_phone',
  'card_message_enabled',
  'card_message_max_length',
  'allow_pay_in_shop',
  'notify_order_received',
  'notify_order_ready',
  'notify_order_done',
  'draft_delete_days',
] as const;

/** The order-form settings as a form, checked with the contract's rules; `save` answers whether it saved. */
export function useOrderFormSettingsForm(saved: OrderFormSettings) {
  return useSettingsForm({
    saved,
    resolver,
    mutation: useUpdateOrderFormSettings(),
    fields: ORDER_FORM_FIELDS,
  });
}
