/** SPEC §3 Person, Education, personal certificate and Company person as the API answers them (SPEC §7 People). */
import type { RoleLabel } from '../companyPeople';

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

/** Dates as yyyy-MM-dd. */
export interface PersonCertificate {
  id: number;
  certificateName: string;
  certificateNumber: string | null;
  issuer: string | null;
  validFrom: string | null;
  validUntil: string | null;
  additionalInfo: string | null;
}

/** A person with educations and certificates: PUT /people/:id answers it. */
export interface PersonDetails extends Person {
  personEducations: Education[];
  personCertificates: PersonCertificate[];
}

/** A person's membership of a company (GET /companies/:id/people lists these). */
export interface CompanyPerson {
  id: number;
  companyId: number;
  personId: number;
  /** Null for a professional (Ammattilainen), a person without a login. */
  userId: number | null;
  person: Person;
  email: string | null;
  phone: string | null;
  companyAdmin: boolean;
  companyContactPerson: boolean;
  companyManagingDirector: boolean;
  companyProductionManagement: boolean;
  title: string | null;
  /** Company permissions (src/domain/companyPermissions.ts). */
  permissions: string[];
  roleLabel: RoleLabel;
}

/** One company person with educations and certificates: GET, POST and PUT /companies/:id/people/:personId answer it. */
export interface CompanyPersonDetails extends CompanyPerson {
  personEducations: Education[];
  personCertificates: PersonCertificate[];
}
