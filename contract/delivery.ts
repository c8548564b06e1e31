import { z } from 'zod';
import { moneySchema } from './money';

/** Zip codes are compared and stored upper-cased with spaces removed: "e2 7rg" and "E27RG" are one. */
export const normaliseZipcode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const zipcodeSchema = z
  .string()
  .transform(normaliseZipcode)
  .pipe(
    z
      .string()
      .min(2, 'Enter a zip code')
      .max(10, 'Use at most 10 characters')
      .regex(/^[A-Z0-9-]+$/, 'Use letters, digits and hyphens only'),
  );

const optionalPhone = z
  .string()
  .trim()
  .max(32, 'Use at most 32 characters')
  .regex(/^(\+?[0-9 ().\-/]{6,})?$/, 'Use digits, spaces and + ( ) - only')
  .default('');

export const locationInput = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(120, 'Use at most 120 characters'),
  address: z.string().trim().min(1, 'Enter the address').max(300, 'Use at most 300 characters'),
  city: z.string().trim().min(1, 'Enter the city').max(120, 'Use at most 120 characters'),
  zipcode: zipcodeSchema,
  phone: optionalPhone,
});
export type LocationInput = z.infer<typeof locationInput>;

export const location = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  zipcode: z.string(),
  phone: z.string(),
  /** How many delivery zip codes this location serves. */
  zipcode_count: z.number().int(),
});
export type Location = z.infer<typeof location>;

export const zipcodeInput = z.object({
  zipcode: zipcodeSchema,
  delivery_price: moneySchema,
});
export type ZipcodeInput = z.infer<typeof zipcodeInput>;

export const deliveryZipcode = z.object({
  id: z.string(),
  location_id: z.string(),
  zipcode: z.string(),
  delivery_price: z.number(),
});
export type DeliveryZipcode = z.infer<typeof deliveryZipcode>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), count: z.number().int() });

/** POST /api/products/{id}/delivery-availability */
export const deliveryAvailabilityInput = z.object({ zipcode: zipcodeSchema });
export const deliveryAvailability = z.object({
  can_deliver: z.boolean(),
  can_pickup: z.boolean(),
  delivery_price: z.number().nullable(),
  pickup_locations: z.array(location.omit({ zipcode_count: true })),
  delivery_location: location.omit({ zipcode_count: true }).nullable(),
});
export type DeliveryAvailability = z.infer<typeof deliveryAvailability>;
