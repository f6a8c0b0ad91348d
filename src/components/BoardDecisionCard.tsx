/**
 * The board's decision on the application (issue 20), once the companies are notified (office staff
 * see it from the meeting's end): the meeting, the decision with its reasons, conditions and return
 * date, the industries granted and not, the certificate issued, the decision extract and how to
 * appeal. Shown only for statuses after the board (8–10); nothing when there is no decision yet.
 */
import { Alert, Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useActionQuery } from './actions/useActionQuery';
import { applicationBoardDecision } from '../domain/api/boardCloseActions';
import { APPEAL_INSTRUCTIONS, isGranting } from '../domain/boardClosing';
import { publicCertificatePath } from '../domain/certificateStatus';
import { ApplicationStatus } from '../domain/codes';
import { formatDate } from '../domain/formats';

const AFTER_BOARD: readonly number[] = [ApplicationStatus.discussedByBoard, ApplicationStatus.notified, ApplicationStatus.archived];

export function BoardDecisionCard({ companyId, applicationId, statusId }: { companyId: number; applicationId: number; statusId: number }) {
  const translate = useTranslate();
  const shown = AFTER_BOARD.includes(statusId);
  const { data } = useActionQuery(applicationBoardDecision, { id: companyId, appId: applicationId }, { enabled: shown });
  const decision = data?.data;
  if (!shown || !decision) return null;
  const industries = (granted: boolean) =>
    decision.industries
      .filter((industry) => industry.granted === granted)
      .map((industry) => `${industry.symbolicNumber} ${industry.name}`)
      .join('; ');
  const rows: Array<[string, string | null]> = [
    ['boardDecision.meeting', `${decision.boardName}, ${formatDate(decision.meetingTime)}`],
    ['boardDecision.decision', decision.decisionName],
    ['boardDecision.reasons', decision.reasons],
    ['boardDecision.conditions', decision.conditions],
    ['boardDecision.returnDueDate', decision.returnDueDate ? formatDate(decision.returnDueDate) : null],
    ['boardDecision.granted', industries(true) || null],
    ['boardDecision.notGranted', industries(false) || null],
  ];
  return (
    <Alert severity={isGranting(decision.boardDecisionId) ? 'success' : 'info'} sx={{ mb: 2 }} component="section" role="region" aria-labelledby="board-decision-title">
      <Typography id="board-decision-title" variant="h6" component="h3">
        {translate('boardDecision.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, my: 1, '& dt': { fontWeight: 600 }, '& dd': { m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } }}>
        {rows
          .filter((row): row is [string, string] => !!row[1])
          .map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{translate(label)}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        {decision.certificateNumber && (
          <Box sx={{ display: 'contents' }}>
            <dt>{translate('boardDecision.certificate')}</dt>
            <dd>
              <Link href={publicCertificatePath(decision.certificateNumber)}>{decision.certificateNumber}</Link>
            </dd>
          </Box>
        )}
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Link href={`/api/board-meetings/${decision.meetingId}/items/${applicationId}/decision-extract`}>{translate('boardDecision.extract')}</Link>
      </Typography>
      <Typography variant="body2">{APPEAL_INSTRUCTIONS}</Typography>
    </Alert>
  );
}
