import type { OrderItem } from '@contract/product-lines';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../queries/order-mapping.service';
import { receiptMail } from './receipt-mail';

/* The receipt e-mail names every line of the order, the discount and what gift cards paid. */

const shop = {
  name: 'Wild Rose',
  url: 'wild-rose',
  phone: '+49 30 1234567',
  email: 'hello@wild-rose.example',
  currency: 'EUR',
};

const order = (overrides: Partial<OrderRow> = {}) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    number: 1042,
    method: 'delivery',
    price: '139.80',
    deliveryPrice: '4.90',
    total: '130.72',
    netTotal: '130.72',
    taxTotal: '0.00',
    taxLines: [],
    discountCode: 'SOMMER10',
    discountTotal: '13.98',
    giftCardTotal: '50.00',
    refundedTotal: '0.00',
    productName: 'Rose bouquet',
    paymentStatus: 'pending',
    paidAt: null,
    senderEmail: 'jonas@example.test',
    language: 'en',
    ...overrides,
  }) as unknown as OrderRow;

const line = (values: Partial<OrderItem>): OrderItem => ({
  id: crypto.randomUUID(),
  product_id: null,
  variant_id: null,
  product_name: 'Rose bouquet',
  variant_name: null,
  options: [],
  quantity: 1,
  unit_price: 0,
  total: 0,
  kind: 'flowers',
  tax_rate: 0,
  tax_class: null,
  ...values,
});

const items = [
  line({ variant_name: 'Deluxe', quantity: 2, unit_price: 60, total: 120 }),
  line({
    product_name: 'Peony cloud',
    options: [{ option_id: 'o', name: 'Vase', price: 12.5, tax_rate: 0 }],
    total: 19.8,
  }),
];

describe('the receipt e-mail', () => {
  it('lists each line, the discount, the total and what gift cards paid, and what is left', () => {
    const mail = receiptMail({ order: order(), items, shop });
    expect(mail.text).toContain('2 × Rose bouquet (Deluxe): €120.00');
    expect(mail.text).toContain('Peony cloud (Vase): €19.80');
    expect(mail.text).toContain('Discount (SOMMER10): −€13.98');
    expect(mail.text).toContain('Total: €130.72');
    expect(mail.text).toContain('Paid by gift card: €50.00');
    expect(mail.text).toContain('Left to pay: €80.72');
  });

  it('in German, and with nothing left to pay once paid', () => {
    const paid = order({
      language: 'de',
      paymentStatus: 'done',
      paidAt: new Date('2031-03-02T10:00:00Z'),
      paymentMethod: 'cash',
      receivedTotal: '80.72',
    });
    const mail = receiptMail({ order: paid, items, shop });
    // German puts a no-break space before the euro sign.
    expect(mail.text).toContain('2 × Rose bouquet (Deluxe): 120,00\u00a0€');
    expect(mail.text).toContain('Rabatt (SOMMER10): −13,98\u00a0€');
    expect(mail.text).toContain('Mit Gutschein bezahlt: 50,00\u00a0€');
    // What paid the rest, beside the card, as the till receipt lists it.
    expect(mail.text).toContain('Bar bezahlt: 80,72\u00a0€');
    expect(mail.text).not.toContain('Noch zu zahlen');
    const byCard = receiptMail({ order: { ...paid, language: 'en', paymentMethod: 'card' }, items, shop });
    expect(byCard.text).toContain('Paid by card in the shop: €80.72');
    const allByCards = receiptMail({ order: { ...paid, language: 'en', receivedTotal: '0' }, items, shop });
    expect(allByCards.text).not.toMatch(/Paid (in|by card|otherwise)/);
  });

  it('shows an order without lines as its price, as before', () => {
    const mail = receiptMail({ order: order({ discountTotal: '0', giftCardTotal: '0' }), shop });
    expect(mail.text).toContain('Rose bouquet: €139.80');
    expect(mail.text).not.toContain('Discount');
    expect(mail.text).not.toContain('gift card');
  });

  it('names the seller with its address and tax numbers, in the order’s language', () => {
    const legal = {
      legal_name: 'Wild Rose Flowers GmbH',
      street: 'Blumenstraße 12',
      zipcode: '10115',
      city: 'Berlin',
      country: 'DE',
      vat_id: 'DE298765432',
      tax_number: '30/456/78901',
      register_entry: null,
      responsible_person: null,
      updated_at: '2031-01-01T00:00:00Z',
    };
    const german = receiptMail({
      order: order({ language: 'de' }),
      items,
      shop,
      seller: { legal, shopAddress: 'Blumenstr. 12' },
    });
    expect(german.text).toContain('Wild Rose Flowers GmbH, Blumenstraße 12, 10115 Berlin');
    expect(german.text).toContain('USt-IdNr.: DE298765432');
    expect(german.text).toContain('Steuernummer: 30/456/78901');
    const none = {
      ...legal,
      legal_name: null,
      street: null,
      zipcode: null,
      city: null,
      vat_id: null,
      tax_number: null,
    };
    const plain = receiptMail({
      order: order(),
      items,
      shop,
      seller: { legal: none, shopAddress: 'Blumenstr. 12, Berlin' },
    });
    expect(plain.text).toContain('Blumenstr. 12, Berlin');
    expect(plain.text).not.toContain('VAT ID');
  });
});
