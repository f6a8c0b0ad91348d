/** SPEC §2 and §4 onboarding states. */
export type RegistrationStatus = 'registration_form' | 'authentication';
export type CompanySearchStatus = 'none' | 'company_received';
export type RegistrationCompanyStatus = 'none' | 'has_admin' | 'no_admin';

/** registration_form moves to authentication once the server has taken the registration. */
export const nextRegistrationStatus = (registered: boolean): RegistrationStatus =>
  registered ? 'authentication' : 'registration_form';

/** Company search moves to company_received once a company arrives. */
export const companySearchStatus = (company: unknown): CompanySearchStatus =>
  company ? 'company_received' : 'none';

/** none: not in the portal yet; has_admin / no_admin: in the portal, with or without a company admin. */
export function registrationCompanyStatus(
  portalCompany: { hasAdmin: boolean } | null | undefined,
): RegistrationCompanyStatus {
  if (!portalCompany) return 'none';
  return portalCompany.hasAdmin ? 'has_admin' : 'no_admin';
}
