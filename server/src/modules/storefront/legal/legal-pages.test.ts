import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '../../../db/schema';
import { changeShop, openShop } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';

/*
 * A shop's imprint and privacy notice (docs/decisions/059): what the legal details say, in the
 * customer's language, escaped, kept until the details change, and nothing of the server's secrets.
 */

const t = setupTestApp({
  SMTP_URL: 'smtp://petal-mailer:s3cret-pass@mail.example.net:587',
  STRIPE_SECRET_KEY: 'sk_test_never_shown',
  GEOCODER_URL: 'https://photon.example.org',
  SMS_API_URL: 'https://api.texts.example.com',
  SMS_ACCOUNT_SID: 'AC-privacy-test',
  SMS_AUTH_TOKEN: 'sms-token-never-shown',
  SMS_FROM: '+15005550006',
});

const berlin = {
  legal_name: 'Blumen Lindner GmbH',
  street: 'Torstraße 12',
  zipcode: '10119',
  city: 'Berlin',
  country: 'DE',
  vat_id: 'DE123456789',
  register_entry: 'Amtsgericht Berlin-Charlottenburg HRB 12345',
  responsible_person: 'Anna Lindner',
};

type Shop = Awaited<ReturnType<typeof openShop>>;
const saveLegal = (shop: Shop, details: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/business-settings/legal',
    headers: shop.headers,
    payload: details,
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the imprint', () => {
  it('shows the legal details, in English or German as asked', async () => {
    const shop = await openShop(t.app);
    expect((await saveLegal(shop, berlin)).statusCode).toBe(200);
    const english = await get(`/${shop.business.url}/imprint`, { 'accept-language': 'en-GB' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.body).toContain('<html lang="en">');
    for (const text of [
      'Blumen Lindner GmbH',
      'Torstraße 12',
      '10119 Berlin',
      'Germany',
      'Anna Lindner',
      'DE123456789',
      'HRB 12345',
    ]) {
      expect(english.body).toContain(text);
    }
    expect(english.body).toContain('mailto:hello@fern.example');
    expect(english.body).not.toContain('not completed');
    expect(english.body).not.toMatch(/<script/i);

    const german = await get(`/${shop.business.url}/imprint?lang=de`, { 'accept-language': 'en-GB' });
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Impressum');
    expect(german.body).toContain('Deutschland');
    expect(german.body).toContain('Vertreten durch');
    // Each page links to the other in its own language, and back to the shop.
    expect(german.body).toContain(`href="/${shop.business.url}/privacy?lang=de"`);
    expect(german.body).toContain(`href="/${shop.business.url}/store"`);
  });

  it('shows the shop’s own details, said to be incomplete, until the owner saves legal details', async () => {
    const shop = await openShop(t.app);
    const page = await get(`/${shop.business.url}/imprint`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The shop has not completed these details yet.');
    expect(page.body).toContain('Fern &amp; Foxglove');
    expect(page.body).toContain('12 Columbia Road');
  });

  it('writes shop-entered text as text', async () => {
    const shop = await openShop(t.app);
    await changeShop(t.app, shop, { name: '<script>alert(1)</script> $& Blooms' });
    await saveLegal(shop, {
      ...berlin,
      legal_name: '<img src=x onerror=alert(1)> $& $` GmbH',
      responsible_person: 'O\'Neil "Boss"',
    });
    for (const page of ['imprint', 'privacy']) {
      const answer = await get(`/${shop.business.url}/${page}`);
      expect(answer.body).not.toContain('<script>alert');
      expect(answer.body).not.toContain('<img src=x');
      expect(answer.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; $&amp; Blooms');
      expect(answer.body).toContain('&lt;img src=x onerror=alert(1)&gt; $&amp; $` GmbH');
    }
  });

  it('answers 404 for an unknown shop, and leaves the app’s own paths alone', async () => {
    const unknown = await get('/no-such-shop-here/imprint');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('Imprint');
    expect((await get('/no-such-shop-here/privacy')).statusCode).toBe(404);
    // A reserved address is no shop: the API's own 404 answer, not a page.
    const api = await get('/api/imprint');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is kept until the legal details change, and revalidates with its tag', async () => {
    const shop = await openShop(t.app);
    await saveLegal(shop, berlin);
    const first = await get(`/${shop.business.url}/imprint`);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.vary).toContain('accept-language');
    expect((await get(`/${shop.business.url}/imprint`, { 'if-none-match': etag })).statusCode).toBe(304);
    await saveLegal(shop, { ...berlin, legal_name: 'Blumen Lindner OHG' });
    const changed = await get(`/${shop.business.url}/imprint`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Blumen Lindner OHG');
  });
});

describe('the privacy notice', () => {
  it('says who is responsible, what is kept, how long, who else receives it, and how to ask', async () => {
    const shop = await openShop(t.app);
    await saveLegal(shop, berlin);
    const page = await get(`/${shop.business.url}/privacy`, { 'accept-language': 'en' });
    expect(page.statusCode).toBe(200);
    for (const text of [
      'Blumen Lindner GmbH, Torstraße 12, 10119 Berlin',
      'delivery address, the card message',
      'ten years',
      'deleted after 7 days',
      'mail.example.net',
      'photon.example.org',
      'api.texts.example.com',
      'an answer of STOP',
      'reminded of an occasion',
      'stays with the order',
      'supervisory authority',
      'mailto:hello@fern.example',
    ]) {
      expect(page.body).toContain(text);
    }
    // The SMTP account never reaches a page; Stripe only for a shop that takes cards.
    expect(page.body).not.toContain('petal-mailer');
    expect(page.body).not.toContain('s3cret');
    expect(page.body).not.toContain('sms-token');
    expect(page.body).not.toContain('+15005550006');
    expect(page.body).not.toContain('Stripe');

    await t.database.db
      .update(businesses)
      .set({ stripeAccountId: `acct_${shop.business.id.slice(0, 8)}` })
      .where(eq(businesses.id, shop.business.id));
    // Written straight to the database, as another process would: the page follows the notice.
    const withCards = async () =>
      (await get(`/${shop.business.url}/privacy`, { 'accept-language': 'en' })).body;
    await expect.poll(withCards, { timeout: 2_000 }).toContain('Stripe');
    expect(await withCards()).not.toContain('sk_test');
  });

  it('speaks German to a German reader', async () => {
    const shop = await openShop(t.app);
    const page = await get(`/${shop.business.url}/privacy`, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Datenschutzerklärung');
    expect(page.body).toContain('zehn Jahre');
  });
});
