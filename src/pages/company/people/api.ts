/** The changes of the company people section (SPEC §7 People and Company people) and the cached lookup lists; the people load through useApiResource. */
import { apiFetch } from '../../../dataProvider/httpClient';
import type { Describable } from '../../../domain/api/describables';
import type { CompanyPersonDetails, Education, PersonCertificate, PersonDetails } from '../../../domain/api/people';
import type { Page } from '../../../domain/api/lists';

export const peopleApi = {
  addProfessional: (companyId: number, body: unknown) =>
    apiFetch<CompanyPersonDetails>(`/companies/${companyId}/people`, { method: 'POST', body }),
  updateInCompany: (companyId: number, personId: number, body: unknown) =>
    apiFetch<CompanyPersonDetails>(`/companies/${companyId}/people/${personId}`, { method: 'PUT', body }),
  remove: (companyId: number, personId: number) => apiFetch<void>(`/companies/${companyId}/people/${personId}`, { method: 'DELETE' }),
  updatePerson: (personId: number, body: unknown) => apiFetch<PersonDetails>(`/people/${personId}`, { method: 'PUT', body }),
  replaceEducations: (personId: number, educations: unknown[]) =>
    apiFetch<Page<Education>>(`/people/${personId}/educations`, { method: 'PUT', body: { educations } }),
  addCertificate: (personId: number, body: unknown) =>
    apiFetch<PersonCertificate>(`/people/${personId}/certificates`, { method: 'POST', body }),
  updateCertificate: (personId: number, certId: number, body: unknown) =>
    apiFetch<PersonCertificate>(`/people/${personId}/certificates/${certId}`, { method: 'PUT', body }),
  deleteCertificate: (personId: number, certId: number) =>
    apiFetch<void>(`/people/${personId}/certificates/${certId}`, { method: 'DELETE' }),
  lookup,
};

type LookupName = 'education-degrees' | 'education-levels';
const lookups = new Map<LookupName, Promise<Describable[]>>();

/** Lookup lists are cached once loaded (SPEC §7); a failed load is tried again next time. */
function lookup(name: LookupName): Promise<Describable[]> {
  let request = lookups.get(name);
  if (!request) {
    request = apiFetch<Describable[]>(`/descriptions/${name}`);
    lookups.set(name, request);
    request.catch(() => lookups.delete(name));
  }
  return request;
}
