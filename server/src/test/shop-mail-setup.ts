import type { ShopMailPreferences } from '@contract/shop-mail';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox, users } from '../db/schema';
import type { App } from '../lib/context';
import { addStaff, bearer } from './fixtures';
import { staffOk } from './staff-call';

type Caller = { headers: Record<string, string> };

/** A manager or florist of the shop, signed in, with their id (for the team's calls). */
export async function shopMember(app: App, db: Db, businessId: string, role: 'manager' | 'florist') {
  const member = await addStaff(app, db, { businessId, role });
  return { ...member, id: await userIdOf(db, member.email), headers: bearer(member.access) };
}

/** The id of the account signed up with the address. */
export async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}

/** The caller chooses their shop mails; fails the test if refused. */
export const chooseShopMail = (app: App, caller: Caller, choice: Partial<ShopMailPreferences>) =>
  staffOk(app, caller, 'PUT', '/api/users/shop-mail', {
    new_web_orders: false,
    morning_summary: false,
    language: 'en',
    ...choice,
  });

/**
 * The shop's mails queued to the address, oldest first (the outbox holds them until the worker
 * sends): those that say they came because the person asked (the sign-up's own mail does not).
 */
export const mailsTo = (db: Db, email: string) =>
  db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.text, '%/intern/account/user%')))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.subject));
