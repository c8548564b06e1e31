import { describe, expect, it } from 'vitest';
import { bearer, shopInput, signUp, signUpOwner } from '../../test/fixtures';
import { setupTestApp, uniqueSlug } from '../../test/test-app';

const t = setupTestApp();

const createBusiness = (access: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/onboarding/create-business',
    headers: bearer(access),
    payload: payload as object,
  });

describe('onboarding', () => {
  it('walks a new user from sign-up to a completed onboarding as owner', async () => {
    const { access } = await signUp(t.app);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/users/onboarding/status',
      headers: bearer(access),
    });
    expect(status.json()).toEqual({ completed: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/business', headers: bearer(access) })).statusCode,
    ).toBe(404);

    const input = shopInput({ url: uniqueSlug('Rose').toUpperCase(), currency: 'eur' });
    const created = await createBusiness(access, input);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: input.name,
      url: input.url.toLowerCase(),
      currency: 'EUR',
      logo_url: null,
    });

    const complete = await t.app.inject({
      method: 'POST',
      url: '/api/users/onboarding/complete',
      headers: bearer(access),
    });
    expect(complete.json()).toEqual({ completed: true });
    const info = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) });
    expect(info.json()).toMatchObject({
      role: 'owner',
      business_id: created.json().id,
      onboarding_completed: true,
    });
    const business = await t.app.inject({ method: 'GET', url: '/api/business', headers: bearer(access) });
    expect(business.json().id).toBe(created.json().id);
  });

  it('refuses to complete onboarding before the business exists', async () => {
    const { access } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/onboarding/complete',
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.business).toBeTruthy();
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/users/onboarding/status',
      headers: bearer(access),
    });
    expect(status.json()).toEqual({ completed: false });
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['a 121-character name', { name: 'x'.repeat(121) }, 'name'],
    ['a url with spaces', { url: 'my shop' }, 'url'],
    ['a two-letter url', { url: 'ab' }, 'url'],
    ['a reserved url', { url: 'intern' }, 'url'],
    ['a url with a double hyphen', { url: 'rose--fern' }, 'url'],
    ['a phone made of letters', { phone: 'call me maybe' }, 'phone'],
    ['a malformed e-mail', { email: 'shop@' }, 'email'],
    ['an unknown currency', { currency: 'XYZ1' }, 'currency'],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, 'time_zone'],
    ['a missing address', { address: undefined }, 'address'],
  ])('refuses %s, naming the field, and creates nothing', async (_case, override, field) => {
    const { access } = await signUp(t.app);
    const response = await createBusiness(access, { ...shopInput(), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { [field]: expect.any(String) },
    });
    const info = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) });
    expect(info.json()).toMatchObject({ role: null, business_id: null });
  });

  it('refuses a url another shop has, and leaves the user without a business', async () => {
    const owner = await signUpOwner(t.app);
    const { access } = await signUp(t.app);
    const response = await createBusiness(access, shopInput({ url: owner.business.url }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      details: { url: expect.stringContaining('taken') },
    });
    const info = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) });
    expect(info.json().business_id).toBeNull();
  });

  it('creates one business when the same user submits twice at once', async () => {
    const { access } = await signUp(t.app);
    const responses = await Promise.all([
      createBusiness(access, shopInput()),
      createBusiness(access, shopInput()),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/onboarding/create-business',
      payload: shopInput(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('NOT_AUTHENTICATED');
  });
});

describe('availability check', () => {
  const check = (type: string, value: string, access?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/update/check?type=${type}&value=${encodeURIComponent(value)}`,
      headers: access ? bearer(access) : {},
    });

  it('tells whether a shop url is free; an owner’s own url counts as free for them', async () => {
    const owner = await signUpOwner(t.app);
    expect((await check('url', owner.business.url)).json()).toEqual({ available: false });
    expect((await check('url', owner.business.url.toUpperCase())).json()).toEqual({ available: false });
    expect((await check('url', owner.business.url, owner.access)).json()).toEqual({ available: true });
    expect((await check('url', uniqueSlug('free'))).json()).toEqual({ available: true });
    expect((await check('url', 'store')).json()).toEqual({ available: false });
  });

  it('tells whether an e-mail is free', async () => {
    const { email } = await signUp(t.app);
    expect((await check('email', email)).json()).toEqual({ available: false });
    expect((await check('email', `other-${email}`)).json()).toEqual({ available: true });
  });

  it('refuses an unknown type', async () => {
    const response = await check('phone', '123');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.type).toBeTruthy();
  });
});
