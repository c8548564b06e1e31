import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';

const nameSchema = z.string().trim().max(80, 'Use at most 80 characters');

/**
 * POST /api/users/update-info. Without `email` the address stays; a new one must be confirmed
 * again, and an account with a password gives it to change the address (the address is where
 * password resets go, so a borrowed session must not be able to move it). An account without a
 * password moves it only within minutes of a Google sign-in (403 with `details.proof = "google"`).
 */
export const updateInfoInput = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema.optional(),
  current_password: z.string().max(128, 'Use at most 128 characters').optional(),
});
export type UpdateInfoInput = z.infer<typeof updateInfoInput>;

/** The profile form: the same fields, the address always filled in. */
export const profileForm = updateInfoInput.required({ email: true });
export type ProfileForm = z.infer<typeof profileForm>;

const repeat = z.string().min(1, 'Repeat the new password').max(128, 'Use at most 128 characters');
const mismatch = { message: 'The passwords do not match', path: ['confirm_password'] };

/**
 * POST /api/users/update-password. `current_password` is required (the server says so in details);
 * an account that only signs in with Google sets its first password through an e-mailed link
 * (`POST /api/users/set-password/request`). `new_password` is accepted for `password`
 * (docs/product.md, Accounts).
 */
export const updatePasswordInput = z
  .object({
    current_password: z.string().max(128, 'Use at most 128 characters').optional(),
    password: passwordSchema.optional(),
    new_password: passwordSchema.optional(),
    confirm_password: repeat.optional(),
  })
  .transform(({ new_password, password, ...rest }, ctx) => {
    const chosen = password ?? new_password;
    if (chosen === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Enter a new password', path: ['password'] });
      return z.NEVER;
    }
    if (rest.confirm_password !== undefined && rest.confirm_password !== chosen) {
      ctx.addIssue({ code: 'custom', ...mismatch });
      return z.NEVER;
    }
    return { current_password: rest.current_password, password: chosen };
  });
export type UpdatePasswordInput = z.input<typeof updatePasswordInput>;

/** The password form of the profile page. */
export const passwordForm = z
  .object({
    current_password: z.string().max(128, 'Use at most 128 characters'),
    password: passwordSchema,
    confirm_password: repeat,
  })
  .refine((value) => value.password === value.confirm_password, mismatch);
export type PasswordForm = z.infer<typeof passwordForm>;

/** `access` replaces the caller's access token, which the change ended with every other session. */
export const updatePasswordAnswer = z.object({ message: z.string(), access: z.string().optional() });
export type UpdatePasswordAnswer = z.infer<typeof updatePasswordAnswer>;
