import type { FastifyRequest } from 'fastify';
import { memberOf } from '../../lib/auth-guards';
import { staffActor } from './audit-trail.service';

/**
 * What a staff change needs to know of who asks: the member's shop, and the member as the actor
 * the audit trail writes the change down for.
 */
export function staffScope(request: FastifyRequest) {
  const { businessId, userId } = memberOf(request);
  return { businessId, actor: staffActor(userId) };
}
