import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Stored trimmed and lower-cased, so the unique index is case-insensitive in effect. */
    email: text('email').notNull(),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    businessId: uuid('business_id').references(() => businesses.id),
    /** owner | manager | florist; null until the user creates or joins a business. */
    role: text('role', { enum: ['owner', 'manager', 'florist'] }),
    isActive: boolean('is_active').notNull().default(true),
    emailVerified: boolean('email_verified').notNull().default(false),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    googleSub: text('google_sub'),
    /**
     * Raised whenever every session of the user must end (password set or reset, deactivation, an
     * unverified account taken over by a Google sign-in). Access tokens carry the value they were
     * issued under, and the per-request user lookup refuses any other, so they stop at once.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub).where(sql`${t.googleSub} is not null`),
    index('users_business_idx').on(t.businessId),
  ],
);
