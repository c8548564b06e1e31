import type { Role } from '@contract/users';

/** Owners and managers (docs/product.md, Roles): they see settings, analytics, customers and money. */
export function isStaff(role: Role | null | undefined): boolean {
  return role === 'owner' || role === 'manager';
}
