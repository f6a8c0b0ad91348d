/** One company: its basic data and its addresses. Edit is offered where the area allows it. */
import { NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CompanyAddresses } from './CompanyAddresses';
import { DateField } from './DateField';

export function CompanyShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="registrationNumber" />
        <TextField source="switchboardNumber" />
        <NumberField source="peopleCount" />
        <DateField source="createdAt" />
        <DateField source="updatedAt" />
        <CompanyAddresses source="addresses" />
      </SimpleShowLayout>
    </Show>
  );
}

export default CompanyShow;
