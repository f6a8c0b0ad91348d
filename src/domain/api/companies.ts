/**
 * The company's answers are declared in entities/company.ts. These re-exports stay only
 * while modules migrating in parallel (people) still import them from here; remove then.
 */
export type { Company, CompanyDetails, CompanyList, PortalCompany, PublicCompany } from '../entities/company';
