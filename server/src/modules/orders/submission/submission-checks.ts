import { sendDateProblem } from '@contract/gift-card-orders';
import type { OrderFormSettings } from '@contract/order-form';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findLocation } from '../../delivery';
import { pickupLocationsOf } from '../../products';
import { type CounterRules, ruleRefused } from '../counter/counter-rules';
import type { OrderRow } from '../queries/order-mapping.service';
import type { SubmissionContext } from './submission-context';
import type { SubmitDetails } from './submit.service';

/*
 * What a submission's details must say before anything is written: the shop's form rules, and where
 * the flowers go. An order of gift cards alone goes nowhere (docs/decisions/053): it is asked only
 * who sends it and, if they like, who gets the cards by e-mail, with what words and on which day.
 */

export const invalid = (details: Record<string, string>) =>
  new AppError('VALIDATION_ERROR', Object.values(details)[0] ?? 'Invalid data provided', details);

/** The date and time the order is for; null for gift cards alone, which have none. */
export type RequestedSlot = { date: string; slot: string } | null;

type FormArgs = {
  order: OrderRow;
  input: SubmitDetails;
  settings: OrderFormSettings;
  counter: CounterRules | undefined;
  giftCardsOnly: boolean;
  /** The shop's today, which a gift card's send date may not be before. */
  today: string;
};

/** The form's rules for the order; answers its date and time (400 naming each field that is wrong). */
export function checkFormRules(args: FormArgs): RequestedSlot {
  const { input, settings, giftCardsOnly } = args;
  const details: Record<string, string> = giftCardsOnly ? giftDetailsProblems(args) : goodsProblems(args);
  if (settings.card_message_enabled && (input.card_message?.length ?? 0) > settings.card_message_max_length) {
    details.card_message = `Keep the card message to ${settings.card_message_max_length} characters`;
  }
  if (Object.keys(details).length > 0) throw invalid(details);
  if (giftCardsOnly || !input.delivery_date || !input.time_slot) return null;
  return { date: input.delivery_date, slot: input.time_slot };
}

/** Flowers (alone or beside gift cards): a recipient, a place and a date and time. */
function goodsProblems({ order, input, settings, counter }: FormArgs) {
  const details: Record<string, string> = {};
  // What the online form offers and asks is the customer's rule; staff at the counter take any order.
  const enabled = order.method === 'delivery' ? settings.delivery_enabled : settings.pickup_enabled;
  if (!enabled && !counter) details.method = `The shop does not offer ${order.method} at the moment`;
  if (!input.recipient_name) details.recipient_name = 'Enter the recipient’s name';
  if (settings.require_recipient_phone && !input.recipient_phone && !counter)
    details.recipient_phone = 'Enter the recipient’s phone number';
  if (order.method === 'delivery') {
    if (!input.delivery_address) details.delivery_address = 'Enter the delivery address';
    if (!input.delivery_city) details.delivery_city = 'Enter the city';
    if (!input.delivery_zipcode) details.delivery_zipcode = 'Enter the zip code';
  } else if (!input.location_id && !counter?.walkIn) {
    details.location_id = 'Choose where to collect the flowers';
  }
  if (!input.delivery_date) details.delivery_date = 'Choose a date';
  if (!input.time_slot) details.time_slot = 'Choose a time';
  return details;
}

/** Gift cards alone: only the day their e-mail goes out can be wrong. */
function giftDetailsProblems({ input, today }: FormArgs) {
  const details: Record<string, string> = {};
  const problem = input.gift_send_on ? sendDateProblem(input.gift_send_on, today) : null;
  if (problem === 'past') details.gift_send_on = 'Choose today or a later day';
  if (problem === 'too_far') details.gift_send_on = 'Choose a day at most a year from today';
  return details;
}

export type PlaceOfDelivery = {
  locationId: string | null;
  deliveryPrice: string | null;
  /** Where a pickup order is collected, for the customer's e-mail. */
  pickup: { name: string; address: string; city: string } | null;
};

/** Gift cards alone are e-mailed: no place, and never a delivery price. */
const NOWHERE: PlaceOfDelivery = { locationId: null, deliveryPrice: null, pickup: null };

/** Where the flowers go: a served zip code (and its price), or a live pickup location. */
export async function checkPlace(
  tx: Tx,
  { order, settings, zone }: SubmissionContext,
  {
    input,
    counter,
    giftCardsOnly,
  }: { input: SubmitDetails; counter: CounterRules | undefined; giftCardsOnly: boolean },
): Promise<PlaceOfDelivery> {
  if (giftCardsOnly) return NOWHERE;
  if (order.method === 'pickup') {
    // A walk-in in a shop without pickup locations takes the flowers at the counter.
    if (!input.location_id) return NOWHERE;
    const locationId = input.location_id;
    const location = await findLocation(tx, { businessId: order.businessId, locationId }).catch(() => {
      throw invalid({ location_id: 'Choose one of the shop’s pickup locations' });
    });
    const allowed = order.productId ? await pickupLocationsOf(tx, order.productId) : undefined;
    if (allowed && !allowed.includes(locationId)) {
      throw invalid({ location_id: 'This product cannot be collected there; choose another location' });
    }
    return { locationId, deliveryPrice: null, pickup: location };
  }
  if (!settings.delivery_enabled || !zone) {
    const message = 'The shop does not deliver to this zip code';
    if (!counter) throw invalid({ delivery_zipcode: message });
    if (!counter.overrides.includes('unserved_zipcode')) {
      throw ruleRefused('unserved_zipcode', 'delivery_zipcode', message);
    }
    // Taken anyway: the price is the one staff typed, as there is no zone to take it from.
    if (!order.deliveryPriceManual || order.deliveryPrice === null) {
      throw invalid({ delivery_price: 'Type the delivery price for a zip code the shop does not serve' });
    }
    return { locationId: null, deliveryPrice: order.deliveryPrice, pickup: null };
  }
  // A price staff typed stands; an automatic one follows the zip code on every submission, so a
  // correction to a dearer zone is charged that zone's price (docs/decisions/018).
  const deliveryPrice =
    order.deliveryPriceManual && order.deliveryPrice !== null
      ? order.deliveryPrice
      : Number(zone.price).toFixed(2);
  return { locationId: zone.locationId, deliveryPrice, pickup: null };
}
