import fs from 'node:fs';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './db/schema';

/*
 * Each module owns its tables (docs/architecture.md, Boundaries): it writes its own, and writes
 * another module's only through that module's exported writes, in the caller's transaction or
 * composed into the caller's one statement (the submission's, docs/decisions/032). This
 * test reads every module's source for the tables it inserts into, updates or deletes from, and
 * compares them with the list below, which records what is true today: a module that starts
 * writing a table it does not list fails here. A write moved to its owner is taken off the list.
 *
 * It finds Drizzle's `.insert(table)`, `.update(table)` and `.delete(table)` and raw SQL's
 * `insert into`, `update … set` and `delete from`, and a table handed to a helper after the
 * transaction (`takeStock(tx, products, …)`). An exported write names its table in its owner's
 * source, where it is counted; its caller names only what it wants (`stockTakeStatement(tx,
 * 'products')`).
 */

const MODULES = path.resolve(import.meta.dirname, 'modules');

/** Each table's identifier in the schema and its name in SQL. */
const tables = new Map<string, string>(
  Object.entries(schema)
    .filter(([, value]) => isTable(value))
    .map(([name, value]) => [name, getTableName(value as Parameters<typeof getTableName>[0])]),
);
const sqlNames = new Set(tables.values());

function writesOf(source: string): Set<string> {
  const found = new Set<string>();
  for (const [, name] of source.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = tables.get(name as string);
    if (table) found.add(table);
  }
  // A helper handed a table to write, as `takeStock(tx, products, …)` would be.
  for (const [, name] of source.matchAll(/\(\s*tx\s*,\s*(\w+)\s*,/g)) {
    const table = tables.get(name as string);
    if (table) found.add(table);
  }
  const raw = [
    /\binsert\s+into\s+(?:\$\{(\w+)\}|"?(\w+)"?)/gi,
    /\bdelete\s+from\s+(?:\$\{(\w+)\}|"?(\w+)"?)/gi,
    /\bupdate\s+(?:\$\{(\w+)\}|"?(\w+)"?)\s+set\b/gi,
  ];
  for (const pattern of raw) {
    for (const [, ident, name] of source.matchAll(pattern)) {
      const table = ident ? tables.get(ident) : name?.toLowerCase();
      if (table && sqlNames.has(table)) found.add(table);
    }
  }
  return found;
}

function moduleWrites(): Record<string, string[]> {
  const writes: Record<string, string[]> = {};
  for (const module of fs.readdirSync(MODULES).sort()) {
    const folder = path.join(MODULES, module);
    const files = fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const found = new Set<string>();
    for (const file of files) {
      const source = fs.readFileSync(path.join(folder, file), 'utf8');
      // A test's own set-up beside it (it imports the test runner) writes what its tests need.
      if (/from 'vitest'/.test(source)) continue;
      for (const table of writesOf(source)) found.add(table);
    }
    if (found.size > 0) writes[module] = [...found].sort();
  }
  return writes;
}

/**
 * The tables each module may write. A table listed under a module that does not own it is a write
 * still to be moved to its owner's exported writes (docs/decisions/056), each said why below.
 */
const MAY_WRITE: Record<string, string[]> = {
  audit: ['audit_events'],
  // A person's row is written by the modules that make and change accounts (auth, users, team) and
  // by the shop's creation, which makes them its owner (business): which one owns it is open.
  auth: ['refresh_tokens', 'user_tokens', 'users'],
  business: ['business_legal_details', 'businesses', 'users'],
  // Merging two records moves the other's orders to the one kept; orders needs customers, so this
  // write cannot be the orders module's without a circle of modules (boundaries.test.ts).
  customers: ['customers', 'orders'],
  delivery: ['delivery_zipcodes', 'locations'],
  discounts: ['discount_codes', 'discount_redemptions'],
  flags: ['feature_flags'],
  // The order's gift card total follows its cards (orders.gift_card_total); orders call the gift
  // cards, so an orders write here would make the two modules need each other.
  'gift-cards': ['gift_card_movements', 'gift_cards', 'order_gift_cards', 'orders'],
  invoices: ['invoice_counters', 'invoices'],
  mail: ['mail_outbox'],
  orders: ['order_counts', 'order_history', 'order_items', 'orders'],
  // The order's money columns follow the one money path (docs/decisions/048), which orders call.
  payments: ['orders', 'payment_entries', 'stripe_events'],
  push: ['push_due_notices', 'push_outbox', 'push_subscriptions'],
  reminders: ['occasion_reminder_mails', 'occasion_reminders'],
  texts: ['text_opt_ins', 'text_opt_outs', 'text_outbox', 'text_settings'],
  products: [
    'categories',
    'product_locations',
    'product_offered_options',
    'product_options',
    'product_photos',
    'product_variants',
    'products',
  ],
  scheduling: ['order_form_settings', 'order_time_windows', 'slot_bookings'],
  'shop-mail': ['shop_mail_days', 'shop_mail_preferences', 'shop_mail_web_orders'],
  stock: ['flowers', 'stock_movements'],
  tax: ['tax_classes', 'tax_settings'],
  team: ['users'],
  users: ['users'],
};

describe('which tables each module writes', () => {
  it('are the ones it may write: a new write to another module’s table fails here', () => {
    expect(moduleWrites()).toEqual(MAY_WRITE);
  });

  it('finds writes in Drizzle calls and in raw SQL alike', () => {
    const source = [
      'await tx.update(giftCards).set({})',
      "takeStock(tx, productVariants, 'stock_variants')",
      // A table interpolated into raw SQL, as the source has it.
      `await tx.execute(sql\`insert into $\{invoiceCounters} (business_id) values (1)\`)`,
      'await db.execute(sql`delete from refresh_tokens where true`)',
      'await tx.execute(sql`update customers set note = null`)',
      // Reads and words that only look like writes are not writes.
      'await tx.select().from(orders); const text = "update the order"',
    ].join('\n');
    expect([...writesOf(source)].sort()).toEqual([
      'customers',
      'gift_cards',
      'invoice_counters',
      'product_variants',
      'refresh_tokens',
    ]);
  });
});
