/** SPEC §3 Invite, §4 (stored → validated → accepted), §7 Invites. */
import { z } from 'zod';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { boolean, computed, datetime, id, readOnly, reference, sortable, storable } from './fields';
import { email } from './fieldsContact';

export const invite = defineEntity({
  resource: 'invites',
  path: 'companies/:companyId/invites',
  fields: {
    id: id(),
    companyId: reference('companies', { fromPath: true }),
    email: sortable(email({ required: true })),
    // SPEC §3 names the token: the company's people managers cancel an invite by it (DELETE …/invites/{token}).
    // Null for an invite made before tokens were kept (docs/decisions.md); those are cancelled by id.
    token: readOnly('text', z.string().nullable(), { list: false, show: false }),
    companyAdmin: boolean({}),
    companyManagingDirector: boolean({}),
    companyContactPerson: boolean({}),
    createdAt: datetime({ sortable: true }),
    updatedAt: datetime({ list: false }),
    /** Set once cancelled. */
    deletedAt: datetime({ nullable: true, list: false }),
    expiresAt: datetime({ sortable: true }),
    expired: computed(z.boolean(), {}),
  },
});
export type Invite = EntityRecord<typeof invite>;
export type CreateInviteBody = EntityBody<typeof invite>;

/** The token of an e-mail link, or (in the company's own paths, for an invite without a kept token) its numeric id. */
export const inviteTokenSchema = z.string().min(1).max(200).refine(storable);

/** A purely numeric value in an invite path names the invite by id (docs/decisions.md). */
export const isInviteId = (value: string) => /^[1-9]\d{0,14}$/.test(value);

/** GET /invites/{token}/validate (SPEC §7, snake_case as SPEC names it); all null but is_valid when invalid. */
export const inviteValidationSchema = z.object({
  is_valid: z.boolean(),
  company_name: z.string().nullable(),
  new_user: z.boolean().nullable(),
  email: z.string().nullable(),
});
export type InviteValidation = z.output<typeof inviteValidationSchema>;

/** POST /companies/{id}/invites/{token}/accept. */
export const inviteAcceptedSchema = z.object({ accepted: z.literal(true), companyId: z.number().int(), companyName: z.string() });
export type InviteAccepted = z.output<typeof inviteAcceptedSchema>;
