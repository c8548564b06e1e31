import { sql } from 'drizzle-orm';
import { users } from './schema';

type NameColumns = { firstName: unknown; lastName: unknown; role: unknown };

/**
 * A person as the rest of their shop sees them (an order's assignee and history, the team an order
 * is given to, the day's sheet, the delivery run): their name, or their role when they gave none.
 * Never their e-mail address: a florist choosing a driver is not told the owner's address.
 */
export const personName = (person: NameColumns = users) =>
  sql<string>`coalesce(nullif(trim(${person.firstName} || ' ' || ${person.lastName}), ''), initcap(coalesce(${person.role}, 'florist')))`;

/** The same, for a users row read under an alias in a statement written by hand (`u`). */
export const personNameAt = (alias: string) =>
  personName({
    firstName: sql.raw(`${alias}.first_name`),
    lastName: sql.raw(`${alias}.last_name`),
    role: sql.raw(`${alias}.role`),
  });
