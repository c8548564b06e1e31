import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditEvents, users } from '../../db/schema';
import { addStaff, bearer } from '../../test/fixtures';
import { multipart } from '../../test/multipart';
import { photoPart } from '../../test/product-setup';
import { deliveryDetails, draftOrder, type openShop } from '../../test/shop-setup';
import { setupMailTestApp } from '../../test/smtp';

/*
 * The delivery run's tests share one app with a mail server, and these steps: a submitted delivery
 * order, moving it, its run steps, a florist who drives, the customer's inbox and the audit trail.
 */

export type Shop = Awaited<ReturnType<typeof openShop>>;
export type Headers = Record<string, string>;

/** Call once per test file: it opens the app for the file and answers the steps bound to it. */
export function setupDeliveryRun({ env = () => ({}) }: { env?: () => Record<string, string> } = {}) {
  const PUBLIC_URL = 'https://shop.petal.example';
  const t = setupMailTestApp({ env: () => ({ PUBLIC_URL, ...env() }) });

  /** A submitted delivery order moved to `status` (ready by default), with the customer's address. */
  async function deliveryOrder(shop: Shop, details: Record<string, unknown> = {}, status = 'ready') {
    const customer = t.email('customer');
    const order = await draftOrder(t.app, shop.headers, {});
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      payload: deliveryDetails({ sender_email: customer, time_slot: '13:00-17:00', ...details }),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    if (status !== 'pending') await moveTo(shop.headers, order.uuid, status);
    return { ...order, customer };
  }

  const moveTo = (headers: Headers, uuid: string, status: string) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${uuid}/status`, headers, payload: { status } });

  const step = (headers: Headers, uuid: string, name: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}/${name}`,
      headers,
      ...(payload ? { payload } : {}),
    });

  function delivered(headers: Headers, uuid: string, photo?: Buffer) {
    if (!photo) return step(headers, uuid, 'delivered');
    const form = multipart({ polaroid_photo: photoPart(photo) });
    return t.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}/delivered`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }

  const intern = async (headers: Headers, uuid: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}/intern`, headers })).json();

  async function inbox(customer: string) {
    await t.app.mail.flush();
    return t.smtp.messages.filter((m) => JSON.stringify(m.to ?? '').includes(customer)).map((m) => m.subject);
  }

  async function florist(shop: Shop) {
    const person = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    await t.database.db
      .update(users)
      .set({ firstName: 'Frida', lastName: 'Driver' })
      .where(eq(users.email, person.email));
    const headers = bearer(person.access);
    const info = await t.app.inject({ method: 'GET', url: '/api/users/info', headers });
    return { headers, id: info.json<{ id: string }>().id };
  }

  const actions = async (uuid: string) =>
    (
      await t.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, uuid), eq(auditEvents.entityType, 'order')))
    ).map((row) => row.action);

  return { PUBLIC_URL, t, deliveryOrder, moveTo, step, delivered, intern, inbox, florist, actions };
}
