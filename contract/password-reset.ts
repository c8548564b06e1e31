import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';

/** The token of an e-mailed link (43 characters of base64url); anything far off is refused early. */
export const linkTokenSchema = z
  .string()
  .trim()
  .min(1, 'The link is incomplete')
  .max(200, 'The link is not valid');

export const resetPasswordRequestInput = z.object({ email: emailSchema });
export type ResetPasswordRequestInput = z.infer<typeof resetPasswordRequestInput>;

const newPasswordFields = {
  password: passwordSchema,
  confirm_password: z.string().min(1, 'Repeat the new password').max(128, 'Use at most 128 characters'),
};

const passwordsMatch = (value: { password: string; confirm_password: string }) =>
  value.password === value.confirm_password;
const mismatch = { message: 'The passwords do not match', path: ['confirm_password'] };

/** The form of the confirm page: the token comes from the link, not from a field. */
export const newPasswordForm = z.object(newPasswordFields).refine(passwordsMatch, mismatch);
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

export const resetPasswordConfirmInput = z
  .object({ token: linkTokenSchema, ...newPasswordFields })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordConfirmInput = z.infer<typeof resetPasswordConfirmInput>;

export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;
