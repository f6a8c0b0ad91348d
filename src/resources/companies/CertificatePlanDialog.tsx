/**
 * The certificate plan modal (SPEC §2; plan types 2, 5, 20, 23 of SPEC §9): a company's audit
 * programmes per audited certificate kind with their dates, and the sync flags (SPEC §3 Company)
 * that make the environment, safety and moisture plans follow the quality plan's dates. The office
 * saves the flags (PUT); other staff who reach the company read it.
 */
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useAction } from '../../components/actions/useAction';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { useLookupNameOf } from '../../components/entity/useLookup';
import { certificatePlan, saveCertificatePlan, type CertificatePlan } from '../../domain/api/auditProgramActions';
import { SYNC_FLAG_OF_KIND } from '../../domain/auditCycle';
import { formatDate } from '../../domain/formats';

type SyncFlag = (typeof SYNC_FLAG_OF_KIND)[keyof typeof SYNC_FLAG_OF_KIND];
type Flags = Record<SyncFlag, boolean>;
const SYNCED_KINDS = [5, 20, 23] as const;

const flagsOf = (plan: CertificatePlan): Flags => {
  const flags: Flags = { sync_environment_plan: false, sync_safety_plan: false, sync_moisture_plan: false };
  for (const kind of plan.kinds) {
    const flag = (SYNC_FLAG_OF_KIND as Record<number, SyncFlag | undefined>)[kind.certificateTypeId];
    if (flag) flags[flag] = kind.synced === true;
  }
  return flags;
};

function KindPlan({ kind, programLink }: { kind: CertificatePlan['kinds'][number]; programLink: ((id: number) => string) | null }) {
  const translate = useTranslate();
  const certificate = useLookupNameOf('certificate-kinds');
  const auditKind = useLookupNameOf('audit-kinds');
  const status = useLookupNameOf('audit-program-statuses');
  const reportStatus = useLookupNameOf('report-statuses');
  const headingId = `certificate-plan-${kind.certificateTypeId}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {certificate(kind.certificateTypeId)}
        {kind.synced ? ` · ${translate('certificatePlan.synced')}` : ''}
      </Typography>
      {kind.programs.length === 0 ? (
        <Typography variant="body2">{translate('certificatePlan.none')}</Typography>
      ) : (
        // A wide table scrolls on a phone: focusable, so the keyboard scrolls it too.
        <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('certificatePlan.auditKind')}</TableCell>
                <TableCell>{translate('certificatePlan.plannedStartDate')}</TableCell>
                <TableCell>{translate('certificatePlan.auditors')}</TableCell>
                <TableCell>{translate('certificatePlan.status')}</TableCell>
                <TableCell>{translate('certificatePlan.reportStatus')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {kind.programs.map((program) => (
                <TableRow key={program.id}>
                  <TableCell>
                    {programLink ? (
                      <Link component={RouterLink} to={programLink(program.id)}>
                        {auditKind(program.auditKindId)}
                      </Link>
                    ) : (
                      auditKind(program.auditKindId)
                    )}
                  </TableCell>
                  <TableCell>{program.plannedStartDate ? formatDate(program.plannedStartDate) : '–'}</TableCell>
                  <TableCell>{[program.primaryAuditorName, program.secondaryAuditorName].filter(Boolean).join(', ') || '–'}</TableCell>
                  <TableCell>{status(program.statusId)}</TableCell>
                  <TableCell>{program.reportStatusId === null ? '–' : reportStatus(program.reportStatusId)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

function SyncForm({ companyId, plan, editable }: { companyId: number; plan: CertificatePlan; editable: boolean }) {
  const translate = useTranslate();
  const [flags, setFlags] = useState<Flags>(() => flagsOf(plan));
  const save = useAction(saveCertificatePlan, { success: 'certificatePlan.saved' });
  return (
    <Box
      component="form"
      aria-labelledby="certificate-plan-sync"
      onSubmit={(event) => {
        event.preventDefault();
        void save.run({ id: companyId }, { body: flags });
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography id="certificate-plan-sync" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('certificatePlan.syncTitle')}
      </Typography>
      {!editable && <Alert severity="info">{translate('certificatePlan.readOnly')}</Alert>}
      <FormGroup>
        {SYNCED_KINDS.map((kind) => {
          const flag = SYNC_FLAG_OF_KIND[kind];
          return (
            <FormControlLabel
              key={flag}
              control={<Checkbox checked={flags[flag]} onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })} disabled={!editable} />}
              label={translate(`certificatePlan.sync.${flag}`)}
            />
          );
        })}
      </FormGroup>
      {save.error && <Alert severity="error">{save.error}</Alert>}
      {editable && (
        <Box>
          <Button type="submit" variant="contained" disabled={save.pending}>
            {translate('certificatePlan.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

interface Props {
  companyId: number;
  /** The office changes the sync flags; other staff read. */
  editable: boolean;
  /** The address of a programme's page in this area, or null where the area has none. */
  programLink: ((id: number) => string) | null;
  onClose: () => void;
}

export function CertificatePlanDialog({ companyId, editable, programLink, onClose }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const { data, isPending, isError } = useActionQuery(certificatePlan, { id: companyId }, { retry: false });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate('certificatePlan.title')}</DialogTitle>
      {/* Read only, the plan has no control in it: the content is focusable so the keyboard scrolls it. */}
      <DialogContent tabIndex={0} role="region" aria-labelledby={titleId}>
        <Stack spacing={2}>
          <Typography variant="body2">{translate('certificatePlan.intro')}</Typography>
          {isPending && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} />
              <span>{translate('certificatePlan.loading')}</span>
            </Stack>
          )}
          {isError && <Alert severity="error">{translate('certificatePlan.loadFailed')}</Alert>}
          {data && (
            <>
              {data.kinds.map((kind) => (
                <KindPlan key={kind.certificateTypeId} kind={kind} programLink={programLink} />
              ))}
              {/* Keyed by the saved flags: a save (or another's change) shows what the server holds. */}
              <SyncForm key={JSON.stringify(flagsOf(data))} companyId={companyId} plan={data} editable={editable} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('certificatePlan.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
