/**
 * The board's decision on the application (issue 20), once the companies are notified (office staff
 * see it from the meeting's end): the meeting, the decision with its reasons, conditions and return
 * date, the industries granted and not, the certificate issued, the decision extract and how to
 * appeal. Shown only for statuses after the board (8–10); nothing when there is no decision yet.
 */
import { Alert, Link, Typography } from '@mui/material';
import { FactList } from './FactList';
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
      <FactList
        facts={[
          ...rows.filter((row): row is [string, string] => !!row[1]).map(([label, value]) => [translate(label), value] as const),
          !!decision.certificateNumber && [translate('boardDecision.certificate'), <Link href={publicCertificatePath(decision.certificateNumber)}>{decision.certificateNumber}</Link>],
        ]}
        strongLabels
        stackOnPhone
        preWrap
        sx={{ my: 1 }}
      />
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Link href={`/api/board-meetings/${decision.meetingId}/items/${applicationId}/decision-extract`}>{translate('boardDecision.extract')}</Link>
      </Typography>
      <Typography variant="body2">{APPEAL_INSTRUCTIONS}</Typography>
    </Alert>
  );
}
