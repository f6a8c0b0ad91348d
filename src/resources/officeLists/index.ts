/** The office's lists across companies as react-admin resources (list only; records change on the company's page). */
import AssignmentIcon from '@mui/icons-material/Assignment';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import PeopleIcon from '@mui/icons-material/People';
import { AllAgreementsList } from './AllAgreementsList';
import { AllInvitesList } from './AllInvitesList';
import { AllPeopleList } from './AllPeopleList';

export const allPeopleResource = { name: 'all-people', list: AllPeopleList, icon: PeopleIcon } as const;
export const allInvitesResource = { name: 'all-invites', list: AllInvitesList, icon: MailOutlineIcon } as const;
export const allAgreementsResource = { name: 'all-agreements', list: AllAgreementsList, icon: AssignmentIcon } as const;
