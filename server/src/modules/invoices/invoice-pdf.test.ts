import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { winAnsi } from './document-texts';
import { invoiceFigures } from './invoice-figures';
import { renderDocumentPdf } from './invoice-pdf';
import { type InvoiceSnapshot, MAX_INVOICE_LINES } from './invoice-snapshot';
import { pdfText } from './invoice-test-shop';

/** An invoice of `count` lines at 7 %, as a snapshot holds it. */
function snapshotOf(count: number, customer = 'Ada Lovelace'): InvoiceSnapshot {
  const figures = invoiceFigures({
    lines: Array.from({ length: count }, () => ({ cents: 1290, rate: 7 })),
    delivery: null,
    discount: 0,
    pricesIncludeTax: true,
  });
  return {
    version: 1,
    kind: 'invoice',
    language: 'en',
    currency: 'EUR',
    time_zone: 'Europe/Berlin',
    tax_mode: 'vat',
    seller: {
      name: 'Blumen Lindner GmbH',
      shop_name: 'Lindner Blumen',
      address_lines: ['Torstraße 12', '10119 Berlin'],
      country: 'DE',
      vat_id: 'DE123456789',
      tax_number: null,
      register_entry: null,
      responsible_person: null,
      phone: '+49 30 1234567',
      email: 'hallo@lindner.example',
    },
    customer: { name: customer, email: null, phone: null },
    order: { number: 1042, uuid: '00000000-0000-4000-8000-000000000000' },
    method: 'pickup',
    recipient: null,
    delivery_date: '2031-03-03',
    prices_include_tax: true,
    lines: figures.lines.slice(0, MAX_INVOICE_LINES).map((figure, index) => ({
      ...figure,
      name: `Tulip bunch ${index + 1}`,
      details: 'Deluxe · Vase',
      quantity: 1,
      unit: 1290,
      gift_card: false,
    })),
    lines_left_out: Math.max(0, count - MAX_INVOICE_LINES),
    delivery: null,
    discount: null,
    rates: figures.rates,
    net_total: figures.net_total,
    tax_total: figures.tax_total,
    total: figures.total,
    payment: { method: 'cash', paid_at: '2031-03-03T10:00:00Z', gift_cards: [] },
  };
}

const render = (snapshot: InvoiceSnapshot) =>
  renderDocumentPdf({ number: '2031-000042', issuedAt: new Date('2031-03-03T10:00:00Z'), snapshot });

describe('the invoice PDF', () => {
  it('turns the page when the lines need it, every page with the seller in its footer', async () => {
    const pdf = await render(snapshotOf(MAX_INVOICE_LINES + 5));
    const document = await getDocumentProxy(new Uint8Array(pdf));
    expect(document.numPages).toBeGreaterThan(1);
    const text = await pdfText(pdf);
    expect(text).toContain('Tulip bunch 1');
    expect(text).toContain(`Tulip bunch ${MAX_INVOICE_LINES}`);
    expect(text).not.toContain(`Tulip bunch ${MAX_INVOICE_LINES + 1}`);
    expect(text).toContain('5 more items');
    // 65 × 12.90 = 838.50: the total counts every line, printed or not.
    expect(text.replace(/\s+/g, '')).toContain('€838.50');
    const footers = text.match(/Blumen Lindner GmbH, Torstraße 12, 10119 Berlin/g) ?? [];
    expect(footers.length).toBe(document.numPages);
  });

  it('writes names in other alphabets as near as its font allows', async () => {
    expect(winAnsi('Łukasz Żółć – 5 €')).toBe('Lukasz Zólc – 5 €');
    expect(winAnsi('Ирина')).toBe('?????');
    const text = await pdfText(await render(snapshotOf(1, 'Łukasz Żółć')));
    expect(text).toContain('Lukasz Zólc');
  });
});
