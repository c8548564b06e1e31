import {
  messageAnswer,
  resetPasswordConfirmInput,
  resetPasswordRequestInput,
} from '@contract/password-reset';
import { z } from 'zod';
import { userOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { consume } from '../../lib/rate-limit';
import { tagRoutes } from '../../lib/route-tags';
import { ipLimit } from './auth-limit.service';
import { confirmPasswordReset, requestPasswordReset, sendPasswordLink } from './password-reset.service';

const SENT = "If an account exists for that e-mail, we've sent a link to reset the password.";

export const passwordResetRoutes: RoutesPlugin = (app, { db, config, mail }) => {
  tagRoutes(app, ['auth']);

  app.post('/api/users/reset-password/request', {
    config: { access: 'public', errors: [429] },
    schema: {
      summary: 'E-mail a password reset link (the same answer whether or not the address has an account)',
      body: resetPasswordRequestInput,
      response: { 200: messageAnswer },
    },
    handler: async (request) => {
      await consume(db, ipLimit(config, request));
      const queued = await requestPasswordReset(db, {
        email: request.body.email,
        publicUrl: config.publicUrl,
      });
      if (queued) mail.kick();
      return { message: SENT };
    },
  });

  app.post('/api/users/set-password/request', {
    config: { access: 'user', errors: [429] },
    schema: {
      summary:
        'E-mail the signed-in user a link to choose a password (how a Google-only account sets its first one)',
      body: z.unknown().optional(),
      response: { 200: messageAnswer },
    },
    handler: async (request) => {
      const email = await sendPasswordLink(db, {
        userId: userOf(request).userId,
        publicUrl: config.publicUrl,
      });
      mail.kick();
      return { message: `We've sent a link to ${email}. Open it within an hour to choose your password.` };
    },
  });

  app.post('/api/users/reset-password/confirm', {
    config: { access: 'public', errors: [429] },
    schema: {
      summary: 'Set a new password with the token of a reset link; ends every session of the user',
      body: resetPasswordConfirmInput,
      response: { 200: messageAnswer },
    },
    handler: async (request) => {
      await consume(db, ipLimit(config, request));
      await confirmPasswordReset(db, { input: request.body });
      return { message: 'Your password has been changed. Sign in with your new password.' };
    },
  });
};
