/** One company in the staff areas: "Perustiedot" first, then the modules' tabs (tabs/index.ts). */
import { NumberField, SelectField, Show, TabbedShowLayout, TextField, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../authProvider/currentUser';
import { hasOfficePermission } from '../../domain/permissions';
import { CompanyAddresses } from './CompanyAddresses';
import { COMPANY_STATUS_CHOICES } from './companyStatuses';
import { DateField } from './DateField';
import { COMPANY_TABS } from './tabs';

export function CompanyShow() {
  const translate = useTranslate();
  const userState = useCurrentUser();
  const office = userState.status === 'signedIn' && hasOfficePermission(userState.user);
  return (
    <Show>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={translate('pateva.companies.tabs.basic')}>
          <TextField source="name" />
          <TextField source="registrationNumber" />
          <TextField source="switchboardNumber" />
          <SelectField source="companyStatusId" choices={COMPANY_STATUS_CHOICES} emptyText={translate('pateva.companies.noStatus')} />
          <NumberField source="peopleCount" />
          <DateField source="createdAt" />
          <DateField source="updatedAt" />
          <CompanyAddresses source="addresses" />
        </TabbedShowLayout.Tab>
        {COMPANY_TABS.filter((tab) => office || !tab.officeOnly).map(({ path, labelKey, Component }) => (
          <TabbedShowLayout.Tab key={path} path={path} label={translate(labelKey)}>
            <Component />
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
    </Show>
  );
}

export default CompanyShow;
