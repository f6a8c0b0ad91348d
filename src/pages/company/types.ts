/** The company as GET /api/companies/:id returns it (docs/api.md). */
import type { Address } from '../../domain/addresses';

export interface CompanyDetails {
  id: number;
  name: string;
  registrationNumber: string;
  switchboardNumber: string | null;
  companyStatusId: number | null;
  createdAt: string;
  updatedAt: string;
  hasAdmin: boolean;
  peopleCount: number;
  addresses: Address[];
}
