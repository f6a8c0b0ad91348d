/** SPEC §3/§6 company person: the role label and the display roles shown beside it. */
export const ROLE_LABELS = {
  admin: 'Pääkäyttäjä',
  user: 'Käyttäjä',
  professional: 'Ammattilainen',
} as const;
export type RoleLabel = (typeof ROLE_LABELS)[keyof typeof ROLE_LABELS];

export interface CompanyPersonRoles {
  companyAdmin: boolean;
  userId: number | null;
  companyManagingDirector: boolean;
  companyContactPerson: boolean;
  companyProductionManagement: boolean;
}

/** Admin shows Pääkäyttäjä; one with a user Käyttäjä; one without a user is a professional, Ammattilainen. */
export function roleLabel(person: Pick<CompanyPersonRoles, 'companyAdmin' | 'userId'>): RoleLabel {
  if (person.companyAdmin) return ROLE_LABELS.admin;
  return person.userId !== null ? ROLE_LABELS.user : ROLE_LABELS.professional;
}

export const DISPLAY_ROLE_LABELS = {
  companyManagingDirector: 'Toimitusjohtaja',
  companyContactPerson: 'Yhteyshenkilö',
  companyProductionManagement: 'Tuotannon johto',
} as const;

/** The display roles a person holds, in the order they are shown. */
export function displayRoles(person: CompanyPersonRoles): string[] {
  return (Object.keys(DISPLAY_ROLE_LABELS) as Array<keyof typeof DISPLAY_ROLE_LABELS>)
    .filter((key) => person[key])
    .map((key) => DISPLAY_ROLE_LABELS[key]);
}

/** SPEC §5/§9: a person saved without a birth year gets 1901, which therefore means "not given". */
export const DEFAULT_BIRTH_YEAR = 1901;

/** The birth year as given by a person, null where only the default stands. */
export function givenBirthYear(year: number | null | undefined): number | null {
  return year === null || year === undefined || year === DEFAULT_BIRTH_YEAR ? null : year;
}

/**
 * The e-mail a company person is reached at, as the company page and the office's people list both
 * show it: the person's own (which the person edits), the company's copy (taken when the person
 * joined or was added) only when the person has none (issue 9 #1, issue 18 §7).
 */
export const contactEmail = (personEmail: string | null, companyEmail: string | null): string | null => personEmail ?? companyEmail;
