/** Poikkeamailmoitukset: the cases of every company (GET /company-cases), by due date; overdue ones marked in words and colour. */
import { FunctionField, SelectInput, useTranslate } from 'react-admin';
import { labelKey } from '../../domain/entities/entity';
import { allCompanyCases, type AllCompanyCase } from '../../domain/entities/companyCase';
import { BOOLEAN_CHOICES } from '../officeLists/booleanChoices';
import { CompanyFilter } from '../officeLists/CompanyFilter';
import { OfficeEntityList } from '../officeLists/OfficeEntityList';
import { CaseStatusChip } from '../../pages/company/cases/CaseStatusChip';

const STATUS_CHOICES = ['open', 'answered', 'closed', 'board'].map((id) => ({ id, name: `companyCases.statuses.${id}` }));

export function AllCompanyCasesList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput key="status" source="status" label={labelKey(allCompanyCases, 'status')} choices={STATUS_CHOICES} alwaysOn />,
    <SelectInput key="overdue" source="overdue" label={labelKey(allCompanyCases, 'overdue')} choices={BOOLEAN_CHOICES} alwaysOn />,
    <CompanyFilter key="company_id" source="company_id" label={labelKey(allCompanyCases, 'company')} />,
  ];
  return (
    <OfficeEntityList
      entity={allCompanyCases}
      sort={{ field: 'dueDate', order: 'ASC' }}
      filters={filters}
      companyTab="cases"
      columns={{
        status: (
          <FunctionField<AllCompanyCase>
            source="status"
            label={labelKey(allCompanyCases, 'status')}
            render={(record) => <CaseStatusChip status={record.status} overdue={record.overdue} />}
          />
        ),
        overdue: <FunctionField<AllCompanyCase> source="overdue" label={labelKey(allCompanyCases, 'overdue')} sortable={false} render={(record) => (record.overdue ? translate('companyCases.overdue') : '')} />,
      }}
    />
  );
}
