/** SPEC §3 User as GET /users/me and POST /auth/login answer it: the signed-in user with person, roles and companies. */
import { z } from 'zod';
import { responseSchema } from '../entities/entity';
import { person } from '../entities/person';
import { describableSchema } from './describables';

/** A company the user belongs to, or has asked to join (status pending). */
export const currentUserCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  registrationNumber: z.string(),
  companyAdmin: z.boolean(),
  status: z.enum(['active', 'pending']),
  /** Company permissions held (src/domain/companyPermissions.ts); an admin's list has them all. */
  permissions: z.array(z.string()),
});
export type CurrentUserCompany = z.infer<typeof currentUserCompanySchema>;

/** A board the user is an active member of (issue 20). */
export const currentUserBoardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  boardMemberRoleId: z.number().int(),
});
export type CurrentUserBoard = z.infer<typeof currentUserBoardSchema>;

/** An internal role (SPEC §3 user roles, e.g. 2 PATEVA_OFFICE) with its texts. */
export const userPermissionSchema = describableSchema.pick({ id: true, shortDescription: true, longDescription: true });
export type UserPermission = z.infer<typeof userPermissionSchema>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  emailVerifiedAt: z.string().nullable(),
  /** A new sign-in address asked for and not yet confirmed through its link (60 minutes), else null. */
  pendingEmail: z.string().nullable(),
  personId: z.number().int(),
  person: responseSchema(person),
  permissions: z.array(userPermissionSchema),
  /** SPEC §3 User.boards: the boards the user is an active member of, with the role ('board-meeting-roles'). */
  boards: z.array(currentUserBoardSchema),
  companies: z.array(currentUserCompanySchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
