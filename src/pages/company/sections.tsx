/**
 * The sections of a company's pages, in menu order. A module adds its section
 * here: a path under /companies/:companyId/, a label key and its component.
 */
import type { ComponentType } from 'react';
import { OverviewSection } from './OverviewSection';

export interface CompanySection {
  path: string;
  labelKey: string;
  Component: ComponentType;
}

export const COMPANY_SECTIONS: CompanySection[] = [{ path: 'overview', labelKey: 'company.sections.overview', Component: OverviewSection }];
