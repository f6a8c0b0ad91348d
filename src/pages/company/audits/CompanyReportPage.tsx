/**
 * /companies/:companyId/audits/:programId/report (issue 21): the company reads its audit report once
 * the auditor has sent it (read only; the server leaves out what is not public) and gives its
 * comment while the report is a draft.
 */
import { useState } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useAction } from '../../../components/actions/useAction';
import { httpFieldErrors } from '../../../components/form/httpErrorFields';
import type { AuditReport } from '../../../domain/api/auditReport';
import { commentReportAsCompany } from '../../../domain/api/auditReportActions';
import { AuditReportStatus } from '../../../domain/auditCodes';
import { ReportView } from '../../../resources/auditReports/ReportEditor';

function CompanyComment({ report }: { report: AuditReport }) {
  const translate = useTranslate();
  const [comment, setComment] = useState(report.companyComment ?? '');
  const save = useAction(commentReportAsCompany, { success: 'auditReport.companyPage.saved' });
  const errors = httpFieldErrors(save.mutation.error);
  if (report.statusId !== AuditReportStatus.draft) {
    return report.companyComment ? (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        <strong>{translate('auditReport.summary.companyComment')}:</strong> {report.companyComment}
      </Typography>
    ) : null;
  }
  return (
    <Box
      component="form"
      aria-labelledby="company-report-comment-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save.run({ id: report.programId }, { body: { company_comment: comment === '' ? null : comment } });
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography id="company-report-comment-title" variant="subtitle1" component="h2">
        {translate('auditReport.companyPage.commentTitle')}
      </Typography>
      {save.error && !errors.companyComment && <Alert severity="error">{save.error}</Alert>}
      <TextField
        id="company-report-comment"
        label={translate('auditReport.companyPage.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={Boolean(errors.companyComment)}
        helperText={errors.companyComment}
        multiline
        minRows={3}
        fullWidth
      />
      <Box>
        <Button type="submit" variant="contained" disabled={save.pending}>
          {translate('auditReport.companyPage.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** The programme from the props (the company's Auditoinnit section), else from the route's params. */
export function CompanyReportPage(props: { companyId?: number; programId?: number }) {
  const translate = useTranslate();
  const params = useParams();
  const companyId = props.companyId ?? Number(params.companyId);
  const programId = props.programId ?? Number(params.programId);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Button component={Link} to={`/companies/${companyId}/audits`} size="small">
          {translate('auditReport.companyPage.back')}
        </Button>
      </Box>
      <ReportView programId={programId} readOnly notFound="auditReport.companyPage.notSent" footer={(report) => <CompanyComment report={report} />} />
    </Box>
  );
}

export default CompanyReportPage;
