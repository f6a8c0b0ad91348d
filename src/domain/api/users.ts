/** SPEC §3 User as GET /users/me and POST /auth/login answer it: the signed-in user with person, roles and companies. */
import type { Describable } from './describables';
import type { Person } from '../entities/person';

/** A company the user belongs to, or has asked to join (status pending). */
export interface CurrentUserCompany {
  id: number;
  name: string;
  registrationNumber: string;
  companyAdmin: boolean;
  status: 'active' | 'pending';
  /** Company permissions held (src/domain/companyPermissions.ts); an admin's list has them all. */
  permissions: string[];
}

/** An internal role (SPEC §3 user roles, e.g. 2 PATEVA_OFFICE) with its texts. */
export type UserPermission = Pick<Describable, 'id' | 'shortDescription' | 'longDescription'>;

export interface CurrentUser {
  id: number;
  email: string;
  emailVerifiedAt: string | null;
  personId: number;
  person: Person;
  permissions: UserPermission[];
  /** Board memberships: none are answered yet (the boards module is not built). */
  boards: never[];
  companies: CurrentUserCompany[];
}
