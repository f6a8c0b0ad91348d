/**
 * "Mitä hakemuksesta vielä puuttuu?": validate's sections as a checklist, each item with its
 * result (FAIL, WARNING, OK) and Finnish message and a link to where it is fixed. It is read again
 * after every save and every file change (the query is invalidated), so it turns green as the
 * company fixes things.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import WarningIcon from '@mui/icons-material/Warning';
import { Alert, Box, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LoadingLine } from '../../../components/LoadingLine';
import { httpStatus } from '../../../components/form/httpErrorFields';
import type { ApplicationValidation, ValidationResult } from '../../../domain/api/applications';

const ICON: Record<ValidationResult, ReactElement> = {
  OK: <CheckCircleIcon fontSize="small" sx={{ color: 'success.dark' }} />,
  FAIL: <ErrorIcon fontSize="small" sx={{ color: 'error.main' }} />,
  WARNING: <WarningIcon fontSize="small" sx={{ color: 'warning.dark' }} />,
  NONE: <RemoveCircleOutlineIcon fontSize="small" sx={{ color: 'text.secondary' }} />,
};

export const failures = (validation: ApplicationValidation | undefined) =>
  (validation?.sections ?? []).flatMap((section) => section.items).filter((item) => item.result === 'FAIL').length;

interface Props {
  validation: ApplicationValidation | undefined;
  isPending: boolean;
  error: unknown;
}

/** Where on the application page each checklist section is fixed, for a link to the page itself. */
const SECTION_ANCHORS: Record<string, string> = {
  application: 'application-form',
  'vastuugroup-member': 'agreements',
  industries: 'industries',
  references: 'industries',
  attachments: 'files',
};

/** A link to this page (…/applications/5, or …#part) scrolls to the part and focuses it; any other goes there. */
function FixLink({ to, text, section }: { to: string; text: string; section: string }) {
  const location = useLocation();
  const [path, hash] = to.split('#');
  const anchor = hash || SECTION_ANCHORS[section];
  if ((path === '' || path === location.pathname) && anchor) {
    return (
      <Link
        href={`#${anchor}`}
        onClick={(event) => {
          event.preventDefault();
          const target = document.getElementById(anchor);
          target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          target?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled]), textarea, [tabindex]')?.focus({ preventScroll: true });
        }}
      >
        {text}
      </Link>
    );
  }
  return <Link component={RouterLink} to={to}>{text}</Link>;
}

export function ApplicationChecklist({ validation, isPending, error }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  let body;
  if (isPending && !validation) body = <LoadingLine text={translate('applications.checklist.loading')} />;
  else if (error && !validation)
    body = <Alert severity="warning">{translate(httpStatus(error) === 404 ? 'applications.checklist.unavailable' : 'applications.checklist.loadFailed')}</Alert>;
  else if (validation) {
    const failed = failures(validation);
    const warnings = validation.sections.flatMap((section) => section.items).filter((item) => item.result === 'WARNING').length;
    body = (
      <>
        {failed === 0 ? (
          <Alert severity="success" sx={{ mb: 1 }}>{translate('applications.checklist.allOk')}</Alert>
        ) : (
          <Typography sx={{ mb: 1, fontWeight: 600, color: 'error.main' }}>{translate('applications.checklist.failCount', { count: failed })}</Typography>
        )}
        {warnings > 0 && <Typography sx={{ mb: 1 }}>{translate('applications.checklist.warningCount', { count: warnings })}</Typography>}
        <Stack spacing={1.5}>
          {validation.sections.map((section) => (
            <Box key={section.section} component="section" aria-label={section.title}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {ICON[section.result]}
                <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
                  {section.title}
                  <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
                    {`: ${translate(`applications.checklist.result.${section.result}`)}`}
                  </Box>
                </Typography>
              </Stack>
              {section.items.length > 0 && (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, pl: 3.5 }}>
                  {section.items.map((item, index) => (
                    <Box component="li" key={index} data-result={item.result} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.25 }}>
                      <Box sx={{ pt: 0.25 }} aria-hidden>{ICON[item.result]}</Box>
                      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        <Box component="span" sx={{ fontWeight: 600 }}>{translate(`applications.checklist.result.${item.result}`)}: </Box>
                        {item.message}
                        {item.link && (
                          <>
                            {' '}
                            <FixLink to={item.link} section={section.section} text={item.linkText ?? translate('applications.checklist.fixHere')} />
                          </>
                        )}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      </>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>{translate('applications.checklist.title')}</Typography>
      {body}
    </Paper>
  );
}
