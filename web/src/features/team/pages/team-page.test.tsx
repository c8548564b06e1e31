import type { TeamMember } from '@contract/team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, ME, renderPage } from '../../../test/render-back-office-page';
import { TeamPage } from './team-page';

const PATH = '/intern/account/florists';

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: crypto.randomUUID(),
  email: 'someone@rose-and-fern.test',
  first_name: '',
  last_name: '',
  role: 'florist',
  is_active: true,
  invite_pending: false,
  created_at: '2030-03-01T09:00:00Z',
  ...overrides,
});

const OWNER_ID = '22222222-2222-4222-8222-222222222222';

/** The people of the shop as the server keeps them, with its rules for invites and deactivation. */
function fakeTeam(viewerRole: 'owner' | 'manager') {
  const people: TeamMember[] = [
    member({
      id: viewerRole === 'owner' ? ME : OWNER_ID,
      email: 'maya@rose-and-fern.test',
      first_name: 'Maya',
      last_name: 'Lind',
      role: 'owner',
    }),
    ...(viewerRole === 'manager'
      ? [
          member({
            id: ME,
            email: 'max@rose-and-fern.test',
            first_name: 'Max',
            last_name: 'Fern',
            role: 'manager',
          }),
        ]
      : []),
    member({ email: 'mia@rose-and-fern.test', first_name: 'Mia', last_name: 'Moss', role: 'manager' }),
    member({ email: 'flora@rose-and-fern.test', first_name: 'Flora', last_name: 'Lily' }),
    member({ email: 'new@rose-and-fern.test', invite_pending: true }),
    member({ email: 'gone@rose-and-fern.test', first_name: 'Gus', last_name: 'Gone', is_active: false }),
  ];
  const route: Route = ({ url, init }) => {
    if (url === '/api/users/florists' && (init.method ?? 'GET') === 'GET') {
      return json(200, { items: people, count: people.length });
    }
    if (url === '/api/users/florists' && init.method === 'POST') {
      const body = bodyOf(init) as { email: string; role: 'florist' | 'manager' };
      const existing = people.find((p) => p.email === body.email);
      if (existing && !existing.invite_pending) {
        const message = 'This person is already on your team.';
        return json(409, { message, code: 'CONFLICT', details: { email: message } });
      }
      if (existing) return json(200, Object.assign(existing, { is_active: true }));
      const created = member({ ...body, invite_pending: true });
      people.push(created);
      return json(201, created);
    }
    const action = /^\/api\/users\/florists\/([^/]+)\/(activate|deactivate)$/.exec(url);
    if (action) {
      const target = people.find((p) => p.id === action[1]);
      if (!target) return json(404, { message: 'Not found', code: 'NOT_FOUND', details: {} });
      target.is_active = action[2] === 'activate';
      return json(200, target);
    }
  };
  return { route, people };
}

const row = (name: string) => screen.getByRole('listitem', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the team page', { timeout: 20_000 }, () => {
  it('lists everyone with role and status, and nobody can deactivate the owner or themselves', async () => {
    stubFetch(fakeTeam('owner').route);
    renderPage(TeamPage, { path: PATH });

    const list = await screen.findByRole('list', { name: 'Team' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Maya Lind', 'Mia Moss', 'Flora Lily', 'new@rose-and-fern.test', 'Gus Gone']);
    const owner = row('Maya Lind');
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByText('(you)')).toBeInTheDocument();
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();

    expect(within(row('Mia Moss')).getByText('Manager')).toBeInTheDocument();
    expect(within(row('Mia Moss')).getByRole('button', { name: /Deactivate/ })).toBeInTheDocument();
    expect(within(row('Flora Lily')).getByText('Active')).toBeInTheDocument();
    const pending = row('new@rose-and-fern.test');
    expect(within(pending).getByText('Invited')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: /Re-send invite/ })).toBeInTheDocument();
    const gone = row('Gus Gone');
    expect(within(gone).getByText('Deactivated')).toBeInTheDocument();
    expect(within(gone).getByRole('button', { name: /Activate/ })).toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
  });

  it('deactivates after asking, and activates again', async () => {
    const { calls } = stubFetch(fakeTeam('owner').route);
    renderPage(TeamPage, { path: PATH });
    await screen.findByRole('list', { name: 'Team' });
    await userEvent.click(within(row('Flora Lily')).getByRole('button', { name: /Deactivate/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Flora Lily?' });
    expect(dialog).toHaveTextContent('signed out on every device');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('Flora Lily is deactivated and signed out everywhere'),
    ).toBeInTheDocument();
    expect(within(row('Flora Lily')).getByText('Deactivated')).toBeInTheDocument();
    expect(calls.some((c) => /\/deactivate$/.test(c.url) && c.init.method === 'POST')).toBe(true);

    await userEvent.click(within(row('Flora Lily')).getByRole('button', { name: /Activate/ }));
    expect(await screen.findByText('Flora Lily can sign in again')).toBeInTheDocument();
    expect(within(row('Flora Lily')).getByText('Active')).toBeInTheDocument();
  });

  it('invites a manager and shows a taken address on the field', async () => {
    const { calls } = stubFetch(fakeTeam('owner').route);
    renderPage(TeamPage, { path: PATH });
    await screen.findByRole('list', { name: 'Team' });

    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    let dialog = await screen.findByRole('dialog', { name: 'Invite to your team' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'flora@rose-and-fern.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This person is already on your team.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    dialog = await screen.findByRole('dialog', { name: 'Invite to your team' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'Ivy@Example.test');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    await userEvent.type(within(dialog).getByLabelText('First name (optional)'), 'Ivy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to ivy@example.test')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = calls.filter((c) => c.url === '/api/users/florists' && c.init.method === 'POST');
    expect(bodyOf(posted.at(-1)?.init ?? {})).toEqual({
      email: 'ivy@example.test',
      role: 'manager',
      first_name: 'Ivy',
      last_name: '',
    });
    const ivy = await screen.findByRole('listitem', { name: 'Ivy' });
    expect(within(ivy).getByText('Invited')).toBeInTheDocument();
  });

  it('re-sends a pending invitation with the person’s e-mail and role', async () => {
    const { calls } = stubFetch(fakeTeam('owner').route);
    renderPage(TeamPage, { path: PATH });
    await screen.findByRole('list', { name: 'Team' });
    await userEvent.click(
      within(row('new@rose-and-fern.test')).getByRole('button', { name: /Re-send invite/ }),
    );
    expect(
      await screen.findByText('A new invitation is on its way to new@rose-and-fern.test'),
    ).toBeInTheDocument();
    const posted = calls.find((c) => c.url === '/api/users/florists' && c.init.method === 'POST');
    expect(bodyOf(posted?.init ?? {})).toMatchObject({ email: 'new@rose-and-fern.test', role: 'florist' });
  });

  it('marks an invitation that expired and offers to invite again', async () => {
    const { route, people } = fakeTeam('owner');
    people.push(member({ email: 'late@rose-and-fern.test', invite_pending: true, invite_expired: true }));
    const { calls } = stubFetch(route);
    renderPage(TeamPage, { path: PATH });
    await screen.findByRole('list', { name: 'Team' });
    const late = row('late@rose-and-fern.test');
    expect(within(late).getByText('Invitation expired')).toBeInTheDocument();
    expect(within(late).queryByText('Invited')).not.toBeInTheDocument();
    await userEvent.click(within(late).getByRole('button', { name: /Invite again/ }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.init.method === 'POST' &&
            (bodyOf(c.init) as { email?: string }).email === 'late@rose-and-fern.test',
        ),
      ).toBe(true),
    );
  });

  it('lets a manager invite florists only and leaves other managers alone', async () => {
    stubFetch(fakeTeam('manager').route);
    renderPage(TeamPage, { path: PATH, role: 'manager' });
    await screen.findByRole('list', { name: 'Team' });

    expect(within(row('Maya Lind')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Max Fern')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Mia Moss')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Flora Lily')).getByRole('button', { name: /Deactivate/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to your team' });
    expect(within(dialog).queryByLabelText('Role')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Only the owner invites managers.');
  });

  it('shows florists the staff-only notice and asks nothing', () => {
    const { calls } = stubFetch(() => undefined);
    renderPage(TeamPage, { path: PATH, role: 'florist' });
    expect(screen.getByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
