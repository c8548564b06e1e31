import { type CountryCode, normalisePhone } from '@contract/phone';

/**
 * What makes two orders one customer's: the e-mail, normalised; without one, the phone in one
 * normal form, read in the shop's country, so that "030 5550100" and "+49 30 5550100" are one
 * customer (docs/product.md, Customers).
 */
export const customerIdentity = (email: string | null, phone: string | null, country?: CountryCode) =>
  email ? `email:${email.trim().toLowerCase()}` : `phone:${normalisePhone(phone, country) ?? ''}`;
