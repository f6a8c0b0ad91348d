/**
 * The companies resource as each area registers it: the office may edit;
 * the board, audit and restructuring areas only read. Same views everywhere.
 */
import BusinessIcon from '@mui/icons-material/Business';
import { CompanyEdit } from './CompanyEdit';
import { CompanyList } from './CompanyList';
import { CompanyShow } from './CompanyShow';

export const companiesReadOnly = {
  name: 'companies',
  list: CompanyList,
  show: CompanyShow,
  icon: BusinessIcon,
  recordRepresentation: 'name',
} as const;

export const companiesEditable = { ...companiesReadOnly, edit: CompanyEdit } as const;

export { CompanyEdit, CompanyList, CompanyShow };
export { AddressLines } from './AddressLines';
