/**
 * "Vie" (CSV export) for an office list that is not a react-admin List of its own (a company's
 * tab): reads the records through the data provider, in the list's order, and writes them with the
 * declaration's exporter (Finnish headers, values as shown).
 */
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate, type Identifier, type SortPayload } from 'react-admin';
import { useToast } from '../../areas/shared/notify';
import type { Entity } from '../../domain/entities/entity';
import { entityExporter, type ExportColumns } from './entityExporter';

/** react-admin's own export reads at most this many rows too. */
const MAX_ROWS = 1000;

interface Props {
  entity: Entity;
  meta: Record<string, Identifier>;
  sort: SortPayload;
  columns?: ExportColumns;
}

export function EntityExportButton({ entity, meta, sort, columns }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const exportAll = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.getList(entity.resource, { pagination: { page: 1, perPage: MAX_ROWS }, sort, filter: {}, meta });
      await entityExporter(entity, columns)(data, () => Promise.resolve({}), dataProvider, entity.resource);
    } catch {
      toast('danger', 'pateva.entity.exportFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
      <Button size="small" startIcon={<DownloadIcon />} onClick={exportAll} disabled={busy}>
        {translate('pateva.entity.export')}
      </Button>
    </Stack>
  );
}
