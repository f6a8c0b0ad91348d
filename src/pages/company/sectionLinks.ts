/**
 * The sections of a company's pages, in menu order: a path under
 * /companies/:companyId/ and its label key. Kept apart from the components so
 * the side menu of every area can link to them without loading the pages.
 */
export const COMPANY_SECTION_LINKS = [
  { path: 'overview', labelKey: 'company.sections.overview' },
  { path: 'people', labelKey: 'company.sections.people' },
  { path: 'invites', labelKey: 'company.sections.invites' },
  { path: 'addresses', labelKey: 'company.sections.addresses' },
  { path: 'offices', labelKey: 'company.sections.offices' },
  { path: 'memberships', labelKey: 'company.sections.memberships' },
  { path: 'relations', labelKey: 'company.sections.relations' },
  { path: 'agreements', labelKey: 'company.sections.agreements' },
  { path: 'history', labelKey: 'company.sections.history' },
  { path: 'references', labelKey: 'company.sections.references' },
  { path: 'projects', labelKey: 'company.sections.projects' },
  { path: 'finances', labelKey: 'company.sections.finances' },
  { path: 'certificates', labelKey: 'company.sections.certificates' },
  { path: 'offer-packs', labelKey: 'company.sections.offer-packs' },
  { path: 'applications', labelKey: 'company.sections.applications' },
  { path: 'cases', labelKey: 'company.sections.cases' },
  { path: 'audits', labelKey: 'company.sections.audits' },
  { path: 'deviations', labelKey: 'company.sections.deviations' },
] as const;

export type CompanySectionPath = (typeof COMPANY_SECTION_LINKS)[number]['path'];

export const companySectionPath = (companyId: number, section: CompanySectionPath) => `/companies/${companyId}/${section}`;
