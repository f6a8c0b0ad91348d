/** Request schemas of the invite routes (SPEC §3 Invite, §7), shared by server and form. */
import { z } from 'zod';
import { emailSchema } from './auth';
import { listQuerySchema } from './list';

const role = z.boolean({ error: 'Valitse kyllä tai ei.' }).default(false);

export const createInviteSchema = z.object({
  email: emailSchema,
  company_admin: role,
  company_managing_director: role,
  company_contact_person: role,
});
export type CreateInviteBody = z.infer<typeof createInviteSchema>;

export const INVITE_SORTS = ['createdAt', 'expiresAt', 'email'] as const;

export const inviteListQuerySchema = listQuerySchema.extend({
  sort: z.enum(INVITE_SORTS).default('createdAt'),
});
export type InviteListQuery = z.output<typeof inviteListQuerySchema>;

/** The token of an e-mail link, or (in the company's own paths) an invite's numeric id. */
export const inviteTokenSchema = z.string().min(1).max(200);

/** A purely numeric value in an invite path names the invite by id (docs/decisions.md). */
export const isInviteId = (value: string) => /^[1-9]\d{0,14}$/.test(value);
