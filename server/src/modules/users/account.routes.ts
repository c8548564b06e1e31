import { updateInfoInput, updatePasswordAnswer, updatePasswordInput } from '@contract/account';
import { userInfo } from '@contract/users';
import { userOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { tagRoutes } from '../../lib/route-tags';
import { setSessionCookies } from '../auth';
import { updatePassword, updateUserInfo } from './account.service';
import { getUserInfo } from './users.service';

export const accountRoutes: RoutesPlugin = (app, { db, config, mail, tokens }) => {
  tagRoutes(app, ['users']);

  app.post('/api/users/update-info', {
    config: { access: 'user' },
    schema: {
      summary:
        'Change your name and e-mail address (a new address must be confirmed again, and signs out every other device)',
      body: updateInfoInput,
      response: { 200: userInfo },
    },
    handler: async (request, reply) => {
      const { userId, googleAuthAt } = userOf(request);
      const changed = await updateUserInfo(db, {
        userId,
        input: request.body,
        publicUrl: config.publicUrl,
        googleAuthAt,
        refreshDays: config.refreshTokenDays,
      });
      if (changed.emailChanged) {
        // Every session ended, this browser's too: its new one comes as the refresh cookie, and
        // the app's next call refreshes its access token with it.
        setSessionCookies(reply, config, changed.refresh);
        mail.kick();
      }
      return getUserInfo(db, { userId });
    },
  });

  app.post('/api/users/update-password', {
    config: { access: 'user' },
    schema: {
      summary:
        'Change your password with the current one (an account with none gets a link by e-mail instead); signs out every other device',
      body: updatePasswordInput,
      response: { 200: updatePasswordAnswer },
    },
    handler: async (request, reply) => {
      const userId = userOf(request).userId;
      const { refresh, sessionVersion } = await updatePassword(db, {
        userId,
        input: request.body,
        refreshDays: config.refreshTokenDays,
      });
      // A fresh session for this browser; every other one ended, the access token sent here too.
      setSessionCookies(reply, config, refresh);
      return {
        message: 'Your password has been changed. Other devices have been signed out.',
        access: await tokens.sign({ userId, sessionVersion }),
      };
    },
  });
};
