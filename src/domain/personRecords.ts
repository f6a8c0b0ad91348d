/**
 * Who changes a person's record (issue 18 #3; docs/decisions.md "A person's record and the people
 * permission"). One rule for both ways in: the person's own routes (/people/{id}: basic fields,
 * educations, certificates) and the company's (/companies/{id}/people/{personId}: roles, contact
 * details, permissions). The person themself and office staff always; in a company where the person
 * is active, its admins, and holders of `people` only when the person is not an admin. An admin's
 * record is therefore changed only by an admin (or themself, or the office): `people` lets a member
 * manage the company's people, not the admins who gave it.
 */
import { hasCompanyPermission, type Membership } from './companyPermissions';

export interface PersonRecordChanger {
  /** Office staff or a sysadmin (SPEC §6 office permission). */
  office: boolean;
  /** The record is the caller's own person. */
  self: boolean;
  /** The caller's active memberships in the companies where the person is active (the route's company only, on a company route). */
  memberships: readonly Membership[];
}

export interface PersonRecordTarget {
  /**
   * The person is a company admin: on a company route, of that company; on the person's own routes
   * (one record shared by every company of the person), of any company where they are active.
   */
  admin: boolean;
}

/** Whether a membership lets its holder change a fellow person's record in that company. */
export function managesPersonIn(membership: Membership, target: PersonRecordTarget): boolean {
  if (membership.companyAdmin) return true;
  return !target.admin && hasCompanyPermission(membership, 'people');
}

export function canChangePersonRecord(caller: PersonRecordChanger, target: PersonRecordTarget): boolean {
  if (caller.office || caller.self) return true;
  return caller.memberships.some((membership) => managesPersonIn(membership, target));
}

/** Why a `people` holder is refused an admin's record (both routes answer it, 403). */
export const ADMIN_RECORD_ONLY = 'Vain yrityksen pääkäyttäjä voi muuttaa pääkäyttäjän tietoja.';

/** Whether a refusal is only because the person is an admin (the caller would manage anyone else). */
export const refusedAsAdminRecord = (caller: PersonRecordChanger, target: PersonRecordTarget): boolean =>
  target.admin && !canChangePersonRecord(caller, target) && canChangePersonRecord(caller, { admin: false });
