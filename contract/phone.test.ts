import { describe, expect, it } from 'vitest';
import { countryOfShop, normalisePhone } from './phone';

describe('phone numbers in one normal form', () => {
  it('reads a number typed the way the shop’s country writes it, with or without the country code', () => {
    const forms = ['030 5550100', '+49 30 5550100', '0049 30 5550100', '(030) 555-0100', '+49 (0)30 5550100'];
    expect(new Set(forms.map((typed) => normalisePhone(typed, 'DE')))).toEqual(new Set(['+49305550100']));
  });

  it('keeps a foreign number’s own country code', () => {
    expect(normalisePhone('+1 212 555 0100', 'DE')).toBe('+12125550100');
    expect(normalisePhone('(212) 555-0100', 'US')).toBe('+12125550100');
  });

  it('without a country, reads numbers with a country code and keeps the digits of the others', () => {
    expect(normalisePhone('+49 30 5550100')).toBe('+49305550100');
    expect(normalisePhone('030 5550100')).toBe('0305550100');
  });

  it('answers null for nothing, and digits for what is no phone number', () => {
    expect(normalisePhone('  ')).toBeNull();
    expect(normalisePhone(null)).toBeNull();
    expect(normalisePhone('call me')).toBeNull();
    expect(normalisePhone('12')).toBe('12');
  });
});

describe('the shop’s country', () => {
  it('is the one its address ends with, in English or German', () => {
    expect(
      countryOfShop({ address: 'Rue de Rivoli 1, 75001 Paris, France', timeZone: 'UTC', currency: 'EUR' }),
    ).toBe('FR');
    expect(countryOfShop({ address: 'Hauptstraße 1\n8001 Zürich\nSchweiz', currency: 'EUR' })).toBe('CH');
  });

  it('else its time zone’s, else its currency’s', () => {
    // The demo shop: an address without a country, in Berlin, in euros.
    expect(
      countryOfShop({ address: 'Blumenstraße 12, 10115 Berlin', timeZone: 'Europe/Berlin', currency: 'EUR' }),
    ).toBe('DE');
    expect(countryOfShop({ address: 'Main St 1', timeZone: 'UTC', currency: 'usd' })).toBe('US');
    expect(countryOfShop({ address: 'Somewhere 1', timeZone: 'UTC', currency: 'EUR' })).toBeUndefined();
  });
});
