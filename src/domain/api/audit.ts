/** A row of a company's audit log (Muutoshistoria) as GET /companies/:id/audit-log answers it. */

export type AuditAction = 'create' | 'update' | 'delete';

export interface AuditLogEntry {
  id: number;
  createdAt: string;
  /** The changed entity, e.g. company_person, address, invite. */
  entity: string;
  entityId: number | null;
  action: AuditAction;
  /** The audited values before and after the change (snake_case keys as stored); null on create or delete. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Who made the change; null when that user is gone. */
  user: { id: number; email: string; name: string } | null;
}

/** The log as a react-admin resource: the data provider fills `:companyId` from meta (its one path rule). */
export const AUDIT_LOG_RESOURCE = 'companies/:companyId/audit-log';
