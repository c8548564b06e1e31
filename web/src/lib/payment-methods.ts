import type { PaymentMethod } from '@contract/orders';

/**
 * What each way of paying is called, everywhere in the back office: one name for the card reader
 * on the counter ("Card in the shop") beside "Card online", so that the order, the ledger, the
 * cash-up and analytics speak alike.
 */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card in the shop',
  bank_transfer: 'Bank transfer',
  other: 'Other',
  online: 'Card online',
  gift_card: 'Gift card',
};
