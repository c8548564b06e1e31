import { accessAnswer } from '@contract/auth';
import { idSchema } from '@contract/common';
import { teamPeople } from '@contract/order-search';
import { messageAnswer } from '@contract/password-reset';
import {
  acceptInviteInput,
  declineInviteInput,
  inviteCheckInput,
  inviteDetails,
  inviteInput,
  teamList,
  teamMember,
} from '@contract/team';
import { z } from 'zod';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { consume } from '../../lib/rate-limit';
import { tagRoutes } from '../../lib/route-tags';
import { ipLimit, setSessionCookies } from '../auth';
import { acceptInvite, declineInvite, getInviteDetails } from './invites.service';
import { inviteMember, listTeam, listTeamPeople, setMemberActive } from './team.service';

const memberParams = z.object({ id: idSchema });

export const teamRoutes: RoutesPlugin = (app, { db, config, tokens, mail }) => {
  tagRoutes(app, ['team']);

  app.get('/api/users/florists', {
    config: { access: 'staff', errors: [429] },
    schema: {
      summary: "The shop's people, the owner first, then by name (staff)",
      response: { 200: teamList },
    },
    handler: async (request) => {
      const items = await listTeam(db, { businessId: memberOf(request).businessId });
      return { items, count: items.length };
    },
  });

  app.get('/api/users/team', {
    config: { access: 'member' },
    schema: {
      summary: "Who an order can be given to: the shop's active people, the owner first, then by name",
      response: { 200: teamPeople },
    },
    handler: async (request) => {
      const items = await listTeamPeople(db, { businessId: memberOf(request).businessId });
      return { items, count: items.length };
    },
  });

  app.post('/api/users/florists', {
    config: { access: 'staff' },
    schema: {
      summary:
        'Invite a florist or manager by e-mail (managers invite florists only); a pending invitee gets a new link',
      body: inviteInput,
      response: { 200: teamMember, 201: teamMember },
    },
    handler: async (request, reply) => {
      const { member, created } = await inviteMember(db, {
        inviter: memberOf(request),
        input: request.body,
        publicUrl: config.publicUrl,
      });
      mail.kick();
      return reply.status(created ? 201 : 200).send(member);
    },
  });

  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(`/api/users/florists/:id/${action}`, {
      config: { access: 'staff' },
      schema: {
        summary: active
          ? 'Switch a team member’s access back on (staff; managers only for florists)'
          : 'Switch a team member’s access off and sign them out everywhere (not the owner, not yourself)',
        params: memberParams,
        body: z.unknown().optional(),
        response: { 200: teamMember },
      },
      handler: (request) =>
        setMemberActive(db, { actor: memberOf(request), userId: request.params.id, active }),
    });
  }

  app.post('/api/users/invite/check', {
    config: { access: 'public', errors: [429] },
    schema: {
      summary: 'The invitation behind an e-mailed link, while it can be accepted',
      body: inviteCheckInput,
      response: { 200: inviteDetails },
    },
    handler: async (request) => {
      await consume(db, ipLimit(config, request));
      return getInviteDetails(db, { token: request.body.token });
    },
  });

  app.post('/api/users/invite/decline', {
    config: { access: 'public', errors: [429] },
    schema: {
      summary: 'Decline an invitation: the invitee is removed from the shop and the address is free again',
      body: declineInviteInput,
      response: { 200: messageAnswer },
    },
    handler: async (request) => {
      await consume(db, ipLimit(config, request));
      const { businessName } = await declineInvite(db, { token: request.body.token });
      return {
        message: `You declined the invitation. ${businessName} no longer has your address on its team.`,
      };
    },
  });

  app.post('/api/users/invite/accept', {
    config: { access: 'public', errors: [429] },
    schema: {
      summary: 'Accept an invitation: choose a password and sign in',
      body: acceptInviteInput,
      response: { 200: accessAnswer },
    },
    handler: async (request, reply) => {
      await consume(db, ipLimit(config, request));
      const session = await acceptInvite(db, { input: request.body, refreshDays: config.refreshTokenDays });
      setSessionCookies(reply, config, session.refresh);
      return { access: await tokens.sign(session) };
    },
  });
};
