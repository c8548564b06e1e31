import { GIFT_MESSAGE_MAX, isGiftCardsOnly, sendDateProblem } from '@contract/gift-card-orders';
import { type OrderSubmitField, orderSubmitFields } from '@contract/order-fields';
import type { OrderMethod, OrderOptions, PublicOrder } from '@contract/orders';
import { i18n } from '../../i18n/customer-i18n';
import { rememberedRecipient } from '../../lib/reminder-recipient';
import { todayIn } from '../../lib/shop-format';
import { normaliseZipcode } from './order-texts';

/** Every field of POST /api/orders/{uuid}, as the text the customer typed. */
export const CUSTOMER_FIELDS = orderSubmitFields;
export type CustomerField = OrderSubmitField;
export type CustomerValues = Record<CustomerField, string>;

const PHONE = /^\+?[0-9 ().\-/]{6,32}$/;
const phoneMessage = () => i18n._('Enter a phone number with digits, spaces and + ( ) -');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FormRules {
  method: OrderMethod;
  requireRecipientPhone: boolean;
  cardMessageEnabled: boolean;
  cardMessageMaxLength: number;
  /** Gift cards alone (docs/decisions/053): no recipient's name, place, date or time. */
  giftCardsOnly: boolean;
  /** The shop's time zone: a send day is checked against the shop's today, as the server does. */
  timeZone: string;
}

/** The shop's today, 'YYYY-MM-DD', whatever the visitor's clock says (a buyer abroad). */
export const shopToday = (rules: Pick<FormRules, 'timeZone'>, now = new Date()) =>
  todayIn(rules.timeZone, now);

export function formRules(order: PublicOrder, options: OrderOptions): FormRules {
  return {
    method: order.method,
    requireRecipientPhone: options.order_form.require_recipient_phone,
    cardMessageEnabled: options.order_form.card_message_enabled,
    cardMessageMaxLength: options.order_form.card_message_max_length,
    giftCardsOnly: isGiftCardsOnly(order.items),
    timeZone: options.time_zone,
  };
}

export type CustomerErrors = Partial<Record<CustomerField, string>>;

/**
 * The shop's rules for this order, checked before sending; the server checks them again, and also the
 * zip code, the date and the slot against what is still open. Plain code rather than a schema library,
 * so the customer's page stays small.
 */
export function checkCustomer(values: CustomerValues, rules: FormRules): CustomerErrors {
  const errors: CustomerErrors = {};
  const delivery = rules.method === 'delivery';
  const text = (field: CustomerField, max: number, required?: string) => {
    const value = values[field].trim();
    if (!value && required) errors[field] = required;
    else if (value.length > max) errors[field] = i18n._('Use at most {max} characters', { max });
  };
  const phone = (field: CustomerField, required?: string) => {
    const value = values[field].trim();
    if (!value) {
      if (required) errors[field] = required;
    } else if (!PHONE.test(value)) errors[field] = phoneMessage();
  };

  text('sender_name', 120, i18n._('Enter your name'));
  const email = values.sender_email.trim();
  if (!email) errors.sender_email = i18n._('Enter your e-mail address');
  else if (email.length > 254 || !EMAIL.test(email))
    errors.sender_email = i18n._('Enter a valid e-mail address');
  phone('sender_phone');
  if (rules.giftCardsOnly) return { ...errors, ...checkGiftDetails(values, shopToday(rules)) };
  text('recipient_name', 120, i18n._('Enter the recipient’s name'));
  phone(
    'recipient_phone',
    rules.requireRecipientPhone ? i18n._('Enter the recipient’s phone number') : undefined,
  );
  if (delivery) {
    text('delivery_address', 300, i18n._('Enter the delivery address'));
    text('delivery_unit', 60);
    text('delivery_city', 120, i18n._('Enter the city'));
    text('delivery_zipcode', 10, i18n._('Enter the zip code'));
  } else if (!values.location_id) {
    errors.location_id = i18n._('Choose where to collect the flowers');
  }
  if (!values.delivery_date) errors.delivery_date = i18n._('Choose a date');
  if (!values.time_slot) errors.time_slot = i18n._('Choose a time');
  if (rules.cardMessageEnabled && values.card_message.length > rules.cardMessageMaxLength) {
    errors.card_message = i18n._('Keep the card message to {max} characters', {
      max: rules.cardMessageMaxLength,
    });
  }
  text('special_instructions', 1000);
  return errors;
}

/** Gift cards alone: a recipient's address, a message and a day, each optional. */
function checkGiftDetails(values: CustomerValues, today: string): CustomerErrors {
  const errors: CustomerErrors = {};
  const email = values.gift_recipient_email.trim();
  if (email && (email.length > 254 || !EMAIL.test(email)))
    errors.gift_recipient_email = i18n._('Enter a valid e-mail address');
  if (values.gift_message.trim().length > GIFT_MESSAGE_MAX)
    errors.gift_message = i18n._('Use at most {max} characters', { max: GIFT_MESSAGE_MAX });
  const problem = values.gift_send_on ? sendDateProblem(values.gift_send_on, today) : null;
  if (problem === 'past') errors.gift_send_on = i18n._('Choose today or a later day');
  if (problem === 'too_far') errors.gift_send_on = i18n._('Choose a day at most a year from today');
  return errors;
}

/** What is sent: every answer trimmed, except the card message, which is written as typed. */
export function trimmedValues(values: CustomerValues): CustomerValues {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, field === 'card_message' ? value : value.trim()]),
  ) as CustomerValues;
}

/** The form starts from what the customer sent before (when correcting) or blank. */
export function initialValues(order: PublicOrder, options: OrderOptions): CustomerValues {
  const onlyLocation = options.pickup_locations.length === 1 ? options.pickup_locations[0]?.id : undefined;
  // A zip code checked on the storefront comes with the order: its city comes with it.
  const zipcode = order.delivery_zipcode ?? '';
  const known = options.delivery_zipcodes.find((item) => item.zipcode === normaliseZipcode(zipcode));
  return {
    sender_name: order.sender_name ?? '',
    sender_email: order.sender_email ?? '',
    sender_phone: order.sender_phone ?? '',
    recipient_name: order.recipient_name ?? '',
    recipient_phone: order.recipient_phone ?? '',
    delivery_address: order.delivery_address ?? '',
    delivery_unit: order.delivery_unit ?? '',
    delivery_city: order.delivery_city ?? known?.city ?? '',
    delivery_zipcode: zipcode,
    location_id: order.location_id ?? onlyLocation ?? '',
    delivery_date: order.delivery_date ?? '',
    time_slot: order.time_slot ?? '',
    card_message: order.card_message ?? '',
    special_instructions: order.special_instructions ?? '',
    gift_recipient_email: order.gift_recipient_email ?? '',
    gift_message: order.gift_message ?? '',
    gift_send_on: order.gift_send_on ?? '',
  };
}

/**
 * A new order from a reminder mail's link (docs/decisions/065): while the draft names no recipient
 * yet, the one the storefront kept for this shop fills the blank fields; the address only for a
 * delivery. The customer sees and may change everything before sending.
 */
export function withRememberedRecipient(values: CustomerValues, order: PublicOrder): CustomerValues {
  if (order.order_status !== 'draft' || values.recipient_name) return values;
  const kept = rememberedRecipient(order.business.url);
  if (!kept) return values;
  const fill = (field: keyof CustomerValues, value: string | null) =>
    values[field] || !value ? {} : { [field]: value };
  const delivery = order.method === 'delivery';
  return {
    ...values,
    ...fill('recipient_name', kept.recipient_name),
    ...fill('recipient_phone', kept.recipient_phone),
    ...(delivery && {
      ...fill('delivery_address', kept.delivery_address),
      ...fill('delivery_unit', kept.delivery_unit),
      ...fill('delivery_city', kept.delivery_city),
      ...fill('delivery_zipcode', kept.delivery_zipcode),
    }),
  };
}

/** What is sent: only the fields this order asks for. */
export function submission(values: CustomerValues, rules: FormRules): Partial<CustomerValues> {
  if (rules.giftCardsOnly) {
    const { sender_name, sender_email, sender_phone, gift_recipient_email, gift_message, gift_send_on } =
      values;
    return { sender_name, sender_email, sender_phone, gift_recipient_email, gift_message, gift_send_on };
  }
  const delivery = rules.method === 'delivery';
  const {
    delivery_address,
    delivery_unit,
    delivery_city,
    delivery_zipcode,
    location_id,
    card_message,
    gift_recipient_email: _email,
    gift_message: _message,
    gift_send_on: _sendOn,
    ...rest
  } = values;
  return {
    ...rest,
    ...(delivery ? { delivery_address, delivery_unit, delivery_city, delivery_zipcode } : { location_id }),
    ...(rules.cardMessageEnabled ? { card_message } : {}),
  };
}
