/** The staff's deviation lists (issue 21) as react-admin resources: list only; a deviation opens in the modal at `…/deviations/12`. */
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import { AuditDeviationList, OfficeDeviationList } from './StaffDeviationList';

export const auditDeviationsResource = { name: 'deviations', list: AuditDeviationList, icon: ReportProblemIcon, options: { label: 'deviations.staff.auditTitle' } } as const;
export const officeDeviationsResource = { name: 'deviations', list: OfficeDeviationList, icon: ReportProblemIcon, options: { label: 'deviations.staff.officeTitle' } } as const;
