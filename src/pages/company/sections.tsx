/**
 * The sections of a company's pages, in menu order. A module adds its section
 * here: a path under /companies/:companyId/, a label key and its component.
 */
import type { ComponentType } from 'react';
import { OverviewSection } from './OverviewSection';
import { PeopleSection } from './people/PeopleSection';
import { AddressesSection } from './addresses/AddressesSection';
import { OfficesSection } from './offices/OfficesSection';
import { InvitesSection } from './invites/InvitesSection';
import { HistorySection } from './history/HistorySection';
import { MembershipsSection } from './memberships/MembershipsSection';
import { RelationsSection } from './relations/RelationsSection';
import { AgreementsSection } from './agreements/AgreementsSection';

export interface CompanySection {
  path: string;
  labelKey: string;
  Component: ComponentType;
}

export const COMPANY_SECTIONS: CompanySection[] = [
  { path: 'overview', labelKey: 'company.sections.overview', Component: OverviewSection },
  { path: 'people', labelKey: 'company.sections.people', Component: PeopleSection },
  { path: 'invites', labelKey: 'company.sections.invites', Component: InvitesSection },
  { path: 'addresses', labelKey: 'company.sections.addresses', Component: AddressesSection },
  { path: 'offices', labelKey: 'company.sections.offices', Component: OfficesSection },
  { path: 'memberships', labelKey: 'company.sections.memberships', Component: MembershipsSection },
  { path: 'relations', labelKey: 'company.sections.relations', Component: RelationsSection },
  { path: 'agreements', labelKey: 'company.sections.agreements', Component: AgreementsSection },
  { path: 'history', labelKey: 'company.sections.history', Component: HistorySection },
];
