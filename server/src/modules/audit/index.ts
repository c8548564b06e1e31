/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */

export { auditRoutes } from './audit.routes';
export { listEntityAudit } from './audit.service';
export { type AuditSubjects, ERASED_VALUE, redactAuditAbout } from './audit-redaction.service';
export {
  type AuditActor,
  type AuditChanges,
  auditStatement,
  cardProviderActor,
  customerActor,
  diffFields,
  hasChanges,
  recordAudit,
  recordAudits,
  staffActor,
  systemActor,
  withoutSecrets,
} from './audit-trail.service';
export { staffScope } from './staff-scope.service';
