import type { UserInfo } from '@contract/users';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The columns the signed-in user's description reads, for a select of just those. */
export const userInfoColumns = (table: typeof users) => ({
  id: table.id,
  email: table.email,
  firstName: table.firstName,
  lastName: table.lastName,
  role: table.role,
  businessId: table.businessId,
  onboardingCompleted: table.onboardingCompleted,
  emailVerified: table.emailVerified,
  passwordHash: table.passwordHash,
});

/**
 * The signed-in user as `/api/users/info` and the token refresh describe them: one shape, so the
 * app can take it from either answer.
 */
export function toUserInfo(
  row: Pick<
    UserRow,
    | 'id'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'role'
    | 'businessId'
    | 'onboardingCompleted'
    | 'emailVerified'
    | 'passwordHash'
  >,
): UserInfo {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    business_id: row.businessId,
    onboarding_completed: row.onboardingCompleted,
    email_verified: row.emailVerified,
    has_password: row.passwordHash !== null,
  };
}
