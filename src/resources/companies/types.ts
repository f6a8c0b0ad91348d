/** Company and address as the API returns them (docs/api.md, SPEC §3). */
import type { Address } from '../../domain/addresses';

export type { Address };

export interface Company {
  id: number;
  name: string;
  registrationNumber: string;
  switchboardNumber: string | null;
  companyStatusId: number | null;
  createdAt: string;
  updatedAt: string;
  addresses: Address[];
  hasAdmin: boolean;
  peopleCount: number;
}
