/** The office's products (issue 22 §3): list, show (with its agreement versions), create and edit from the declaration; a signed product is not removed (the server says 409). */
import { Box } from '@mui/material';
import { BooleanField, Create, Datagrid, Edit, List, NumberField, SelectArrayInput, Show, SimpleForm, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { lookupChoices, useLookup } from '../../components/entity/useLookup';
import { EntityInputs } from '../../components/entity/EntityInputs';
import { CreateAndExportActions, EditActions, SaveAndDeleteToolbar } from '../../components/entity/ResourceToolbars';
import { LookupField } from '../../components/entity/LookupField';
import { useEntityResolver } from '../../components/entity/useEntityResolver';
import { BillingBasis, product, type Product } from '../../domain/entities/agreement';
import { AgreementVersions } from './AgreementVersions';

const LABEL = (field: string) => `resources.products.fields.${field}`;

export function ProductList() {
  return (
    <List sort={{ field: 'name', order: 'ASC' }} actions={<CreateAndExportActions addLabel="invoicing.products.add" />} title="invoicing.products.title" pagination={false} filter={{ all: 'true' }}>
      <Datagrid bulkActionButtons={false} rowClick="show" sx={{ overflowX: 'auto' }}>
        <TextField source="code" label={LABEL('code')} sortable={false} />
        <TextField source="name" label={LABEL('name')} sortable={false} />
        <NumberField source="unitPrice" label={LABEL('unitPrice')} sortable={false} />
        <NumberField source="vatPercentage" label={LABEL('vatPercentage')} sortable={false} />
        <LookupField source="billingBasis" label={LABEL('billingBasis')} lookup="product-billing-bases" />
      </Datagrid>
    </List>
  );
}

const toolbar = (
  <SaveAndDeleteToolbar<Product> confirmTitle="invoicing.products.confirmTitle" confirmContent="invoicing.products.confirmBody" name={(record) => record.name} />
);

function ApplicationTypesInput() {
  const list = useLookup('application-types');
  return <SelectArrayInput source="applicationTypeIds" label={LABEL('applicationTypeIds')} choices={lookupChoices(list.data)} fullWidth />;
}

function ProductForm() {
  const resolver = useEntityResolver(product);
  return (
    <SimpleForm
      resolver={resolver}
      toolbar={toolbar}
      defaultValues={{ billingBasis: BillingBasis.agreement, billingPeriod: 12, periodUnit: 'kuukausi', vatPercentage: '25,5', applicationTypeIds: [] }}
    >
      <EntityInputs entity={product} overrides={{ applicationTypeIds: <ApplicationTypesInput /> }} />
    </SimpleForm>
  );
}

export function ProductCreate() {
  return (
    <Create redirect="show" title="invoicing.products.add">
      <ProductForm />
    </Create>
  );
}

export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ProductForm />
    </Edit>
  );
}

/** The product's page is named by the product (its versions are below it). */
function ProductTitle() {
  const record = useRecordContext<Product>();
  return <span>{record?.name ?? ''}</span>;
}

export function ProductShow() {
  return (
    <Show actions={<EditActions />} title={<ProductTitle />}>
      <SimpleShowLayout>
        <TextField source="code" label={LABEL('code')} />
        <TextField source="name" label={LABEL('name')} />
        <TextField source="salesUnit" label={LABEL('salesUnit')} />
        <NumberField source="unitPrice" label={LABEL('unitPrice')} />
        <NumberField source="vatPercentage" label={LABEL('vatPercentage')} />
        <LookupField source="billingBasis" label={LABEL('billingBasis')} lookup="product-billing-bases" />
        <NumberField source="billingPeriod" label={LABEL('billingPeriod')} />
        <TextField source="periodUnit" label={LABEL('periodUnit')} />
        <BooleanField source="automaticRenewal" label={LABEL('automaticRenewal')} />
        <BooleanField source="directBuy" label={LABEL('directBuy')} />
        <BooleanField source="singleLicense" label={LABEL('singleLicense')} />
      </SimpleShowLayout>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <AgreementVersions />
      </Box>
    </Show>
  );
}
