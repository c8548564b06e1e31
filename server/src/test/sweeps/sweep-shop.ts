import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftCards, occasionReminders, orders } from '../../db/schema';
import type { App } from '../../lib/context';
import { hashGiftCardCode, newGiftCardCode } from '../../modules/gift-cards';
import { addStaff, bearer } from '../fixtures';
import { createProduct, jpegOf } from '../product-setup';
import { deliveryDetails, draftOrder, openShop } from '../shop-setup';
import { uniqueIp } from '../test-app';

type Headers = Record<string, string>;

/**
 * A shop with one of everything the API addresses by id: a submitted order with a customer, a
 * flower used in it, a product with a photo in a category, a location with a zip code, a florist and
 * a manager. Its distinctive strings let a test prove that another shop's answers hold none of it.
 */
export async function stockedShop(app: App, db: Db) {
  const tag = crypto.randomBytes(5).toString('hex');
  const shop = await openShop(app);
  const { headers } = shop;
  const secrets = {
    shopName: `Zinnia ${tag} Atelier`,
    customerEmail: `sender-${tag}@petal-sweep.example`,
    cardMessage: `Card ${tag} for you`,
    productName: `Peony ${tag} cloud`,
    categoryName: `Category ${tag}`,
    flowerName: `Ranunculus ${tag}`,
    locationName: `Studio ${tag}`,
    optionName: `Vase ${tag}`,
    taxClassName: `Rate ${tag}`,
  };
  await call(app, headers, 'PUT', '/api/business/', { name: secrets.shopName });
  await call(app, headers, 'PUT', `/api/business/locations/${shop.location.id}`, {
    name: secrets.locationName,
    address: 'Rosenweg 1',
    city: 'Berlin',
    zipcode: '10117',
  });
  const zipcodes = await call(app, headers, 'GET', `/api/business/zipcodes/${shop.location.id}/`);
  const category = await call(app, headers, 'POST', '/api/categories/', { name: secrets.categoryName });
  const product = await createProduct(app, headers, { name: secrets.productName, category_id: category.id }, [
    await jpegOf(200),
  ]);
  const option = await call(app, headers, 'POST', '/api/product-options/', {
    name: secrets.optionName,
    price: 12.5,
    current_quantity: 5,
  });
  // The shop's first rate is its default; the second is the one addressed by id (removable).
  await call(app, headers, 'POST', '/api/business-settings/tax/classes', { name: 'Standard', rate: 19 });
  const taxClass = await call(app, headers, 'POST', '/api/business-settings/tax/classes', {
    name: secrets.taxClassName,
    rate: 7,
  });
  const flower = await call(app, headers, 'POST', '/api/flowers', {
    name: secrets.flowerName,
    unit_cost: 1.25,
    quantity: 40,
  });
  const discountCode = await call(app, headers, 'POST', '/api/discount-codes', {
    code: `SWEEP${tag}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 32),
    kind: 'percent',
    value: 10,
  });
  const order = await draftOrder(app, headers, { product_id: product.id });
  await call(
    app,
    {},
    'POST',
    `/api/orders/${order.uuid}`,
    deliveryDetails({ sender_email: secrets.customerEmail, card_message: secrets.cardMessage }),
  );
  await call(app, headers, 'POST', `/api/stock/${flower.id}/sale`, { quantity: 3, order_uuid: order.uuid });
  // A second order, paid: its invoice is a document the shop's routes address by id.
  const paidOrder = await draftOrder(app, headers, { product_id: product.id });
  await call(app, {}, 'POST', `/api/orders/${paidOrder.uuid}`, deliveryDetails({ time_slot: '13:00-17:00' }));
  await call(app, headers, 'POST', `/api/orders/${paidOrder.uuid}/paid`, { payment_method: 'cash' });
  const invoices = await call(app, headers, 'GET', `/api/orders/${paidOrder.uuid}/invoices`);
  const customers = await call(app, headers, 'GET', '/api/customers/');
  // Both orders' customers asked to be reminded: whichever customer the list names first has one.
  for (const uuid of [order.uuid, paidOrder.uuid]) {
    await call(app, {}, 'PUT', `/api/orders/${uuid}/reminder`, { remind: true, occasion: 'birthday' });
  }
  const [reminder] = await db
    .select({ id: occasionReminders.id })
    .from(occasionReminders)
    .innerJoin(orders, eq(orders.id, occasionReminders.orderId))
    .where(and(eq(orders.businessId, shop.business.id), eq(orders.customerId, customers.items[0]?.id)));
  const [giftCard] = await db
    .insert(giftCards)
    .values({
      businessId: shop.business.id,
      codeHash: hashGiftCardCode(newGiftCardCode()),
      codeLast4: 'SWPT',
      initialAmount: '25.00',
      balance: '25.00',
      currency: 'EUR',
    })
    .returning({ id: giftCards.id });
  const florist = await addStaff(app, db, { businessId: shop.business.id, role: 'florist' });
  const manager = await addStaff(app, db, { businessId: shop.business.id, role: 'manager' });
  const team = await call(app, headers, 'GET', '/api/users/florists');
  const floristRow = team.items.find((m: { email: string }) => m.email === florist.email);
  const photo = product.photos[0];
  if (
    !photo ||
    !giftCard ||
    !reminder ||
    !floristRow ||
    !customers.items[0] ||
    !zipcodes.items[0] ||
    !invoices.items[0]
  ) {
    throw new Error('the sweep shop is missing a part');
  }
  return {
    ...shop,
    secrets,
    florist: { ...florist, headers: bearer(florist.access) },
    manager: { ...manager, headers: bearer(manager.access) },
    ids: {
      businessId: shop.business.id,
      businessUrl: shop.business.url,
      orderUuid: order.uuid,
      productId: product.id,
      photoId: photo.id,
      photoKey: photo.url.replace(/^\/uploads\//, ''),
      categoryId: category.id as string,
      optionId: option.id as string,
      flowerId: flower.id as string,
      locationId: shop.location.id,
      zipId: zipcodes.items[0].id as string,
      customerId: customers.items[0].id as string,
      floristId: floristRow.id as string,
      giftCardId: giftCard.id,
      discountCodeId: discountCode.id as string,
      taxClassId: taxClass.id as string,
      invoiceId: invoices.items[0].id as string,
      reminderId: reminder.id,
    },
  };
}

export type StockedShop = Awaited<ReturnType<typeof stockedShop>>;

/** A setup call that must work; the sweep would prove nothing on a half-built shop. */
async function call(
  app: App,
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  // Its own client address: public calls are limited per client, and other test files share the database.
  const response = await app.inject({ method, url, headers, payload, remoteAddress: uniqueIp() });
  if (response.statusCode >= 300) {
    throw new Error(`sweep shop: ${method} ${url} answered ${response.statusCode} ${response.body}`);
  }
  // biome-ignore lint/suspicious/noExplicitAny: setup reads a few fields of several answers
  return response.json<any>();
}
