import { verifyEmailAnswer, verifyEmailInput } from '@contract/email-verification';
import { messageAnswer } from '@contract/password-reset';
import { z } from 'zod';
import { userOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { consume } from '../../lib/rate-limit';
import { tagRoutes } from '../../lib/route-tags';
import { ipLimit } from './auth-limit.service';
import { resendEmailVerification, verifyEmail } from './email-verification.service';

export const emailVerificationRoutes: RoutesPlugin = (app, { db, config, mail }) => {
  tagRoutes(app, ['auth']);

  app.post('/api/users/verify-email', {
    // The link may be opened on another device than the one signed in.
    config: { access: 'public', errors: [429] },
    schema: {
      summary: 'Confirm an e-mail address with the token of a verification link',
      body: verifyEmailInput,
      response: { 200: verifyEmailAnswer },
    },
    handler: async (request) => {
      await consume(db, ipLimit(config, request));
      const { email } = await verifyEmail(db, { token: request.body.token });
      return { message: 'Thank you, your e-mail address is confirmed.', email };
    },
  });

  app.post('/api/users/verify-email/resend', {
    config: { access: 'user', errors: [429] },
    schema: {
      summary: 'Send the signed-in user a new verification link (409 when already confirmed)',
      body: z.unknown().optional(),
      response: { 200: messageAnswer },
    },
    handler: async (request) => {
      const { email } = await resendEmailVerification(db, {
        userId: userOf(request).userId,
        publicUrl: config.publicUrl,
      });
      mail.kick();
      return { message: `We've sent a new link to ${email}.` };
    },
  });
};
