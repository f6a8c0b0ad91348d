/** Builders for the company pages' tests. */
import type { CurrentUser, CurrentUserCompany } from '../../../src/authProvider/currentUser';
import type { CompanyDetails } from '../../../src/pages/company/types';
import type { CompanyPersonDetails } from '../../../src/pages/company/people/types';

/** A company person as GET /companies/:id/people/:personId answers (the list leaves out educations and certificates). */
export function buildCompanyPerson(overrides: Partial<CompanyPersonDetails> = {}): CompanyPersonDetails {
  const personId = overrides.personId ?? 21;
  return {
    id: personId + 100,
    companyId: 7,
    personId,
    userId: 31,
    person: { id: personId, firstName: 'Pekka', lastName: 'Putkinen', title: 'Työnjohtaja', birthYear: 1980, phone: '+358401234567', contactLanguage: 'FI', email: 'pekka@example.test' },
    email: 'pekka@example.test',
    phone: '+358401234567',
    companyAdmin: false,
    companyContactPerson: false,
    companyManagingDirector: false,
    companyProductionManagement: false,
    title: 'Työnjohtaja',
    permissions: [],
    roleLabel: 'Käyttäjä',
    personEducations: [],
    personCertificates: [],
    ...overrides,
  };
}
import type { InviteItem } from '../../../src/pages/company/invites/types';

export function buildInvite(overrides: Partial<InviteItem> = {}): InviteItem {
  return {
    id: 3,
    companyId: 7,
    email: 'kutsuttu@example.test',
    companyAdmin: false,
    companyManagingDirector: false,
    companyContactPerson: false,
    createdAt: '2026-03-02T08:30:00.000Z',
    updatedAt: '2026-03-02T08:30:00.000Z',
    deletedAt: null,
    expiresAt: '2026-03-09T08:30:00.000Z',
    expired: false,
    ...overrides,
  };
}

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
