/** /audit/audit-programs/:id/self-evaluation (the programme's "Itsearviointi" link): the comparison, open, for the programme's auditor. */
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { Title, useCreatePath, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { AuditProgram } from '../../domain/entities/auditProgram';
import { SelfEvaluationComparison } from './SelfEvaluationComparison';

export function SelfEvaluationComparisonPage() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const programId = Number(useParams().id);
  const program = useGetOne<AuditProgram>('audit-programs', { id: programId }, { retry: false });
  return (
    <Box sx={{ py: 1, display: 'grid', gap: 2, minWidth: 0, maxWidth: 960 }}>
      <Box>
        <Button component={Link} to={createPath({ resource: 'audit-programs', type: 'show', id: programId })} size="small">
          {translate('pateva.selfEvaluation.back')}
        </Button>
      </Box>
      <Title title={program.data ? `${translate('pateva.selfEvaluation.title')} – ${program.data.companyName}` : translate('pateva.selfEvaluation.title')} />
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {program.data ? `${translate('pateva.selfEvaluation.title')} – ${program.data.companyName}` : translate('pateva.selfEvaluation.title')}
      </Typography>
      {program.isPending && <CircularProgress size={20} aria-label={translate('pateva.selfEvaluation.loading')} />}
      {program.isError && <Alert severity="error">{translate('pateva.selfEvaluation.loadFailed')}</Alert>}
      {program.data && program.data.companyId !== null && <SelfEvaluationComparison companyId={program.data.companyId} programId={programId} defaultExpanded />}
    </Box>
  );
}
