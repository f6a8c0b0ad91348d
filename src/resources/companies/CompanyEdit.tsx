/**
 * Office staff edit a company's name and switchboard number (PUT /companies/:id): the inputs
 * and the browser's checks come from the company declaration. The status is not here: it
 * changes with a reason on the company's page ("Muuta tilaa", PUT /companies/:id/status).
 */
import { Stack } from '@mui/material';
import { Edit, Form, SaveButton, Toolbar, useRedirect, type RaRecord } from 'react-admin';
import { useToast } from '../../areas/shared/notify';
import { EntityInputs } from '../../components/entity/EntityInputs';
import { useEntityResolver } from '../../components/entity/useEntityResolver';
import { company } from '../../domain/entities/company';
import { CompanyEditTitle } from './CompanyTitle';

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
  const resolver = useEntityResolver(company);
  return (
    <Edit
      title={<CompanyEditTitle />}
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
      {/* Form rather than SimpleForm: it takes the declaration's resolver as it is typed. */}
      <Form resolver={resolver} warnWhenUnsavedChanges>
        <Stack sx={{ p: 2 }}>
          <EntityInputs entity={company} />
        </Stack>
        <SaveOnlyToolbar />
      </Form>
    </Edit>
  );
}

export default CompanyEdit;
