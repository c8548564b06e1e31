import { expect } from 'vitest';
import { bearer, cookieFrom, GOOD_PASSWORD, refreshWith, signIn, signUpOwner } from '../../test/fixtures';
import { linkIn, setupMailTestApp } from '../../test/smtp';
import { uniqueIp } from '../../test/test-app';

/*
 * The team's tests share one app with a mail server, and these requests: invite, list, deactivate
 * or activate, accept, sign in, refresh, and a shop with a florist who accepted.
 */

/** The password people who accept an invitation choose. */
export const NEW_PASSWORD = 'sweet-peas-in-july-77';

export type Member = { id: string; email: string; role: string; is_active: boolean; invite_pending: boolean };

/** Call once per test file: it opens the app for the file and answers the requests bound to it. */
export function setupTeam() {
  const t = setupMailTestApp();

  const invite = (access: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/users/florists', headers: bearer(access), payload });

  const team = async (access: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/florists',
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Member[]; count: number }>();
  };

  const setActive = (access: string | null, id: string, action: 'deactivate' | 'activate') =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/florists/${id}/${action}`,
      headers: access ? bearer(access) : {},
    });

  const accept = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/users/invite/accept', payload, remoteAddress: uniqueIp() });

  const login = (username: string, password: string) => signIn(t.app, username, password);

  const refresh = (token: string) => refreshWith(t.app, token);

  const info = (access: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) });

  /** The token of the newest invitation that reached `email` over SMTP. */
  async function inviteToken(email: string) {
    await t.app.mail.flush();
    const mails = t.smtp.to(email);
    return { mail: mails.at(-1), ...linkIn(mails.at(-1), 'invite') };
  }

  /** An owner with a shop, and a florist they invited who accepted. */
  async function shopWithFlorist() {
    const owner = await signUpOwner(t.app, { name: 'Thistle & Thyme' });
    const email = t.email('florist');
    const invited = await invite(owner.access, { email, role: 'florist' });
    expect(invited.statusCode).toBe(201);
    const { token } = await inviteToken(email);
    const accepted = await accept({ token, password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    const florist = {
      id: invited.json<Member>().id,
      email,
      access: accepted.json<{ access: string }>().access,
      refresh: cookieFrom(accepted, 'petal_refresh') ?? '',
    };
    return { owner, florist };
  }

  return { t, invite, team, setActive, accept, login, refresh, info, inviteToken, shopWithFlorist };
}
