/** The company's answers to the catalogue questions, the office's questions with their answers, and the status history. */
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLookup } from '../../components/entity/useLookup';
import type { OfficeApplication } from '../../domain/api/applicationReview';
import { formatDate, formatDateTime } from '../../domain/formats';
import { Panel } from './OfficePanels';

export function QuestionsPanel({ application }: { application: OfficeApplication }) {
  const translate = useTranslate();
  const { answers, officeQuestions } = application.review;
  const noAnswer = translate('applicationReview.questions.noAnswer');
  return (
    <Panel id="questions" title={translate('applicationReview.questions.title')}>
      {answers.length === 0 && officeQuestions.length === 0 && <Typography variant="body2">{translate('applicationReview.questions.empty')}</Typography>}
      {officeQuestions.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {translate('applicationReview.questions.office')}
          </Typography>
          <List dense>
            {officeQuestions.map((question) => (
              <ListItem key={question.id} disableGutters>
                <ListItemText
                  primary={question.text}
                  secondary={
                    <>
                      {translate('applicationReview.questions.askedBy', { name: question.askedBy ?? '', date: formatDate(question.askedAt) })}
                      <br />
                      <Box component="span" sx={{ whiteSpace: 'pre-wrap', color: 'text.primary' }}>
                        {question.answer ?? noAnswer}
                      </Box>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {answers.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {translate('applicationReview.questions.catalogue')}
          </Typography>
          <List dense>
            {answers.map((answer) => (
              <ListItem key={answer.questionId} disableGutters>
                <ListItemText
                  primary={answer.text}
                  secondary={
                    <Box component="span" sx={{ whiteSpace: 'pre-wrap', color: 'text.primary' }}>
                      {answer.answer ?? noAnswer}
                    </Box>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Panel>
  );
}

export function HistoryPanel({ application }: { application: OfficeApplication }) {
  const translate = useTranslate();
  const statuses = useLookup('application-statuses');
  const name = (id: number | null) => (id === null ? '' : (statuses.data?.find((entry) => entry.id === id)?.shortDescription ?? String(id)));
  return (
    <Panel id="history" title={translate('applicationReview.history.title')}>
      {application.history.length === 0 ? (
        <Typography variant="body2">{translate('applicationReview.history.empty')}</Typography>
      ) : (
        <List dense>
          {[...application.history].reverse().map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={`${formatDateTime(entry.createdAt)} · ${entry.fromStatusId === null ? '' : `${name(entry.fromStatusId)} → `}${name(entry.toStatusId)}`}
                secondary={[entry.changedBy, entry.message].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
