import type { CounterOverride } from '@contract/counter';
import {
  type EditorLine,
  type EditorProduct,
  editorProblems,
  editorRequest,
} from '../../../components/order-editor';
import { checkMoney } from '../../../lib/money-field';
import type { CounterOrderRequest } from '../api/create-counter-order';

/** How the flowers leave: taken along now, collected later, or delivered. */
export type CounterWay = 'now' | 'pickup' | 'delivery';
export type CounterPayment = 'none' | 'cash' | 'card' | 'bank_transfer';

/** A gift card sold with the order: one card of the value typed, of a gift-card product or none. */
export type CounterGiftCard = { key: string; product_id: string; value: string };

export type CounterValues = {
  origin: 'counter' | 'phone';
  way: CounterWay;
  /** The order editor's lines: products with size, add-ons and quantity, and free items. */
  lines: EditorLine[];
  discount_code: string;
  gift_cards: CounterGiftCard[];
  /** Codes of gift cards the customer pays with, normalised as the server compares them. */
  redeem_gift_cards: string[];
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  recipient_name: string;
  recipient_phone: string;
  delivery_address: string;
  delivery_unit: string;
  delivery_city: string;
  delivery_zipcode: string;
  delivery_price: string;
  delivery_date: string;
  time_slot: string;
  location_id: string;
  card_message: string;
  note: string;
  paid_with: CounterPayment;
  overrides: CounterOverride[];
};

export const OVERRIDE_LABELS: Record<CounterOverride, string> = {
  lead_time: 'Take it sooner than the lead time allows',
  cutoff: 'Take it after today’s cut-off',
  full_window: 'Take it although the time is fully booked',
  unserved_zipcode: 'Deliver outside the delivery area (type the delivery price)',
};

export const emptyCounter = (origin: 'counter' | 'phone', today: string): CounterValues => ({
  origin,
  way: origin === 'counter' ? 'now' : 'delivery',
  lines: [],
  discount_code: '',
  gift_cards: [],
  redeem_gift_cards: [],
  customer_name: '',
  customer_phone: '',
  customer_email: '',
  recipient_name: '',
  recipient_phone: '',
  delivery_address: '',
  delivery_unit: '',
  delivery_city: '',
  delivery_zipcode: '',
  delivery_price: '',
  delivery_date: today,
  time_slot: '',
  location_id: '',
  card_message: '',
  note: '',
  paid_with: origin === 'counter' ? 'cash' : 'none',
  overrides: [],
});

const money = (value: string) => {
  const checked = checkMoney(value);
  return 'amount' in checked ? checked.amount : null;
};

/** Problems by field, named as the server names them (`gift_cards.0.value` for a gift card's). */
export type CounterProblems = Partial<Record<keyof CounterValues | 'overrides', string>> &
  Record<string, string | undefined>;

const GIFT_CARD_VALUE = 'A gift card needs a value above 0';

/**
 * Checks what the browser can check; the server checks the shop's rules. A walk-in who takes the
 * flowers now needs no name: the sale is done when they leave.
 */
export function counterProblems(
  values: CounterValues,
  products: EditorProduct[] | undefined,
): CounterProblems {
  const problems: CounterProblems = { ...editorProblems(values.lines, products) };
  if (values.way !== 'now' && !values.customer_name.trim())
    problems.customer_name = 'Enter the customer’s name';
  if (values.lines.length === 0 && values.gift_cards.length === 0) problems.items = 'Add something to sell';
  values.gift_cards.forEach((card, index) => {
    const value = money(card.value);
    if (value === null || value <= 0) problems[`gift_cards.${index}.value`] = GIFT_CARD_VALUE;
  });
  if (values.delivery_price.trim() && money(values.delivery_price) === null) {
    problems.delivery_price = 'Enter an amount';
  }
  if (values.way !== 'now') {
    if (!values.delivery_date) problems.delivery_date = 'Choose a date';
    if (!values.time_slot) problems.time_slot = 'Choose a time';
  }
  if (values.way === 'delivery') {
    if (!values.delivery_address.trim()) problems.delivery_address = 'Enter the delivery address';
    if (!values.delivery_city.trim()) problems.delivery_city = 'Enter the city';
    if (!values.delivery_zipcode.trim()) problems.delivery_zipcode = 'Enter the zip code';
  }
  return problems;
}

const given = (value: string) => value.trim() || undefined;

/** The request for POST /api/orders/counter. */
export function counterRequest(values: CounterValues): CounterOrderRequest {
  const now = values.way === 'now';
  const delivery = values.way === 'delivery';
  return {
    origin: values.origin,
    method: delivery ? 'delivery' : 'pickup',
    pickup_now: now,
    // A walk-in served now takes the flowers along.
    handed_over: now,
    ...editorRequest(values.lines),
    discount_code: given(values.discount_code),
    ...(values.gift_cards.length > 0 && {
      gift_cards: values.gift_cards.map((card) => ({
        product_id: given(card.product_id),
        value: money(card.value) ?? 0,
        quantity: 1,
      })),
    }),
    ...(values.redeem_gift_cards.length > 0 && { redeem_gift_cards: values.redeem_gift_cards }),
    customer_name: given(values.customer_name),
    customer_phone: given(values.customer_phone),
    customer_email: given(values.customer_email),
    recipient_name: given(values.recipient_name),
    recipient_phone: delivery ? given(values.recipient_phone) : undefined,
    delivery_address: delivery ? given(values.delivery_address) : undefined,
    delivery_unit: delivery ? given(values.delivery_unit) : undefined,
    delivery_city: delivery ? given(values.delivery_city) : undefined,
    delivery_zipcode: delivery ? given(values.delivery_zipcode) : undefined,
    delivery_price:
      delivery && values.delivery_price.trim() ? (money(values.delivery_price) ?? undefined) : undefined,
    delivery_date: now ? undefined : values.delivery_date,
    time_slot: now ? undefined : values.time_slot,
    location_id: values.way === 'pickup' ? given(values.location_id) : undefined,
    card_message: given(values.card_message),
    note: given(values.note),
    paid_with: values.paid_with === 'none' ? undefined : values.paid_with,
    overrides: values.overrides,
  };
}
