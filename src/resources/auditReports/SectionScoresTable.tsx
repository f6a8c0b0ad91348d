/** The report's 16 sections with the auditor's score beside the company's self-evaluation: the report's summary and the audit report modal show the same table. */
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditReport } from '../../domain/api/auditReport';

/** `labelledBy`: the id of the heading that names the table; without one, the table names itself. */
export function SectionScoresTable({ sections, labelledBy }: { sections: AuditReport['sections']; labelledBy?: string }) {
  const translate = useTranslate();
  const none = translate('auditReport.summary.none');
  return (
    // A wide table scrolls on a phone: focusable, so the keyboard scrolls it too.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
      <Table size="small" {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': translate('auditReport.sectionsLabel') })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('auditReport.summary.section')}</TableCell>
            <TableCell align="right">{translate('auditReport.summary.auditor')}</TableCell>
            <TableCell align="right">{translate('auditReport.summary.company')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sections.map((section) => (
            <TableRow key={section.sectionId}>
              <TableCell>
                {section.sectionId}. {section.name}
              </TableCell>
              <TableCell align="right">{section.auditorScore === null ? none : section.auditorScore.toLocaleString('fi-FI')}</TableCell>
              <TableCell align="right">{section.selfEvaluation?.score ?? none}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
