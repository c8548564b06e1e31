import {
  messageAnswer,
  resetPasswordConfirmInput,
  resetPasswordRequestInput,
} from '@contract/password-reset';
import type { RoutesPlugin } from '../../lib/context';
import { consume } from '../../lib/rate-limit';
import { ipLimit } from './auth.routes';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';

const SENT = "If an account exists for that e-mail, we've sent a link to reset the password.";

export const passwordResetRoutes: RoutesPlugin = (app, { db, config, mail }) => {
  const tags = ['auth'];

  app.post('/api/users/reset-password/request', {
    config: { access: 'public' },
    schema: {
      tags,
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

  app.post('/api/users/reset-password/confirm', {
    config: { access: 'public' },
    schema: {
      tags,
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
