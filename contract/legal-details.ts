import { z } from 'zod';

/*
 * A shop's legal details (GET/PUT /api/business-settings/legal): what its invoices, credit notes
 * and receipts print about the seller, and what an imprint shows (docs/decisions/047). The shapes
 * are checked loosely: enough to catch a number typed into the wrong field, never a registry look-up.
 */

/** Blank text is "not given". */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : (value ?? null);

const required = (max: number, empty: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, `Use at most ${max} characters`);

const optional = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, `Use at most ${max} characters`).nullable());

/**
 * A VAT identification number: a country's two letters and 2–13 letters or digits (DE123456789,
 * ATU12345678, NL123456789B01). Spaces, dots and hyphens people type are dropped.
 */
export const VAT_ID_HINT = 'Use a VAT ID like DE123456789: two letters, then 2 to 13 letters or digits';
export const normaliseVatId = (value: string) => value.replace(/[\s.-]+/g, '').toUpperCase();
const vatId = z.preprocess(
  (value) => {
    const blank = blankToNull(value);
    return typeof blank === 'string' ? normaliseVatId(blank) : blank;
  },
  z
    .string()
    .regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/, VAT_ID_HINT)
    .nullable(),
);

/** A national tax number as the tax office wrote it (12/345/67890, 123-45-6789): digits mostly. */
export const TAX_NUMBER_HINT = 'Use a tax number like 12/345/67890: digits, with spaces, / - or . between';
const taxNumber = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(30, TAX_NUMBER_HINT)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*[A-Za-z0-9]$/, TAX_NUMBER_HINT)
    .refine((value) => (value.match(/\d/g) ?? []).length >= 5, TAX_NUMBER_HINT)
    .nullable(),
);

/** Country codes a person can mean: the ones Intl can name (DE → Germany). */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) !== undefined;
  } catch {
    return false;
  }
}

export const COUNTRY_HINT = 'Use the two-letter country code, like DE or AT';
const NEEDS_A_TAX_ID = 'Enter a VAT ID or a tax number: invoices must carry one of them';

export const legalDetailsInput = z
  .object({
    /** The name the business is registered under ("Blumen Müller GmbH"), which may differ from the shop's. */
    legal_name: required(200, 'Enter the name your business is registered under'),
    street: required(200, 'Enter the street and house number'),
    zipcode: required(16, 'Enter the postal code').regex(
      /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
      'Use letters, digits, spaces and hyphens only',
    ),
    city: required(100, 'Enter the city'),
    country: z.string({ error: COUNTRY_HINT }).trim().toUpperCase().refine(isCountryCode, COUNTRY_HINT),
    vat_id: vatId,
    tax_number: taxNumber,
    /** The commercial register's entry, when there is one ("Amtsgericht Berlin HRB 12345"). */
    register_entry: optional(200),
    /** Who answers for the business (managing director, owner), when the law asks to name them. */
    responsible_person: optional(120),
  })
  .superRefine((value, context) => {
    if (value.vat_id || value.tax_number) return;
    for (const path of ['vat_id', 'tax_number']) {
      context.addIssue({ code: 'custom', path: [path], message: NEEDS_A_TAX_ID });
    }
  });
export type LegalDetailsInput = z.infer<typeof legalDetailsInput>;

/** The saved details; every field null until the owner saves them (`updated_at` null too). */
export const legalDetails = z.object({
  legal_name: z.string().nullable(),
  street: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  vat_id: z.string().nullable(),
  tax_number: z.string().nullable(),
  register_entry: z.string().nullable(),
  responsible_person: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type LegalDetails = z.infer<typeof legalDetails>;

export const emptyLegalDetails: LegalDetails = {
  legal_name: null,
  street: null,
  zipcode: null,
  city: null,
  country: null,
  vat_id: null,
  tax_number: null,
  register_entry: null,
  responsible_person: null,
  updated_at: null,
};

/** The address as one line: "Torstraße 12, 10119 Berlin" (the country when it is not the reader's). */
export function legalAddressLine(details: Pick<LegalDetails, 'street' | 'zipcode' | 'city'>): string {
  const town = [details.zipcode, details.city].filter(Boolean).join(' ');
  return [details.street, town].filter(Boolean).join(', ');
}
