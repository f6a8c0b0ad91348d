/**
 * The tabs of a company in the staff areas after "Perustiedot", in order. A module
 * adds its tab here; officeOnly tabs show only to office staff (the API refuses others).
 */
import type { ComponentType } from 'react';
import { AuditLogTab } from './AuditLogTab';

export interface CompanyTab {
  path: string;
  labelKey: string;
  Component: ComponentType;
  officeOnly?: boolean;
}

export const COMPANY_TABS: CompanyTab[] = [
  { path: 'audit-log', labelKey: 'pateva.companies.tabs.auditLog', Component: AuditLogTab, officeOnly: true },
];
