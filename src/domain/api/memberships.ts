/** A company's membership of a union (SPEC §3 Membership union; SPEC §7 Memberships) as the API answers it. */

export interface MembershipUnion {
  id: number;
  name: string;
}

export interface CompanyMembership {
  id: number;
  companyId: number;
  companyMembershipUnionId: number;
  description: string | null;
  createdAt: string;
  union: MembershipUnion;
}
