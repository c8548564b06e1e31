import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { users } from './users';

export const userTokenPurposes = ['reset_password', 'verify_email', 'invite'] as const;
export type UserTokenPurpose = (typeof userTokenPurposes)[number];

/**
 * Single-use links sent by e-mail: password reset, e-mail verification, invitations. Only the
 * sha256 of a token is kept; the token itself is only ever in the e-mail.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: userTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was sent to: a verification confirms this address and no other. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.purpose)],
);
