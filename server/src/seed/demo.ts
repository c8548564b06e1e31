import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  businesses,
  businessLegalDetails,
  deliveryZipcodes,
  locations,
  orderTimeWindows,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { createLocalStorage, type FileStorage } from '../lib/storage';
import { seedDemoOrders } from './demo-orders';
import { seedDemoProducts } from './demo-products';
import { seedDemoStock } from './demo-stock';

export type DemoSignIn = { url: string; owner: string; manager: string; florist: string; password: string };

/**
 * On a first start with an empty database, a demo shop with one person of each role, so that a
 * newcomer can look around at once. The password is random and printed once, and kept in DATA_DIR.
 */
export async function seedDemoShop(
  db: Db,
  {
    dataDir,
    publicUrl,
    storage = createLocalStorage(dataDir),
  }: { dataDir: string; publicUrl: string; storage?: FileStorage },
) {
  const password = `bloom-${crypto.randomBytes(6).toString('base64url')}`;
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    // Only an empty database gets the demo; the lock makes two starting processes agree.
    await tx.execute(sql`lock table users in exclusive mode`);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if (count > 0) return null;
    const [shop] = await tx
      .insert(businesses)
      .values({
        name: 'Wild Rose Flowers',
        url: 'wild-rose',
        phone: '+49 30 1234567',
        email: 'hello@wild-rose.example',
        address: 'Blumenstraße 12, 10115 Berlin',
        currency: 'EUR',
        timeZone: 'Europe/Berlin',
        // A Berlin shop: its customers read the storefront and their e-mails in German by default.
        language: 'de',
      })
      .returning({ id: businesses.id });
    if (!shop) throw new Error('demo shop was not created');
    const people = [
      { email: 'owner@wild-rose.example', firstName: 'Olivia', lastName: 'Rose', role: 'owner' as const },
      { email: 'manager@wild-rose.example', firstName: 'Max', lastName: 'Fern', role: 'manager' as const },
      { email: 'florist@wild-rose.example', firstName: 'Flora', lastName: 'Lily', role: 'florist' as const },
    ];
    await seedDemoDelivery(tx, shop.id);
    // What its invoices and receipts print of the seller (docs/decisions/047); the numbers are made up.
    await tx.insert(businessLegalDetails).values({
      businessId: shop.id,
      legalName: 'Wild Rose Flowers GmbH',
      street: 'Blumenstraße 12',
      zipcode: '10115',
      city: 'Berlin',
      country: 'DE',
      vatId: 'DE298765432',
      taxNumber: '30/456/78901',
      registerEntry: 'Amtsgericht Berlin-Charlottenburg HRB 198765',
      responsiblePerson: 'Olivia Rose',
    });
    await tx.insert(users).values(
      people.map((p) => ({
        ...p,
        passwordHash,
        businessId: shop.id,
        emailVerified: true,
        onboardingCompleted: true,
      })),
    );
    return { people, businessId: shop.id };
  });
  if (!created) return null;
  await seedDemoProducts(db, { businessId: created.businessId, storage });
  await seedDemoOrders(db, { businessId: created.businessId });
  await seedDemoStock(db, { businessId: created.businessId });
  const signIn: DemoSignIn = {
    url: `${publicUrl}/login`,
    owner: created.people[0]?.email ?? '',
    manager: created.people[1]?.email ?? '',
    florist: created.people[2]?.email ?? '',
    password,
  };
  fs.writeFileSync(path.join(dataDir, 'demo-sign-in.txt'), formatDemoSignIn(signIn), { mode: 0o600 });
  return signIn;
}

export function formatDemoSignIn(s: DemoSignIn): string {
  return [
    'Demo shop "Wild Rose Flowers" is ready. Sign in at',
    `  ${s.url}`,
    `  owner:    ${s.owner}`,
    `  manager:  ${s.manager}`,
    `  florist:  ${s.florist}`,
    `  password: ${s.password}`,
    '',
  ].join('\n');
}

/** One shop in Berlin-Mitte delivering to three neighbourhoods, open Monday to Saturday. */
async function seedDemoDelivery(tx: Tx, businessId: string) {
  const [shop] = await tx
    .insert(locations)
    .values({
      businessId,
      name: 'Wild Rose Mitte',
      address: 'Blumenstraße 12',
      city: 'Berlin',
      zipcode: '10115',
      phone: '+49 30 1234567',
    })
    .returning({ id: locations.id });
  if (!shop) throw new Error('demo location was not created');
  await tx.insert(deliveryZipcodes).values(
    [
      ['10115', '4.90'],
      ['10117', '5.90'],
      ['10119', '6.90'],
    ].map(([zipcode, deliveryPrice]) => ({
      businessId,
      locationId: shop.id,
      zipcode: zipcode as string,
      deliveryPrice: deliveryPrice as string,
    })),
  );
  const weekdays = [1, 2, 3, 4, 5, 6];
  await tx.insert(orderTimeWindows).values([
    {
      businessId,
      windowType: 'delivery',
      windows: weekdays.flatMap((weekday) => [
        { weekday, start: '09:00', end: '12:00', capacity: 8 },
        { weekday, start: '14:00', end: '18:00', capacity: 8 },
      ]),
      disabledDays: [],
    },
    {
      businessId,
      windowType: 'pickup',
      windows: weekdays.map((weekday) => ({ weekday, start: '10:00', end: '18:00', capacity: null })),
      disabledDays: [],
    },
  ]);
}
