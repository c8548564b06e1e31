import { normaliseZipcode } from '@contract/delivery';
import type { AddressSuggestions } from '@contract/orders';
import type { Db } from '../../db/client';
import type { Geocoder } from '../../lib/geocoder';
import { getOrderOptions } from './order-options.service';

/**
 * Suggestions for the customer's address field. With a geocoder, its matches within the zip codes
 * the shop serves (others could not be delivered to anyway); without one, the served zip codes
 * that match what was typed, with their city. Never anything from other customers' orders.
 */
export async function suggestAddresses(
  db: Db,
  geocoder: Geocoder | null,
  { uuid, query }: { uuid: string; query: string },
): Promise<AddressSuggestions> {
  const { delivery_zipcodes: served } = await getOrderOptions(db, { uuid });
  const servedSet = new Set(served.map((z) => z.zipcode));
  if (geocoder) {
    const found = await geocoder.suggest(query, { limit: 10 });
    const items = found
      .filter((s) => servedSet.size === 0 || servedSet.has(normaliseZipcode(s.zipcode)))
      .slice(0, 5);
    return { source: 'geocoder', items };
  }
  const typed = normaliseZipcode(query);
  const lower = query.trim().toLowerCase();
  const items = served
    .filter((z) => z.zipcode.startsWith(typed) || z.city.toLowerCase().startsWith(lower))
    .slice(0, 8)
    .map((z) => ({ label: `${z.zipcode} ${z.city}`, address: '', city: z.city, zipcode: z.zipcode }));
  return { source: 'zipcodes', items };
}
