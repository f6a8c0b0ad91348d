/** Builders for the company pages' tests. */
import type { CurrentUser, CurrentUserCompany } from '../../../src/authProvider/currentUser';
import type { CompanyDetails } from '../../../src/pages/company/types';

export function buildCompany(overrides: Partial<CompanyDetails> = {}): CompanyDetails {
  return {
    id: 7,
    name: 'Rakennus Virtanen Oy',
    registrationNumber: '2900000-4',
    switchboardNumber: '+358207000000',
    companyStatusId: 1,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    hasAdmin: true,
    peopleCount: 4,
    addresses: [{ id: 1, addressTypeId: 1, street: 'Mannerheimintie 12', zipcode: '00100', city: 'Helsinki', country: 'FI' }],
    ...overrides,
  };
}

export function buildMembership(overrides: Partial<CurrentUserCompany> = {}): CurrentUserCompany {
  return { id: 7, name: 'Rakennus Virtanen Oy', registrationNumber: '2900000-4', companyAdmin: true, status: 'active', permissions: [], ...overrides };
}

export function buildUser(companies: CurrentUserCompany[], permissionIds: number[] = []): CurrentUser {
  return {
    id: 1,
    email: 'ville@example.test',
    personId: 11,
    person: { id: 11, firstName: 'Ville', lastName: 'Virtanen' },
    permissions: permissionIds.map((id) => ({ id })),
    boards: [],
    companies,
  };
}
