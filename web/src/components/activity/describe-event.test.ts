import { describe, expect, it } from 'vitest';
import { changeLines, eventTitle } from './describe-event';

const texts = (changes: Record<string, unknown>) => changeLines({ changes }).map((line) => line.text);

describe('describing a change', () => {
  it('reads before and after, a first value, a removed value, and a change without values', () => {
    expect(
      texts({
        price: { from: '30.00', to: '45.00' },
        time_slot: { from: null, to: '09:00-12:00' },
        name: { from: 'Bouquets' },
        sender_name: {},
        payment_method: { from: null, to: 'bank_transfer' },
        is_active: { from: true, to: false },
      }),
    ).toEqual([
      'Price: 30.00 → 45.00',
      'Time slot: 09:00-12:00',
      'Name was Bouquets',
      'Sender name changed',
      'Payment method: bank transfer',
      'Is active: yes → no',
    ]);
  });

  it('leaves out empty fields of a new thing and ids people cannot read', () => {
    expect(
      texts({ product_name: { to: null }, assigned_to: { from: null, to: 'u1' }, number: { to: 1001 } }),
    ).toEqual(['Number: 1001']);
  });

  it('reads a list of codes as words, and counts other lists', () => {
    expect(
      texts({
        overrides: { to: ['full_window', 'unserved_zipcode'] },
        windows: { from: [{ start: '09:00' }], to: [{ start: '09:00' }, { start: '13:00' }] },
      }),
    ).toEqual(['Overrides: full window, unserved zipcode', 'Windows: 1 item → 2 items']);
  });

  it('names known actions and makes a readable title of new ones', () => {
    expect(eventTitle({ action: 'order.status' })).toBe('Changed the status');
    expect(eventTitle({ action: 'order.gift_wrapped' })).toBe('Order gift wrapped');
    expect(eventTitle({ action: 'order.delivery_attempted' })).toBe('Nobody was home');
  });
});
