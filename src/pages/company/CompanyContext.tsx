/**
 * The company being worked on under /companies/:companyId, and what the
 * signed-in person may change in it. Sections read it with useCompany().
 */
import { createContext, useContext } from 'react';
import { hasCompanyPermission, type CompanyPermission, type Membership } from '../../domain/companyPermissions';
import type { CompanyDetails } from '../../domain/entities/company';

export interface CompanyContextValue {
  company: CompanyDetails;
  /** The person's own membership; null for office staff working on someone else's company. */
  membership: Membership | null;
  /** Office staff may change every company (SPEC §6 office permission). */
  isOffice: boolean;
  /** Reloads the company after a change. */
  reload: () => void;
}

export const CompanyContext = createContext<CompanyContextValue | null>(null);

export function useCompany(): CompanyContextValue {
  const value = useContext(CompanyContext);
  if (!value) throw new Error('useCompany outside a company page');
  return value;
}

/** Whether the signed-in person may change what the permission covers; the API enforces the same rule. */
export function useCanChange(permission: CompanyPermission | 'admin'): boolean {
  const { membership, isOffice } = useCompany();
  if (isOffice) return true;
  if (permission === 'admin') return !!membership?.companyAdmin;
  return hasCompanyPermission(membership, permission);
}
