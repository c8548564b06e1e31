import { accessAnswer, googleAuthInput } from '@contract/auth';
import type { RoutesPlugin } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { createGoogleSignIn } from '../../lib/google-sign-in';
import { consume } from '../../lib/rate-limit';
import { setSessionCookies } from './auth-cookies.service';
import { ipLimit } from './auth-limit.service';
import { signInWithGoogle } from './google-auth.service';

export const googleAuthRoutes: RoutesPlugin = (app, { db, config, tokens }) => {
  const google = createGoogleSignIn(config);
  // Google sends the browser back to the sign-in page; the code is only redeemable with that address.
  const redirectUri = `${config.publicUrl}/login`;

  app.post('/api/users/google-auth', {
    config: { access: 'public', errors: [429] },
    schema: {
      tags: ['auth'],
      summary: 'Sign in (or sign up) with a Google authorization code',
      body: googleAuthInput,
      response: { 200: accessAnswer },
    },
    handler: async (request, reply) => {
      if (!google) throw new AppError('NOT_FOUND', 'Google sign-in is not set up on this server');
      await consume(db, ipLimit(config, request));
      const given = request.body.redirect_uri;
      // The development server runs on another port than PUBLIC_URL; elsewhere only our own page.
      if (given && given !== redirectUri && config.env !== 'development') {
        throw new AppError('VALIDATION_ERROR', 'Sign in from this site’s sign-in page', {
          redirect_uri: `Must be ${redirectUri}`,
        });
      }
      const identity = await google.identify({ code: request.body.code, redirectUri: given ?? redirectUri });
      const session = await signInWithGoogle(db, { identity, refreshDays: config.refreshTokenDays });
      setSessionCookies(reply, config, session.refresh);
      return { access: await tokens.sign(session) };
    },
  });
};
