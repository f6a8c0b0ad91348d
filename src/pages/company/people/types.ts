/** Company people as the API returns them (SPEC §3 Company person, Person, Education, certificate). */
import type { RoleLabel } from '../../../domain/companyPeople';

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  title: string | null;
  birthYear: number;
  phone: string | null;
  contactLanguage: string;
  email: string | null;
}

export interface Education {
  id: number;
  educationLevelId: number | null;
  educationDegreeId: number | null;
  description: string | null;
  educationalInstitute: string | null;
  graduationYear: number | null;
}

export interface PersonCertificate {
  id: number;
  certificateName: string;
  certificateNumber: string | null;
  issuer: string | null;
  validFrom: string | null;
  validUntil: string | null;
  additionalInfo: string | null;
}

export interface CompanyPerson {
  id: number;
  companyId: number;
  personId: number;
  userId: number | null;
  person: Person;
  email: string | null;
  phone: string | null;
  companyAdmin: boolean;
  companyContactPerson: boolean;
  companyManagingDirector: boolean;
  companyProductionManagement: boolean;
  title: string | null;
  permissions: string[];
  roleLabel: RoleLabel;
}

export interface CompanyPersonDetails extends CompanyPerson {
  personEducations: Education[];
  personCertificates: PersonCertificate[];
}

export interface Describable {
  id: number;
  shortDescription: string;
}

export interface Page<T> {
  data: T[];
  meta: { currentPage: number; perPage: number; total: number; lastPage: number };
}
