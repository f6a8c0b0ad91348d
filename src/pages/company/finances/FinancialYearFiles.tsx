/**
 * editing_files: a financial year's documents — the list (download, remove after confirmation) and
 * the upload (the document types first, then the PDF, with progress and cancel).
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Confirm, useGetOne, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { FileUpload, PDF_TYPES } from '../../../components/files/FileUpload';
import { useLookup } from '../../../components/entity/useLookup';
import { useActionMutation } from '../../../components/actions/useAction';
import { addFinancialYearFile, removeFinancialYearFile } from '../../../domain/api/financeActions';
import { API_BASE } from '../../../dataProvider/httpClient';
import { FINANCIAL_DOCUMENT_LOOKUP, type FinancialYear, type FinancialYearFile } from '../../../domain/entities/financialYear';

interface Props {
  companyId: number;
  yearId: number;
  canChange: boolean;
  onClose: () => void;
}

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kt` : `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} Mt`);

export function FinancialYearFiles({ companyId, yearId, canChange, onClose }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const titleId = useId();
  const typesId = useId();
  const { data: year } = useGetOne<FinancialYear>('financial-years', { id: yearId, meta: { companyId } });
  const types = useLookup(FINANCIAL_DOCUMENT_LOOKUP).data ?? [];
  const typeName = (id: number) => types.find((type) => type.id === id)?.shortDescription ?? String(id);
  const [chosen, setChosen] = useState<number[]>([]);
  const [removing, setRemoving] = useState<FinancialYearFile | null>(null);
  const base = `/companies/${companyId}/financial-years/${yearId}/files`;
  const params = { id: companyId, yearId };
  // Both refresh the year and what the statements lack (the actions' touches); a refused removal too, as the page may be out of date.
  const removal = useActionMutation(removeFinancialYearFile, { refreshOnError: true });
  const addition = useActionMutation(addFinancialYearFile);

  const remove = async (file: FinancialYearFile) => {
    try {
      await removal.mutateAsync({ params: { ...params, fileId: file.id } });
      toast('success', 'finances.files.removed');
    } catch (error) {
      toast('error', error instanceof Error && error.message ? error.message : 'finances.files.removeFailed');
    }
    setRemoving(null);
  };

  const files = year?.files ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('finances.dialog.filesTitle', { year: year?.year ?? '' })}</DialogTitle>
      <DialogContent>
        {files.length === 0 ? (
          <Typography sx={{ mb: 2 }}>{translate('finances.files.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mb: 2 }}>
            {files.map((file) => (
              <Stack component="li" key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                <Stack sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                  <Link href={`${API_BASE}${base}/${file.id}`} aria-label={translate('finances.files.download', { name: file.name })} sx={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {file.fileTypeIds.map(typeName).join(', ')} · {sizeText(file.byteSize)}
                  </Typography>
                </Stack>
                {canChange && (
                  <Button size="small" color="error" onClick={() => setRemoving(file)} aria-label={translate('finances.files.removeLabel', { name: file.name })}>
                    {translate('finances.files.remove')}
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
        )}
        {canChange && (
          <>
            <Typography id={typesId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {translate('finances.files.types')}
            </Typography>
            <FormGroup aria-labelledby={typesId} row>
              {types.map((type) => (
                <FormControlLabel
                  key={type.id}
                  label={type.shortDescription}
                  control={
                    <Checkbox
                      checked={chosen.includes(type.id)}
                      onChange={(event) => setChosen((all) => (event.target.checked ? [...all, type.id] : all.filter((id) => id !== type.id)))}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText sx={{ mb: 1 }}>{translate(chosen.length ? 'finances.files.typesHint' : 'finances.files.chooseType')}</FormHelperText>
            <FileUpload
              label={translate('finances.files.upload')}
              accept={PDF_TYPES}
              disabled={chosen.length === 0}
              upload={(file, options) => addition.mutateAsync({ params, input: { fields: { file_type_id: chosen.map(String) }, files: { file }, ...options } })}
              onUploaded={() => toast('success', 'finances.files.added')}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('finances.files.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={removing !== null}
        title="finances.files.removeTitle"
        content="finances.files.removeBody"
        translateOptions={{ name: removing?.name ?? '' }}
        confirm="finances.files.remove"
        confirmColor="warning"
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Dialog>
  );
}
