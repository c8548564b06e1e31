/**
 * The fields of POST /api/orders/{uuid} (contract/order-submission.ts orderSubmitInput), as a plain list.
 * Kept free of zod so that the customer's page can use it without the schema library.
 */
export const orderSubmitFields = [
  'sender_name',
  'sender_email',
  'sender_phone',
  'recipient_name',
  'recipient_phone',
  'delivery_address',
  'delivery_unit',
  'delivery_city',
  'delivery_zipcode',
  'location_id',
  'delivery_date',
  'time_slot',
  'card_message',
  'special_instructions',
  // Gift cards alone (docs/decisions/053).
  'gift_recipient_email',
  'gift_message',
  'gift_send_on',
] as const;

export type OrderSubmitField = (typeof orderSubmitFields)[number];
