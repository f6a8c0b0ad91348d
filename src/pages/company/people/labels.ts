/** Translation keys of a company person's role label and display roles. */
import type { CompanyPerson } from '../../../domain/api/people';

export const roleKey = (p: Pick<CompanyPerson, 'companyAdmin' | 'userId'>) =>
  `company.people.roles.${p.companyAdmin ? 'admin' : p.userId !== null ? 'user' : 'professional'}`;

export function displayRoleKeys(p: CompanyPerson): string[] {
  return [
    p.companyManagingDirector && 'company.people.roles.managingDirector',
    p.companyContactPerson && 'company.people.roles.contactPerson',
    p.companyProductionManagement && 'company.people.roles.productionManagement',
  ].filter((key): key is string => !!key);
}

export const fullName = (p: CompanyPerson) => `${p.person.firstName} ${p.person.lastName}`;
