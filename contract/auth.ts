import { z } from 'zod';
import { userInfo } from './users';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail address is too long')
  .pipe(z.email('Enter a valid e-mail address'));

/** Shape checks only; the server adds the common-password and not-the-e-mail rules. */
export const passwordSchema = z
  .string()
  .min(10, 'Use at least 10 characters')
  .max(128, 'Use at most 128 characters');

export const registerInput = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  username: emailSchema,
  password: z.string().min(1, 'Enter your password').max(128, 'Use at most 128 characters'),
});
export type LoginInput = z.infer<typeof loginInput>;

export const accessAnswer = z.object({ access: z.string() });

/** POST /api/token/refresh/: the token, and who it belongs to (what /api/users/info answers), so the app starts in one round trip. */
export const refreshAnswer = accessAnswer.extend({ user: userInfo });

/** POST /api/users/google-auth: the code Google sent back to the sign-in page. */
export const googleAuthInput = z.object({
  code: z.string().min(1, 'Missing code').max(2048, 'Code too long'),
  /** The address Google sent the user back to; it must be this site's sign-in page. */
  redirect_uri: z.url().max(2048).optional(),
});
export type AccessAnswer = z.infer<typeof accessAnswer>;
