import { z } from 'zod';
import { languageSchema } from './language-schema';
import { LANGUAGES } from './languages';

/** Paths of the app that a shop's url may not take, since storefronts live at /{url}/store. */
export const reservedBusinessUrls = new Set([
  'api',
  'intern',
  'login',
  'logout',
  'register',
  'signup',
  'onboarding',
  'order',
  'orders',
  'reset-password',
  'verify-email',
  'invite',
  'assets',
  'static',
  'admin',
  'store',
  'petal',
  'help',
  'docs',
  'health',
  'account',
  'settings',
  'www',
  'app',
  'uploads',
  'files',
]);

export const businessUrlSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters')
  .max(50, 'Use at most 50 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens, like rose-and-fern')
  .refine((url) => !reservedBusinessUrls.has(url), 'This address is reserved, choose another');

const currencies = new Set(Intl.supportedValuesOf('currency'));
const timeZones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

export const businessInput = z.object({
  name: z.string().trim().min(1, 'Enter the shop name').max(120, 'Use at most 120 characters'),
  url: businessUrlSchema,
  phone: z
    .string()
    .trim()
    .min(6, 'Enter a phone number')
    .max(32, 'Use at most 32 characters')
    .regex(/^\+?[0-9 ().\-/]+$/, 'Use digits, spaces and + ( ) - only'),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')),
  address: z.string().trim().min(1, 'Enter the shop address').max(300, 'Use at most 300 characters'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => currencies.has(c), 'Choose a currency like EUR or USD'),
  time_zone: z
    .string()
    .trim()
    .refine((tz) => timeZones.has(tz), 'Choose a time zone like Europe/Berlin'),
  /** The customers' language when their browser asks for none the shop offers (docs/decisions/042). */
  language: languageSchema.optional(),
});
export type BusinessInput = z.infer<typeof businessInput>;

export const businessUpdateInput = businessInput.partial();
export type BusinessUpdateInput = z.infer<typeof businessUpdateInput>;

export const business = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  currency: z.string(),
  time_zone: z.string(),
  language: z.enum(LANGUAGES),
  logo_url: z.string().nullable(),
  created_at: z.string(),
});
export type Business = z.infer<typeof business>;
