/** The office's list of every company's cases ("Poikkeamailmoitukset") as a react-admin resource (list only; cases change on the company's page). */
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import { AllCompanyCasesList } from './AllCompanyCasesList';

export const allCompanyCasesResource = { name: 'all-company-cases', list: AllCompanyCasesList, icon: ReportProblemIcon } as const;
