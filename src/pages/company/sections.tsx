/**
 * The sections of a company's pages with their components. A module adds its
 * path and label to sectionLinks.ts and its component here.
 */
import type { ComponentType } from 'react';
import { COMPANY_SECTION_LINKS, type CompanySectionPath } from './sectionLinks';
import { OverviewSection } from './OverviewSection';
import { PeopleSection } from './people/PeopleSection';
import { AddressesSection } from './addresses/AddressesSection';
import { OfficesSection } from './offices/OfficesSection';
import { InvitesSection } from './invites/InvitesSection';
import { HistorySection } from './history/HistorySection';
import { MembershipsSection } from './memberships/MembershipsSection';
import { RelationsSection } from './relations/RelationsSection';
import { AgreementsSection } from './agreements/AgreementsSection';
import { FinancesSection } from './finances/FinancesSection';
import { ReferencesSection } from './references/ReferencesSection';
import { CertificatesSection } from './certificates/CertificatesSection';
import { OfferPacksSection } from './offerPacks/OfferPacksSection';
import { ProjectsSection } from './projects/ProjectsSection';
import { ApplicationsSection } from './applications/ApplicationsSection';

export interface CompanySection {
  path: CompanySectionPath;
  labelKey: string;
  Component: ComponentType;
}

const COMPONENTS: Record<CompanySectionPath, ComponentType> = {
  overview: OverviewSection,
  people: PeopleSection,
  invites: InvitesSection,
  addresses: AddressesSection,
  offices: OfficesSection,
  memberships: MembershipsSection,
  relations: RelationsSection,
  agreements: AgreementsSection,
  history: HistorySection,
  finances: FinancesSection,
  references: ReferencesSection,
  certificates: CertificatesSection,
  'offer-packs': OfferPacksSection,
  projects: ProjectsSection,
  applications: ApplicationsSection,
};

export const COMPANY_SECTIONS: CompanySection[] = COMPANY_SECTION_LINKS.map((link) => ({ ...link, Component: COMPONENTS[link.path] }));
