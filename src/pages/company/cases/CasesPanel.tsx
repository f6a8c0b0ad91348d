/**
 * A company's cases (issue 22 §1): the list, and one opened at its address (`…/cases/12`, in the
 * office's tab `?record=12`) with its description, due date, the answer and its files. The company's
 * admins answer an open case here; the office's own actions (open, close, to the board) come in
 * through `officeActions` from the office's tab.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, List, ListItem, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingLine } from '../../../components/LoadingLine';
import { useRecordRoute } from '../../../components/records/useRecordRoute';
import { useLookup } from '../../../components/entity/useLookup';
import { companyCase, CASE_TYPE_LOOKUP, type CompanyCase } from '../../../domain/entities/companyCase';
import { formatDate, formatDateTime } from '../../../domain/formats';
import { CaseAnswerForm } from './CaseAnswerForm';
import { CaseStatusChip } from './CaseStatusChip';

interface Props {
  companyId: number;
  /** A company admin (or office staff): answers an open case. */
  canAnswer: boolean;
  /** The office's buttons for the list (a new case) and for one case (close, to the board, remove). */
  officeActions?: { list?: ReactNode; record?: (record: CompanyCase, close: () => void) => ReactNode };
}

export function CasesPanel({ companyId, canAnswer, officeActions }: Props) {
  const translate = useTranslate();
  const route = useRecordRoute();
  const types = useLookup(CASE_TYPE_LOOKUP);
  const typeName = (id: number) => types.data?.find((type) => type.id === id)?.shortDescription ?? '';
  const { data, isPending, error } = useGetList<CompanyCase>(companyCase.resource, {
    meta: { companyId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'openedAt', order: 'DESC' },
  });
  const shownId = route.view?.kind === 'record' ? route.view.id : null;
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('companyCases.intro')}
      </Typography>
      {officeActions?.list}
      {isPending ? (
        <LoadingLine text={translate('companyCases.loading')} />
      ) : error ? (
        <Alert severity="error">{translate('companyCases.loadFailed')}</Alert>
      ) : !data?.length ? (
        <Typography>{translate('companyCases.empty')}</Typography>
      ) : (
        <List aria-label={translate('companyCases.title')}>
          {data.map((record) => (
            <ListItem key={record.id} divider sx={{ display: 'block', px: 0 }}>
              <Link component={RouterLink} {...route.link({ kind: 'record', id: record.id, mode: null, tab: null })} aria-label={translate('companyCases.open', { title: record.title })} sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {record.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {typeName(record.caseTypeId)} · {translate('resources.company-cases.fields.openedAt')} {formatDate(record.openedAt ?? '')} · {translate('resources.company-cases.fields.dueDate')} {formatDate(record.dueDate)}
              </Typography>
              <CaseStatusChip status={record.status} overdue={record.overdue} />
            </ListItem>
          ))}
        </List>
      )}
      {shownId !== null && (
        <CaseDialog companyId={companyId} caseId={shownId} canAnswer={canAnswer} typeName={typeName} onClose={route.close} officeActions={officeActions?.record} />
      )}
    </Box>
  );
}

interface DialogProps {
  companyId: number;
  caseId: number;
  canAnswer: boolean;
  typeName: (id: number) => string;
  onClose: () => void;
  officeActions?: (record: CompanyCase, close: () => void) => ReactNode;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

function CaseDialog({ companyId, caseId, canAnswer, typeName, onClose, officeActions }: DialogProps) {
  const translate = useTranslate();
  const { data: record, isPending, error } = useGetOne<CompanyCase>(companyCase.resource, { id: caseId, meta: { companyId } });
  const label = (field: string) => translate(`resources.company-cases.fields.${field}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="case-dialog-title">
      <DialogTitle id="case-dialog-title">{record?.title ?? translate('companyCases.title')}</DialogTitle>
      <DialogContent>
        {isPending ? (
          <LoadingLine text={translate('companyCases.loading')} />
        ) : error || !record ? (
          <Alert severity="error">{translate('companyCases.notFound')}</Alert>
        ) : (
          <>
            <CaseStatusChip status={record.status} overdue={record.overdue} />
            <Box component="dl" sx={{ mt: 2 }}>
              <Detail label={label('caseTypeId')}>{typeName(record.caseTypeId)}</Detail>
              {record.description && <Detail label={label('description')}>{record.description}</Detail>}
              <Detail label={label('openedAt')}>{formatDate(record.openedAt ?? '')}</Detail>
              <Detail label={label('dueDate')}>{formatDate(record.dueDate)}</Detail>
              <Detail label={label('source')}>{translate(`companyCases.sources.${record.source}`)}</Detail>
              <Detail label={label('answer')}>{record.answer ? `${record.answer}\n(${formatDateTime(record.answeredAt ?? '')})` : translate('companyCases.noAnswer')}</Detail>
              {record.files.length > 0 && (
                <Detail label={label('files')}>
                  <Stack component="span" spacing={0.5}>
                    {record.files.map((file) => (
                      <Link key={file.id} href={`/api/companies/${companyId}/cases/${record.id}/files/${file.id}`} target="_blank" rel="noopener">
                        {file.name}
                      </Link>
                    ))}
                  </Stack>
                </Detail>
              )}
              {record.conclusion && <Detail label={label('conclusion')}>{record.conclusion}</Detail>}
              {record.boardMeetingTitle && <Detail label={label('boardMeetingTitle')}>{record.boardMeetingTitle}</Detail>}
            </Box>
            {record.status === 'open' &&
              (canAnswer ? <CaseAnswerForm companyId={companyId} caseId={record.id} /> : <Alert severity="info">{translate('companyCases.answer.onlyAdmins')}</Alert>)}
            {officeActions?.(record, onClose)}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('companyCases.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
