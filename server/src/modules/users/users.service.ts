import { businessUrlSchema } from '@contract/business';
import type { UserInfo } from '@contract/users';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { toUserInfo } from '../auth';
import { isUrlFree } from '../business';

export async function getUserInfo(db: Db, { userId }: { userId: string }): Promise<UserInfo> {
  const query = prepared(db, 'user_by_id', (d) =>
    d
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('user_by_id'),
  );
  const [row] = await query.execute({ id: userId });
  if (!row) throw notFound('user');
  return toUserInfo(row);
}

/** Onboarding ends once the user has a business; before that it cannot be marked complete. */
export async function completeOnboarding(db: Db, { userId }: { userId: string }): Promise<void> {
  const updated = await db
    .update(users)
    .set({ onboardingCompleted: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNotNull(users.businessId)))
    .returning({ id: users.id });
  if (updated.length === 0) {
    throw new AppError('VALIDATION_ERROR', 'Create your business before finishing onboarding', {
      business: 'Create your business first',
    });
  }
}

/** Whether an e-mail or shop url is free; a signed-in caller's own values count as free. */
export async function checkAvailability(
  db: Db,
  {
    type,
    value,
    caller,
  }: { type: 'email' | 'url'; value: string; caller: { email: string; businessId: string | null } | null },
): Promise<boolean> {
  const normalised = value.trim().toLowerCase();
  if (type === 'url') {
    if (!businessUrlSchema.safeParse(normalised).success) return false;
    return isUrlFree(db, { url: normalised, exceptBusinessId: caller?.businessId });
  }
  if (caller?.email === normalised) return true;
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, normalised)).limit(1);
  return rows.length === 0;
}
