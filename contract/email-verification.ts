import { z } from 'zod';
import { linkTokenSchema } from './password-reset';

export const verifyEmailInput = z.object({ token: linkTokenSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailInput>;

/** The address that is now confirmed. */
export const verifyEmailAnswer = z.object({ message: z.string(), email: z.string() });
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswer>;
