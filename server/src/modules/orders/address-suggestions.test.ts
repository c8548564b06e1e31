import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../lib/context';
import { draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp, testConfig } from '../../test/test-app';

const t = setupTestApp();

/** A local stand-in that answers like a Photon geocoder. */
let geocoder: http.Server;
let geocoderUrl: string;
const asked: string[] = [];
beforeAll(async () => {
  geocoder = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    const feature = (street: string, housenumber: string, postcode: string, city: string) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [13.4, 52.5] },
      properties: { street, housenumber, postcode, city, country: 'Germany' },
    });
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          feature('Rosenweg', '5', '10115', 'Berlin'),
          feature('Rosenweg', '5', '80331', 'München'),
          { type: 'Feature', properties: { name: 'A park without a city' } },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  geocoderUrl = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => geocoder.close(() => resolve())));

const suggest = (app: App, uuid: string, q: string) =>
  app.inject({ method: 'GET', url: `/api/orders/${uuid}/address-suggestions?q=${encodeURIComponent(q)}` });

describe('address suggestions', () => {
  it('without a geocoder, suggest the served zip codes that match, with their city', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    expect((await suggest(t.app, order.uuid, '101')).json()).toEqual({
      source: 'zipcodes',
      items: [{ label: '10115 Berlin', address: '', city: 'Berlin', zipcode: '10115' }],
    });
    expect((await suggest(t.app, order.uuid, 'ber')).json().items).toHaveLength(1);
    expect((await suggest(t.app, order.uuid, '999')).json().items).toEqual([]);
  });

  it('with a geocoder, suggest its addresses within the shop’s delivery area only', async () => {
    const app = await buildApp({
      config: testConfig({ GEOCODER_URL: geocoderUrl }),
      database: t.database,
      logger: false,
    });
    try {
      const shop = await openShop(app);
      const order = await draftOrder(app, shop.headers);
      const response = await suggest(app, order.uuid, 'Rosenweg 5');
      expect(response.json()).toEqual({
        source: 'geocoder',
        items: [
          { label: 'Rosenweg 5, 10115 Berlin', address: 'Rosenweg 5', city: 'Berlin', zipcode: '10115' },
        ],
      });
      expect(asked.at(-1)).toContain('q=Rosenweg%205');
    } finally {
      await app.close();
    }
  });

  it('answer no suggestions when the geocoder is down, so typing by hand still works', async () => {
    const app = await buildApp({
      config: testConfig({ GEOCODER_URL: 'http://127.0.0.1:9' }),
      database: t.database,
      logger: false,
    });
    try {
      const shop = await openShop(app);
      const order = await draftOrder(app, shop.headers);
      const response = await suggest(app, order.uuid, 'Rosenweg');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ source: 'geocoder', items: [] });
    } finally {
      await app.close();
    }
  });

  it('refuse a one-letter query and an unknown order', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    expect((await suggest(t.app, order.uuid, 'R')).statusCode).toBe(400);
    expect((await suggest(t.app, '7c9e6679-7425-40de-944b-e07fc1f90ae7', 'Rosenweg')).statusCode).toBe(404);
  });
});
