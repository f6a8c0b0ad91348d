/** Translation keys of a company person's role label and display roles, and what the page shows of their contact details. */
import type { CompanyPerson } from '../../../domain/entities/companyPerson';
import { contactEmail } from '../../../domain/companyPeople';
import { shownPhone } from '../../../domain/phone';

type Roles = Pick<CompanyPerson, 'companyAdmin' | 'userId' | 'companyManagingDirector' | 'companyContactPerson' | 'companyProductionManagement'>;

export const roleKey = (p: Pick<CompanyPerson, 'companyAdmin' | 'userId'>) =>
  `company.people.roles.${p.companyAdmin ? 'admin' : p.userId !== null ? 'user' : 'professional'}`;

export function displayRoleKeys(p: Roles): string[] {
  return [
    p.companyManagingDirector && 'company.people.roles.managingDirector',
    p.companyContactPerson && 'company.people.roles.contactPerson',
    p.companyProductionManagement && 'company.people.roles.productionManagement',
  ].filter((key): key is string => !!key);
}

export const fullName = (p: Pick<CompanyPerson, 'person'>) => `${p.person.firstName} ${p.person.lastName}`;

/**
 * The e-mail and phone shown: the person's own, which "Muokkaa perustietoja" edits, so a saved
 * change shows at once; the company's copy (taken when the person joined or was added) only when
 * the person has none. The company's copy first hid every later change (issue 9 #1).
 */
export const shownEmail = (p: Pick<CompanyPerson, 'person' | 'email'>) => contactEmail(p.person.email, p.email);
export const shownPhoneOf = (p: Pick<CompanyPerson, 'person' | 'phone'>) => shownPhone(p.person.phone) ?? shownPhone(p.phone);
