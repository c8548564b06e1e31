import type { UserInfo } from '@contract/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/current-session';
import { ordersKeys } from '../../../lib/orders/query-keys';
import { queryClient } from '../../../lib/query-client';
import { authHeader, json, stubFetch } from '../../../test/fetch';
import { makeToken } from '../../../test/jwt';
import { endSession, person, setSessionHint } from '../../../test/session';
import { ordersPageLoader } from './orders-page-data';

afterEach(endSession);

/** A reload of the back office: the session cookie's hint, and the start-up refresh describing the user. */
async function reloadedAs(role: UserInfo['role']) {
  setSessionHint();
  const access = makeToken(Date.now() + 15 * 60_000);
  const stub = stubFetch(({ url, init }) => {
    if (url === '/api/token/refresh/') return json(200, { access, user: person(role) });
    if (authHeader(init) !== `Bearer ${access}`)
      return json(401, { message: 'no', code: 'UNAUTHORIZED', details: {} });
    if (url.startsWith('/api/orders?')) return json(200, { items: [], count: 0 });
    if (url === '/api/users/team' || url === '/api/business/locations')
      return json(200, { items: [], count: 0 });
    return undefined;
  });
  void session.bootstrap();
  return stub;
}

const load = (address: string) =>
  ordersPageLoader({ request: new Request(`http://localhost:3000${address}`) });

const asked = (calls: { url: string }[]) =>
  calls.map((call) => call.url).filter((url) => url !== '/api/token/refresh/');

describe('the orders page asks for its data once the session is known', () => {
  it('asks for the view in the address, the shop, the team and the pickup places, before anything draws', async () => {
    const { calls } = await reloadedAs('owner');
    expect(load('/intern/orders?view=ready')).toBeNull();
    await vi.waitFor(() => expect(asked(calls)).toHaveLength(4));
    expect(asked(calls).sort()).toEqual([
      '/api/business',
      '/api/business/locations',
      '/api/orders?status=ready&limit=300&offset=0',
      '/api/users/team',
    ]);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(ordersKeys.list('ready'))).toEqual({ items: [], count: 0 }),
    );
  });

  it('leaves the pickup places to the staff, and the list to the search when the address has filters', async () => {
    const { calls } = await reloadedAs('florist');
    load('/intern/orders?q=anna');
    await vi.waitFor(() => expect(asked(calls)).toHaveLength(2));
    expect(asked(calls).sort()).toEqual(['/api/business', '/api/users/team']);
  });

  it('asks for nothing without a session: the guard sends the visitor to sign in', async () => {
    const { calls } = stubFetch(() =>
      json(500, { message: 'not expected', code: 'UNEXPECTED', details: {} }),
    );
    load('/intern/orders');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked(calls)).toEqual([]);
  });
});
