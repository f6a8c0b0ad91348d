/**
 * One menu group for each company the user is an active member of, with a link
 * to each section of the company's pages, so the company is one click away from
 * every page and area.
 */
import type { ReactElement } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BusinessIcon from '@mui/icons-material/Business';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import InfoIcon from '@mui/icons-material/Info';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PlaceIcon from '@mui/icons-material/Place';
import StoreIcon from '@mui/icons-material/Store';
import EuroIcon from '@mui/icons-material/Euro';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import InventoryIcon from '@mui/icons-material/Inventory2';
import ConstructionIcon from '@mui/icons-material/Construction';
import AssignmentIcon from '@mui/icons-material/Assignment';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { useTranslate } from 'react-admin';
import { useCurrentUser } from '../../authProvider/currentUser';
import { MenuGroup } from '../../components/MenuGroup';
import { NavItem } from '../../components/NavItem';
import { COMPANY_SECTION_LINKS, companySectionPath, type CompanySectionPath } from '../../pages/company/sectionLinks';

const SECTION_ICONS: Record<CompanySectionPath, ReactElement> = {
  overview: <InfoIcon />,
  people: <PeopleIcon />,
  invites: <PersonAddIcon />,
  addresses: <PlaceIcon />,
  offices: <StoreIcon />,
  memberships: <CardMembershipIcon />,
  relations: <AccountTreeIcon />,
  agreements: <HandshakeIcon />,
  history: <HistoryIcon />,
  finances: <EuroIcon />,
  references: <PhotoLibraryIcon />,
  certificates: <WorkspacePremiumIcon />,
  'offer-packs': <InventoryIcon />,
  projects: <ConstructionIcon />,
  applications: <AssignmentIcon />,
  cases: <ReportProblemIcon />,
  audits: <EventNoteIcon />,
  deviations: <FactCheckIcon />,
};

export function CompanyMenuGroups() {
  const translate = useTranslate();
  const userState = useCurrentUser();
  if (userState.status !== 'signedIn') return null;
  return userState.user.companies
    .filter((company) => company.status === 'active')
    .map((company) => (
      <MenuGroup key={company.id} storeKey={`company-${company.id}`} label={company.name} icon={<BusinessIcon />}>
        {COMPANY_SECTION_LINKS.map((section) => (
          <NavItem
            key={section.path}
            to={companySectionPath(company.id, section.path)}
            label={translate(section.labelKey)}
            icon={SECTION_ICONS[section.path]}
            nested
          />
        ))}
      </MenuGroup>
    ));
}
