/** One company in the staff areas: "Perustiedot" (the declaration's fields and the addresses) first, then the modules' tabs (tabs/index.ts). */
import { SelectField, Show, TabbedShowLayout, TabbedShowLayoutTabs, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../authProvider/currentUser';
import { entityFields } from '../../components/entity/entityFields';
import { company } from '../../domain/entities/company';
import { labelKey } from '../../domain/entities/entity';
import { hasOfficePermission } from '../../domain/permissions';
import { CompanyAddresses } from './CompanyAddresses';
import { COMPANY_STATUS_CHOICES } from './companyStatuses';
import { DayField } from '../../components/entity/DayField';
import { CompanyShowTitle } from './CompanyTitle';
import { COMPANY_TABS } from './tabs';
import { CompanyStatusPanel } from '../companyCases/CompanyStatusPanel';
import { CompanyShowActions } from './CompanyShowActions';

export function CompanyShow() {
  const translate = useTranslate();
  const userState = useCurrentUser();
  const office = userState.status === 'signedIn' && hasOfficePermission(userState.user);
  return (
    <Show title={<CompanyShowTitle />} actions={<CompanyShowActions office={office} />}>
      {/* On a phone the tabs scroll with arrows at both ends (issue 9 #12). */}
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={translate('company.sectionsLabel')} />}>
        <TabbedShowLayout.Tab label={translate('pateva.companies.tabs.basic')}>
          {entityFields(company, 'show', {
            // The record's id is in the address bar; the status by the names the browser already knows; days, not moments.
            id: null,
            // Office staff see the chip, the changes and "Muuta tilaa" (issue 22 §1); other staff the status's name.
            companyStatusId: office ? (
              <CompanyStatusPanel source="companyStatusId" label={labelKey(company, 'companyStatusId')} />
            ) : (
              <SelectField source="companyStatusId" label={labelKey(company, 'companyStatusId')} choices={COMPANY_STATUS_CHOICES} emptyText={translate('pateva.companies.noStatus')} />
            ),
            createdAt: <DayField source="createdAt" />,
            updatedAt: <DayField source="updatedAt" />,
          })}
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
