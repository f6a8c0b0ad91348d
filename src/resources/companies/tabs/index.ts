/**
 * The tabs of a company in the staff areas after "Perustiedot", in order. A module
 * adds its tab here (a plain CRUD one is the `Tab` of its entityResource); officeOnly tabs show only
 * to office staff (the API refuses others).
 */
import type { ComponentType } from 'react';
import { AddressesTab } from './AddressesTab';
import { ApplicationsTab } from './ApplicationsTab';
import { AuditLogTab } from './AuditLogTab';
import { offices } from '../../../pages/company/offices/offices';
import { PeopleTab } from './PeopleTab';
import { InvitesTab } from './InvitesTab';
import { historyEntries } from '../../../pages/company/history/historyEntries';
import { memberships } from '../../../pages/company/memberships/memberships';
import { RelationsTab } from './RelationsTab';
import { AgreementsTab } from './AgreementsTab';
import { FinancesTab } from './FinancesTab';
import { ReferencesTab } from './ReferencesTab';
import { certificates } from '../../../pages/company/certificates/certificates';
import { offerPacks } from '../../../pages/company/offerPacks/offerPacks';
import { projects } from '../../../pages/company/projects/projects';
import { CasesTab } from '../../companyCases/CasesTab';

export interface CompanyTab {
  path: string;
  labelKey: string;
  Component: ComponentType;
  officeOnly?: boolean;
}

export const COMPANY_TABS: CompanyTab[] = [
  { path: 'people', labelKey: 'pateva.companies.tabs.people', Component: PeopleTab },
  { path: 'invites', labelKey: 'pateva.companies.tabs.invites', Component: InvitesTab, officeOnly: true },
  { path: 'addresses', labelKey: 'pateva.companies.tabs.addresses', Component: AddressesTab },
  { path: 'offices', labelKey: 'pateva.companies.tabs.offices', Component: offices.Tab },
  { path: 'memberships', labelKey: 'pateva.companies.tabs.memberships', Component: memberships.Tab },
  { path: 'relations', labelKey: 'pateva.companies.tabs.relations', Component: RelationsTab },
  { path: 'agreements', labelKey: 'pateva.companies.tabs.agreements', Component: AgreementsTab },
  { path: 'history', labelKey: 'pateva.companies.tabs.history', Component: historyEntries.Tab },
  { path: 'audit-log', labelKey: 'pateva.companies.tabs.auditLog', Component: AuditLogTab, officeOnly: true },
  { path: 'references', labelKey: 'pateva.companies.tabs.references', Component: ReferencesTab },
  { path: 'projects', labelKey: 'pateva.companies.tabs.projects', Component: projects.Tab },
  { path: 'finances', labelKey: 'pateva.companies.tabs.finances', Component: FinancesTab },
  { path: 'certificates', labelKey: 'pateva.companies.tabs.certificates', Component: certificates.Tab },
  { path: 'offer-packs', labelKey: 'pateva.companies.tabs.offerPacks', Component: offerPacks.Tab },
  // The applications resource is the office area's.
  { path: 'applications', labelKey: 'pateva.companies.tabs.applications', Component: ApplicationsTab, officeOnly: true },
  { path: 'cases', labelKey: 'company.sections.cases', Component: CasesTab, officeOnly: true },
];
