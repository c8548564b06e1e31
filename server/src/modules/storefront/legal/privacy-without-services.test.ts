import { describe, expect, it } from 'vitest';
import { openShop } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';

/*
 * The privacy notice names only the services this server uses: without a mail server, a text
 * provider, card payments or an address search, nobody outside the shop receives anything.
 */

const t = setupTestApp();

describe('the privacy notice of a server without outside services', () => {
  it('names no e-mail or text provider, and says that no one outside the shop receives the details', async () => {
    const shop = await openShop(t.app);
    const page = await t.app.inject({
      method: 'GET',
      url: `/${shop.business.url}/privacy`,
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('No one outside the shop.');
    expect(page.body).not.toContain('e-mail provider');
    expect(page.body).not.toContain('text message provider');
    expect(page.body).not.toContain('an answer of STOP');
  });
});
