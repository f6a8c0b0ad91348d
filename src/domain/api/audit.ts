/** A row of a company's audit log (Muutoshistoria) as GET /companies/:id/audit-log answers it. */
import { z } from 'zod';

export const auditActionSchema = z.enum(['create', 'update', 'delete']);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** The changed entity, e.g. company_person, address, invite. */
  entity: z.string(),
  entityId: z.number().int().nullable(),
  action: auditActionSchema,
  /** The audited values before and after the change (snake_case keys as stored); null on create or delete. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Who made the change; null when that user is gone. */
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** The log as a react-admin resource: the data provider fills `:companyId` from meta (its one path rule). */
export const AUDIT_LOG_RESOURCE = 'companies/:companyId/audit-log';
