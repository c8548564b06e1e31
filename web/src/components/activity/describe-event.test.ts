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
      'Payment method: Bank transfer',
      'Is active: yes → no',
    ]);
  });

  it('calls a payment method by the one name the shop uses for it', () => {
    expect(texts({ payment_method: { from: 'card', to: 'cash' } })).toEqual([
      'Payment method: Card in the shop → Cash',
    ]);
    expect(texts({ payment_method: { from: 'online', to: null } })).toEqual([
      'Payment method: Card online → —',
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

  it('says a photo was added, replaced or removed, and never shows its stored address', () => {
    const path = '/uploads/7c1e9a4b2f3d4e5f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f.webp';
    const lines = changeLines({
      changes: {
        polaroid_photo: { from: null, to: path },
        photo_reference: { from: '/uploads/old.webp', to: path },
        logo_url: { from: path, to: null },
        attachment: { to: path },
      },
    });
    expect(lines).toEqual([
      { field: 'polaroid_photo', text: 'Bouquet photo added', photo: path },
      { field: 'photo_reference', text: 'Reference photo replaced', photo: path },
      { field: 'logo_url', text: 'Logo removed' },
      { field: 'attachment', text: 'Attachment: a file' },
    ]);
  });

  it('names known actions and makes a readable title of new ones', () => {
    expect(eventTitle({ action: 'order.status' })).toBe('Changed the status');
    expect(eventTitle({ action: 'order.gift_wrapped' })).toBe('Order gift wrapped');
    expect(eventTitle({ action: 'order.delivery_attempted' })).toBe('Nobody was home');
  });
});
