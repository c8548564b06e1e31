import pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { storefrontCart } from '../../../test/cart-setup';
import { BERLIN_LEGAL } from '../../../test/legal-details';
import { createProduct } from '../../../test/product-setup';
import { deliveryDetails, openShop, payInCash } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';

/*
 * A shop's peak day is one shop: its order and invoice numbers come from one row per shop, and a
 * number taken early in a transaction would keep that row locked while the rest of the work runs,
 * so every other order of the shop would wait for it (docs/decisions/032). The rule: a number is
 * taken by a statement that commits alone, or by the last statement before its transaction's
 * commit. Every statement the app sends to PostgreSQL is recorded per connection, 32 customers
 * place their carts at once and staff take payments that issue invoices, and the rule is checked.
 */

const t = setupTestApp();

/** Statements that take a shop's next order or invoice number. */
const TAKES_NUMBER = /next_order_number|invoice_counters/;

type Sent = { connection: object; text: string };

/** Records every statement sent on any connection while `work` runs. */
async function recordStatements(work: () => Promise<void>): Promise<Sent[]> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await work();
    return spy.mock.calls.map((args, i) => {
      const [query] = args as unknown as [string | { text?: string }];
      return {
        connection: spy.mock.contexts[i] as object,
        text: typeof query === 'string' ? query : (query?.text ?? ''),
      };
    });
  } finally {
    spy.mockRestore();
  }
}

/** The statements that took a number inside a transaction and were not its last before commit. */
function heldNumbers(sent: Sent[]): string[] {
  const byConnection = new Map<object, Sent[]>();
  for (const s of sent) byConnection.set(s.connection, [...(byConnection.get(s.connection) ?? []), s]);
  const held: string[] = [];
  for (const statements of byConnection.values()) {
    let inTransaction = false;
    statements.forEach(({ text }, i) => {
      const word = text.trim().split(/\s/, 1)[0]?.toLowerCase();
      if (word === 'begin') inTransaction = true;
      else if (word === 'commit' || word === 'rollback') inTransaction = false;
      else if (inTransaction && TAKES_NUMBER.test(text)) {
        const next = statements[i + 1]?.text.trim().toLowerCase() ?? '';
        if (!next.startsWith('commit')) held.push(`${text.slice(0, 120)} … then ${next.slice(0, 60)}`);
      }
    });
  }
  return held;
}

afterEach(() => vi.restoreAllMocks());

/** A shop whose payments issue invoices: its legal details are saved. */
async function invoicingShop() {
  const shop = await openShop(t.app);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/business-settings/legal',
    headers: shop.headers,
    payload: BERLIN_LEGAL,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return shop;
}

describe.runIf(inject('databaseUrl'))('numbers of a shop at its peak (PostgreSQL)', () => {
  it('are taken without holding the shop’s row across a submission or a payment', async () => {
    const shop = await invoicingShop();
    const product = await createProduct(t.app, shop.headers, { name: 'Tulips', current_quantity: '100' });
    const carts = await Promise.all(
      Array.from({ length: 32 }, () => storefrontCart(t.app, shop, product.id)),
    );
    let numbers: number[] = [];
    const sent = await recordStatements(async () => {
      const placed = await Promise.all(
        carts.map((cart, n) =>
          t.app.inject({
            method: 'POST',
            url: `/api/orders/${cart.uuid}`,
            payload: deliveryDetails({ sender_email: `customer-${n}@example.com`, time_slot: '13:00-17:00' }),
            remoteAddress: cart.ip,
          }),
        ),
      );
      expect(placed.map((p) => p.statusCode)).toEqual(Array(32).fill(200));
      numbers = placed.map((p) => p.json<{ number: number }>().number);
      // Paid at the counter: each payment issues the order's invoice, with the shop's next invoice number.
      const paid = await Promise.all(carts.slice(0, 8).map((cart) => payInCash(t.app, shop, cart.uuid)));
      expect(paid.map((p) => p.statusCode)).toEqual(Array(8).fill(200));
    });
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 32 }, (_, i) => 1001 + i));
    expect(sent.filter((s) => /next_order_number/.test(s.text))).toHaveLength(32);
    expect(sent.filter((s) => /invoice_counters/.test(s.text))).toHaveLength(8);
    expect(heldNumbers(sent)).toEqual([]);
  });
});
