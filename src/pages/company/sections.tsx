/**
 * The sections of a company's pages with their components. A module adds its
 * path and label to sectionLinks.ts and its component here: a plain CRUD section is the `Section`
 * of its entityResource (src/components/entity/entityResource.tsx), whose `Tab` the office shows.
 */
import type { ComponentType } from 'react';
import { COMPANY_SECTION_LINKS, type CompanySectionPath } from './sectionLinks';
import { OverviewSection } from './OverviewSection';
import { PeopleSection } from './people/PeopleSection';
import { AddressesSection } from './addresses/AddressesSection';
import { offices } from './offices/offices';
import { InvitesSection } from './invites/InvitesSection';
import { historyEntries } from './history/historyEntries';
import { memberships } from './memberships/memberships';
import { RelationsSection } from './relations/RelationsSection';
import { AgreementsSection } from './agreements/AgreementsSection';
import { FinancesSection } from './finances/FinancesSection';
import { ReferencesSection } from './references/ReferencesSection';
import { certificates } from './certificates/certificates';
import { offerPacks } from './offerPacks/offerPacks';
import { projects } from './projects/projects';
import { ApplicationsSection } from './applications/ApplicationsSection';
import { CasesSection } from './cases/CasesSection';
import { DeviationsSection } from './deviations/DeviationsSection';
import { AuditsSection } from './audits/AuditsSection';

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
  offices: offices.Section,
  memberships: memberships.Section,
  relations: RelationsSection,
  agreements: AgreementsSection,
  history: historyEntries.Section,
  finances: FinancesSection,
  references: ReferencesSection,
  certificates: certificates.Section,
  'offer-packs': offerPacks.Section,
  projects: projects.Section,
  applications: ApplicationsSection,
  cases: CasesSection,
  audits: AuditsSection,
  deviations: DeviationsSection,
};

export const COMPANY_SECTIONS: CompanySection[] = COMPANY_SECTION_LINKS.map((link) => ({ ...link, Component: COMPONENTS[link.path] }));
