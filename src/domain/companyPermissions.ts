/**
 * Per-person rights inside a company (SPEC §6 leaves the list open; decision in
 * docs/decisions.md). Company admins (Pääkäyttäjä) hold every one of them.
 */
export const COMPANY_PERMISSIONS = [
  'people',
  'company_details',
  'agreements',
  'references_projects',
  'finances',
  'applications',
] as const;
export type CompanyPermission = (typeof COMPANY_PERMISSIONS)[number];

export const COMPANY_PERMISSION_LABELS: Record<CompanyPermission, string> = {
  people: 'Henkilöiden ja kutsujen hallinta',
  company_details: 'Yrityksen perustietojen, osoitteiden, yksiköiden, jäsenyyksien ja konsernisuhteiden hallinta',
  agreements: 'Sopimusten hallinta',
  references_projects: 'Referenssien ja projektien hallinta',
  finances: 'Talouden hallinta',
  applications: 'Hakemusten hallinta',
};

export interface Membership {
  companyAdmin: boolean;
  permissions: readonly string[];
}

export function hasCompanyPermission(membership: Membership | null | undefined, permission: CompanyPermission): boolean {
  if (!membership) return false;
  return membership.companyAdmin || membership.permissions.includes(permission);
}
