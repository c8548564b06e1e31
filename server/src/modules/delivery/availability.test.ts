import { describe, expect, it } from 'vitest';
import { bearer, signUpOwner } from '../../test/fixtures';
import { setupTestApp } from '../../test/test-app';
import { checkDeliveryAvailability } from './availability.service';

const t = setupTestApp();

async function shopWithTwoLocations() {
  const owner = await signUpOwner(t.app);
  const add = async (name: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/business/locations/',
        headers: bearer(owner.access),
        payload: { name, address: `${name} 1`, city: 'Berlin', zipcode: '10115' },
      })
    ).json<{ id: string }>();
  const mitte = await add('Mitte');
  const kreuzberg = await add('Kreuzberg');
  await t.app.inject({
    method: 'POST',
    url: `/api/business/zipcodes/${kreuzberg.id}/`,
    headers: bearer(owner.access),
    payload: { zipcode: '10999', delivery_price: 6.5 },
  });
  return { owner, businessId: owner.business.id, mitte, kreuzberg };
}

describe('delivery availability', () => {
  it('delivers to a served zip code from its location, and offers every location for pickup', async () => {
    const { businessId, kreuzberg } = await shopWithTwoLocations();
    const answer = await checkDeliveryAvailability(t.database.db, { businessId, zipcode: '10999' });
    expect(answer).toMatchObject({
      can_deliver: true,
      can_pickup: true,
      delivery_price: 6.5,
      delivery_location: { id: kreuzberg.id, name: 'Kreuzberg' },
    });
    expect(answer.pickup_locations.map((l) => l.name)).toEqual(['Mitte', 'Kreuzberg']);
  });

  it('does not deliver to a zip code no location serves, nor to another shop’s', async () => {
    const { businessId } = await shopWithTwoLocations();
    const other = await shopWithTwoLocations();
    expect(await checkDeliveryAvailability(t.database.db, { businessId, zipcode: '20095' })).toMatchObject({
      can_deliver: false,
      delivery_price: null,
      delivery_location: null,
      can_pickup: true,
    });
    const foreign = await checkDeliveryAvailability(t.database.db, {
      businessId: other.businessId,
      zipcode: '10999',
    });
    expect(foreign.pickup_locations.map((l) => l.id).sort()).toEqual(
      [other.mitte.id, other.kreuzberg.id].sort(),
    );
    expect(foreign.delivery_location?.id).toBe(other.kreuzberg.id);
  });

  it('limits pickup to a product’s locations and follows the order-form switches', async () => {
    const { owner, businessId, mitte } = await shopWithTwoLocations();
    const limited = await checkDeliveryAvailability(t.database.db, {
      businessId,
      zipcode: '10999',
      pickupLocationIds: [mitte.id],
    });
    expect(limited.pickup_locations.map((l) => l.name)).toEqual(['Mitte']);
    const none = await checkDeliveryAvailability(t.database.db, {
      businessId,
      zipcode: '10999',
      pickupLocationIds: [],
    });
    expect(none.can_pickup).toBe(false);

    await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings/order-form',
      headers: bearer(owner.access),
      payload: { delivery_enabled: false },
    });
    const noDelivery = await checkDeliveryAvailability(t.database.db, { businessId, zipcode: '10999' });
    expect(noDelivery).toMatchObject({ can_deliver: false, delivery_price: null, can_pickup: true });
  });

  it('forgets a removed location', async () => {
    const { owner, businessId, kreuzberg } = await shopWithTwoLocations();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/business/locations/${kreuzberg.id}`,
      headers: bearer(owner.access),
    });
    const answer = await checkDeliveryAvailability(t.database.db, { businessId, zipcode: '10999' });
    expect(answer.can_deliver).toBe(false);
    expect(answer.pickup_locations.map((l) => l.name)).toEqual(['Mitte']);
  });
});
