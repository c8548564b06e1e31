import { extractText, getDocumentProxy } from 'unpdf';
import type { App } from '../../lib/context';
import { BERLIN_LEGAL } from '../../test/legal-details';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { uniqueIp } from '../../test/test-app';

/*
 * A shop for the invoice tests: flowers at 7 %, delivery at 19 % (so an invoice has two rates),
 * legal details saved, and orders submitted by their customer.
 */

export async function invoiceShop(app: App, { language = 'en' }: { language?: 'en' | 'de' } = {}) {
  const shop = await openShop(app);
  const put = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'PUT', url, headers: shop.headers, payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  };
  await put('/api/business/', { language });
  await put('/api/business-settings/legal', BERLIN_LEGAL);
  await put('/api/business-settings/tax', {
    mode: 'vat',
    prices_include_tax: true,
    rate: 7,
    delivery_taxed: true,
    delivery_rate: 19,
  });
  return shop;
}

type Shop = Awaited<ReturnType<typeof invoiceShop>>;

/** An order its customer submitted: 39.90 of flowers delivered for 5.90, in the afternoon window (no capacity). */
export async function customerOrder(
  app: App,
  shop: Shop,
  { price = 39.9, details = {} }: { price?: number; details?: Record<string, unknown> } = {},
) {
  const order = await draftOrder(app, shop.headers, { price });
  const submitted = await app.inject({
    method: 'POST',
    url: `/api/orders/${order.uuid}`,
    payload: deliveryDetails({ time_slot: '13:00-17:00', ...details }),
    remoteAddress: uniqueIp(),
  });
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  return order;
}

export function markPaid(app: App, shop: Shop, uuid: string, method = 'cash') {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/paid`,
    headers: shop.headers,
    payload: { payment_method: method },
  });
}

/** The text of a PDF, as a reader gets it. */
export async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

export const thisYear = () => new Date().getUTCFullYear();
