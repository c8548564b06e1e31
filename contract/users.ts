import { z } from 'zod';

export const roles = ['owner', 'manager', 'florist'] as const;
export type Role = (typeof roles)[number];
export const staffRoles: readonly Role[] = ['owner', 'manager'];

export const userInfo = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(roles).nullable(),
  business_id: z.string().nullable(),
  onboarding_completed: z.boolean(),
  email_verified: z.boolean(),
  /** False for an account that only signs in with Google: it sets a first password through an e-mailed link. Always sent. */
  has_password: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const onboardingStatus = z.object({ completed: z.boolean() });

export const availabilityQuery = z.object({
  type: z.enum(['email', 'url']),
  value: z.string().trim().min(1).max(254),
});
export const availabilityAnswer = z.object({ available: z.boolean() });
