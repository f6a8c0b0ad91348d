/** A row of a company's audit log (Muutoshistoria) as GET /companies/:id/audit-log answers it. */
import { z } from 'zod';
import { AUDIT_ENTITY_NAMES, NAMED_RESOURCES } from '../auditFields';

export const auditActionSchema = z.enum(['create', 'update', 'delete']);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** The changed entity, e.g. company_person, address, invite (src/domain/auditFields.ts). */
  entity: z.string(),
  entityId: z.number().int().nullable(),
  action: auditActionSchema,
  /** The audited values before and after the change (snake_case keys as stored); null on create or delete. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Who made the change; null when that user is gone. */
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  /**
   * The names of the records that before and after refer to by id, by resource and id
   * (`{ users: { "12": "Aila Käyttäjä" }, products: { "1": "Laatusertifikaatti" } }`):
   * the browser has no way to name a user or another company. A record that is gone has none.
   */
  names: z.partialRecord(z.enum(NAMED_RESOURCES), z.record(z.string(), z.string())),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** The entity names the log's `entity` filter takes. */
export const auditEntitySchema = z.enum(AUDIT_ENTITY_NAMES, { error: 'Tuntematon tietolaji.' });

/** One who has changed the company's data (GET /companies/:id/audit-log/users), for the log's filter. */
export const auditLogUserSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type AuditLogUser = z.infer<typeof auditLogUserSchema>;

/** The log as a react-admin resource: the data provider fills `:companyId` from meta (its one path rule). */
export const AUDIT_LOG_RESOURCE = 'companies/:companyId/audit-log';

/** The users who have changed the company's data, as a react-admin resource (the log's user filter). */
export const AUDIT_LOG_USERS_RESOURCE = 'companies/:companyId/audit-log/users';
