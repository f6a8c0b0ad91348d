/** Tilaukset (SPEC §2 product orders list): agreements signed and applications sent, newest first, with search. */
import { BooleanField, Datagrid, FunctionField, List, SearchInput, TextField, useTranslate } from 'react-admin';
import { DayField } from '../../components/entity/DayField';
import type { ProductOrder } from '../../domain/invoicing';

export function ProductOrdersList() {
  const translate = useTranslate();
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate('invoicing.orders.search')} />];
  return (
    <List title="invoicing.orders.title" filters={filters} sort={{ field: 'orderedAt', order: 'DESC' }} exporter={false} empty={false}>
      <Datagrid bulkActionButtons={false} sx={{ overflowX: 'auto' }}>
        <FunctionField
          label="invoicing.orders.kind"
          sortable={false}
          render={(record: ProductOrder) => translate(record.kind === 'agreement' ? 'invoicing.orders.agreement' : 'invoicing.orders.application')}
        />
        <TextField source="companyName" label="invoicing.orders.company" sortable={false} />
        <TextField source="product" label="invoicing.orders.product" sortable={false} />
        <DayField source="orderedAt" label="invoicing.orders.orderedAt" sortable={false} />
        <BooleanField source="ended" label="invoicing.orders.ended" sortable={false} />
      </Datagrid>
    </List>
  );
}
