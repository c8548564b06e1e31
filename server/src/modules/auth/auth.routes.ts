import { accessAnswer, loginInput, refreshAnswer, registerInput } from '@contract/auth';
import { z } from 'zod';
import { clientKey } from '../../lib/client-key';
import type { RoutesPlugin } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { consume } from '../../lib/rate-limit';
import { tagRoutes } from '../../lib/route-tags';
import { refreshSession, registerUser, signIn } from './auth.service';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './auth-cookies.service';
import { ipLimit } from './auth-limit.service';
import { revokeByToken } from './refresh-tokens.service';

export const authRoutes: RoutesPlugin = (app, { db, config, tokens, mail }) => {
  tagRoutes(app, ['auth']);

  app.post('/api/users/register', {
    config: { access: 'public', errors: [429] },
    schema: { summary: 'Create an account', body: registerInput, response: { 201: accessAnswer } },
    handler: async (request, reply) => {
      await consume(db, ipLimit(config, request));
      const session = await registerUser(db, {
        input: request.body,
        refreshDays: config.refreshTokenDays,
        publicUrl: config.publicUrl,
      });
      mail.kick();
      setSessionCookies(reply, config, session.refresh);
      return reply.status(201).send({ access: await tokens.sign(session) });
    },
  });

  app.post('/api/token/', {
    config: { access: 'public', errors: [429] },
    schema: {
      summary: 'Sign in with e-mail and password',
      body: loginInput,
      response: { 200: accessAnswer },
    },
    handler: async (request, reply) => {
      await consume(db, ipLimit(config, request));
      const session = await signIn(db, {
        input: request.body,
        refreshDays: config.refreshTokenDays,
        client: clientKey(request),
      });
      setSessionCookies(reply, config, session.refresh);
      return { access: await tokens.sign(session) };
    },
  });

  app.post('/api/token/refresh/', {
    config: { access: 'public' },
    schema: {
      summary:
        'Exchange the refresh cookie for a new access token (the cookie rotates), with the signed-in user',
      body: z.unknown().optional(),
      response: { 200: refreshAnswer },
    },
    handler: async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError('NOT_AUTHENTICATED', 'Please sign in to continue');
      try {
        const session = await refreshSession(db, { token, refreshDays: config.refreshTokenDays });
        setSessionCookies(reply, config, session.refresh);
        return { access: await tokens.sign(session), user: session.user };
      } catch (error) {
        clearSessionCookies(reply, config);
        throw error;
      }
    },
  });

  app.post('/api/token/logout/', {
    config: { access: 'public' },
    schema: { summary: 'End this session', body: z.unknown().optional(), response: { 204: z.null() } },
    handler: async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (token) await revokeByToken(db, token);
      clearSessionCookies(reply, config);
      return reply.status(204).send(null);
    },
  });
};
