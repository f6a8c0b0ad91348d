/**
 * The company's self-evaluation beside the auditor's score, section by section (issue 21): for the
 * programme's staff on the programme's page (office and /audit) and beside the report editor. A
 * collapsible panel, closed at first: it asks for the self-evaluation only when opened, so the pages
 * it sits on load nothing more. One column per section on a phone.
 */
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { selfEvaluation, type SelfEvaluationSection } from '../../domain/api/selfEvaluationActions';

const T = (key: string) => `pateva.selfEvaluation.${key}`;

function Score({ label, value }: { label: string; value: number | null }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      <Box component="strong">{value === null ? translate(T('noScore')) : value.toLocaleString('fi-FI')}</Box>
    </Typography>
  );
}

function Section({ section }: { section: SelfEvaluationSection }) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle2" component="h3">
        {section.sectionId}. {section.name}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
        <Box>
          <Score label={translate(T('companyScore'))} value={section.score} />
          {section.comment && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {translate(T('companyComment'))}:
              </Box>{' '}
              {section.comment}
            </Typography>
          )}
        </Box>
        <Score label={translate(T('auditorScore'))} value={section.auditorScore} />
      </Box>
    </Box>
  );
}

function Comparison({ companyId, programId }: { companyId: number; programId: number }) {
  const translate = useTranslate();
  const query = useActionQuery(selfEvaluation, { id: companyId, programId }, { retry: false });
  if (query.isPending) {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{translate(T('loading'))}</Typography>
      </Stack>
    );
  }
  if (query.isError || !query.data) return <Alert severity="error">{translate(T('loadFailed'))}</Alert>;
  const sections = query.data.sections;
  const filled = sections.some((section) => section.score !== null || section.comment);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2">{translate(T('comparisonIntro'))}</Typography>
      {!filled && <Alert severity="info">{translate(T('comparisonEmpty'))}</Alert>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sections.map((section) => (
          <Section key={section.sectionId} section={section} />
        ))}
      </Box>
    </Box>
  );
}

/** The panel; `defaultExpanded` opens it at once (the programme's own comparison page). */
export function SelfEvaluationComparison({ companyId, programId, defaultExpanded = false }: { companyId: number; programId: number; defaultExpanded?: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(defaultExpanded);
  const id = `self-evaluation-comparison-${programId}`;
  return (
    <Accordion expanded={open} onChange={(_, expanded) => setOpen(expanded)} slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }} disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={id} aria-controls={`${id}-content`}>
        <Typography sx={{ fontWeight: 600 }}>{translate(T('comparison'))}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{open && <Comparison companyId={companyId} programId={programId} />}</AccordionDetails>
    </Accordion>
  );
}
