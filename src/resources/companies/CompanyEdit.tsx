/** Office staff edit a company's name, switchboard number and status (PUT /companies/:id). */
import {
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { useToast } from '../../areas/shared/notify';
import { COMPANY_STATUS_CHOICES } from './companyStatuses';
import { validateCompany } from './validateCompany';

// There is no DELETE /companies/:id, so the form offers saving only.
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

export function CompanyEdit() {
  const toast = useToast();
  const redirect = useRedirect();
  return (
    <Edit
      // Pessimistic: the server's field errors (422) must reach the form before leaving it.
      mutationMode="pessimistic"
      mutationOptions={{
        // The API's PUT requires the name even when only the switchboard number changed.
        meta: { alwaysSend: ['name'] },
        onSuccess: (data: RaRecord) => {
          toast('success', 'pateva.companies.saved');
          redirect('show', 'companies', data.id);
        },
      }}
    >
      <SimpleForm validate={validateCompany} toolbar={<SaveOnlyToolbar />}>
        <TextInput source="name" isRequired fullWidth />
        <TextInput source="switchboardNumber" />
        <SelectInput source="companyStatusId" choices={COMPANY_STATUS_CHOICES} emptyText="pateva.companies.noStatus" />
      </SimpleForm>
    </Edit>
  );
}

export default CompanyEdit;
