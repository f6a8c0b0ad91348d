/** Builders for the company pages' tests: the answers of the API, typed by src/domain/api. */
import type { Address } from '../../../src/domain/entities/address';
import type { CompanyDetails } from '../../../src/domain/entities/company';
import type { Invite } from '../../../src/domain/entities/invite';
import type { CompanyPerson as CompanyPersonDetails } from '../../../src/domain/entities/companyPerson';
import type { CurrentUser, CurrentUserCompany } from '../../../src/domain/api/users';
import { DESCRIBABLES } from '../../../src/domain/describables';

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

export function buildInvite(overrides: Partial<Invite> = {}): Invite {
  return {
    id: 3,
    companyId: 7,
    email: 'kutsuttu@example.test',
    token: 'kutsu-token-3',
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
    addresses: [buildAddress({ id: 1, addressTypeId: 1, street: 'Mannerheimintie 12', zipcode: '00100', city: 'Helsinki', country: 'FI' })],
    ...overrides,
  };
}

/** An address as the API answers it: the fields not given are null (country FI). */
export function buildAddress(fields: Pick<Address, 'id' | 'addressTypeId'> & Partial<Address>): Address {
  return {
    companyId: 7,
    street: null,
    addressLine1: null,
    addressLine2: null,
    addressLine3: null,
    addressLine4: null,
    zipcode: null,
    city: null,
    country: 'FI',
    electronicAddress: null,
    location: null,
    poBox: null,
    electronicBillingAddress: null,
    electronicBillingOperator: null,
    electronicBillingOperatorId: null,
    ...fields,
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
    emailVerifiedAt: '2026-01-02T10:00:00.000Z',
    pendingEmail: null,
    person: { id: 11, firstName: 'Ville', lastName: 'Virtanen', title: null, birthYear: 1975, phone: null, contactLanguage: 'FI', email: 'ville@example.test' },
    permissions: permissionIds.map(userRole),
    boards: [],
    companies,
  };
}

/** An internal role as /users/me lists it, with the texts of the seeded lookup list. */
function userRole(id: number): CurrentUser['permissions'][number] {
  const seed = DESCRIBABLES['user-roles'].find((role) => role.id === id);
  return { id, shortDescription: seed?.shortDescription ?? String(id), longDescription: seed?.longDescription ?? null };
}
