/**
 * A meeting's agenda (issue 20, SPEC §2 board modal): each application at a glance — the company,
 * the application type, the industries and whether the office proposes granting them, the office's
 * review per section, the proposal and the presenter. The office (`editable`) attaches applications
 * from the queue of proposed ones ("Liitä hakemus") and detaches them before the meeting starts.
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { FactList } from '../../components/FactList';
import { Confirm, useTranslate } from 'react-admin';
import { useAction } from '../../components/actions/useAction';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { useLookup } from '../../components/entity/useLookup';
import { attachApplication, boardQueue, detachApplication, meetingAgenda } from '../../domain/api/boardActions';
import type { AgendaCandidate, AgendaItem } from '../../domain/api/boards';
import { formatDate } from '../../domain/formats';
import { ItemHandling } from './ItemHandling';
import { ItemDetails } from './ItemDetails';

import { decisionExtractPdfPath } from '../../domain/api/minutesActions';

/** A lookup's names by id ('' until loaded). */
function useNames(lookup: string): (id: number | null) => string {
  const list = useLookup(lookup);
  return (id) => list.data?.find((entry) => entry.id === id)?.shortDescription ?? '';
}

/** `extractHref`: the item's decision extract (päätösote) PDF, from the meeting's start. */
function ItemCard({ item, number, onDetach, extractHref }: { item: AgendaItem; number: number; onDetach?: () => void; extractHref?: string }) {
  const translate = useTranslate();
  const typeName = useNames('application-types');
  const reviewName = useNames('review-statuses');
  const sectionName = useNames('application-review-sections');
  const headingId = `agenda-item-${item.applicationId}`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {translate('agenda.item', { number, name: item.companyName })}
          </Typography>
          {onDetach && (
            <Button size="small" color="error" onClick={onDetach} aria-label={translate('agenda.detachLabel', { name: item.companyName })}>
              {translate('agenda.detach')}
            </Button>
          )}
          {extractHref && (
            <Button size="small" variant="outlined" component="a" href={extractHref} target="_blank" rel="noopener" aria-label={translate('minutes.extractOf', { name: item.companyName })}>
              {translate('minutes.extract')}
            </Button>
          )}
        </Stack>
        <FactList
          facts={[
            [translate('agenda.company'), `${item.companyName} (${item.registrationNumber})`],
            [translate('agenda.applicationType'), `${typeName(item.applicationTypeId)} (nro ${item.applicationId})`],
            [translate('agenda.proposal'), <Chip size="small" color="primary" label={reviewName(item.proposalId)} />],
            [translate('agenda.presenter'), item.presenterName ?? '–'],
          ]}
          strongLabels
          stackOnPhone
          sx={{ my: 1 }}
        />
        <Typography variant="subtitle2" component="h4">
          {translate('agenda.industries')}
        </Typography>
        {item.industries.length === 0 ? (
          <Typography variant="body2">{translate('agenda.noIndustries')}</Typography>
        ) : (
          <Box component="ul" sx={{ mt: 0, pl: 2.5 }}>
            {item.industries.map((industry) => (
              <li key={industry.id}>
                <Typography variant="body2" component="span">
                  <strong>{industry.symbolicNumber}</strong> {industry.name}:{' '}
                  {translate(industry.granted === null ? 'agenda.undecided' : industry.granted ? 'agenda.granted' : 'agenda.notGranted')}
                </Typography>
              </li>
            ))}
          </Box>
        )}
        <Typography variant="subtitle2" component="h4">
          {translate('agenda.review')}
        </Typography>
        {item.review.length === 0 ? (
          <Typography variant="body2">{translate('agenda.noReview')}</Typography>
        ) : (
          <Box component="ul" sx={{ mt: 0, pl: 2.5 }}>
            {item.review.map((section) => (
              <li key={section.sectionId}>
                <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  <strong>{sectionName(section.sectionId)}</strong>: {section.reviewStatusId === null ? '–' : reviewName(section.reviewStatusId)}
                  {section.comment ? ` – ${section.comment}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        )}
        <ItemDetails item={item} />
        <ItemHandling item={item} />
      </CardContent>
    </Card>
  );
}

function AttachDialog({ meetingId, onClose }: { meetingId: number; onClose: () => void }) {
  const translate = useTranslate();
  const typeName = useNames('application-types');
  const reviewName = useNames('review-statuses');
  const queue = useActionQuery(boardQueue, {});
  const attach = useAction(attachApplication, { success: 'agenda.attached', failure: 'pateva.errors.server', refreshOnError: true });
  const choose = async (candidate: AgendaCandidate) => {
    if (await attach.run({ id: meetingId }, { body: { application_id: candidate.applicationId } })) onClose();
  };
  const candidates = queue.data?.data ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="attach-title">
      <DialogTitle id="attach-title">{translate('agenda.attachTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('agenda.attachHint')}
        </Typography>
        {attach.error && <Alert severity="error">{attach.error}</Alert>}
        {queue.isError && <Alert severity="error">{translate('agenda.loadFailed')}</Alert>}
        {queue.isSuccess && candidates.length === 0 && <Typography>{translate('agenda.queueEmpty')}</Typography>}
        <List>
          {candidates.map((candidate) => (
            <ListItem
              key={candidate.applicationId}
              divider
              secondaryAction={
                <Button variant="outlined" size="small" disabled={attach.pending} onClick={() => choose(candidate)} aria-label={translate('agenda.attachOne', { name: candidate.companyName })}>
                  {translate('agenda.attach')}
                </Button>
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={candidate.companyName}
                secondary={[typeName(candidate.applicationTypeId), reviewName(candidate.proposalId), candidate.presenterName, candidate.finishedAt ? formatDate(candidate.finishedAt) : null].filter(Boolean).join(' · ')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('agenda.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function Agenda({ meetingId, editable, extracts = false }: { meetingId: number; editable: boolean; extracts?: boolean }) {
  const translate = useTranslate();
  const agenda = useActionQuery(meetingAgenda, { id: meetingId });
  const [attaching, setAttaching] = useState(false);
  const [detaching, setDetaching] = useState<AgendaItem | null>(null);
  const detach = useAction(detachApplication, { success: 'agenda.detached', failure: 'pateva.errors.server', refreshOnError: true });
  const items = agenda.data?.data ?? [];
  return (
    <Box component="section" aria-labelledby="agenda-title" sx={{ display: 'grid', gap: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="agenda-title" variant="h5" component="h2">
          {translate('agenda.title')}
        </Typography>
        {editable && (
          <Button variant="contained" onClick={() => setAttaching(true)}>
            {translate('agenda.attach')}
          </Button>
        )}
      </Stack>
      {detach.error && <Alert severity="error">{detach.error}</Alert>}
      {agenda.isPending && <Typography>{translate('agenda.loading')}</Typography>}
      {agenda.isError && <Alert severity="error">{translate('agenda.loadFailed')}</Alert>}
      {agenda.isSuccess && items.length === 0 && <Typography>{translate('agenda.empty')}</Typography>}
      {items.map((item, index) => (
        <ItemCard
          key={item.applicationId}
          item={item}
          number={index + 1}
          onDetach={editable ? () => setDetaching(item) : undefined}
          extractHref={extracts ? decisionExtractPdfPath(meetingId, item.applicationId) : undefined}
        />
      ))}
      {attaching && <AttachDialog meetingId={meetingId} onClose={() => setAttaching(false)} />}
      <Confirm
        isOpen={detaching !== null}
        title="agenda.detachConfirm.title"
        content="agenda.detachConfirm.body"
        translateOptions={{ name: detaching?.companyName ?? '' }}
        onClose={() => setDetaching(null)}
        onConfirm={async () => {
          const item = detaching;
          setDetaching(null);
          if (item) await detach.run({ id: meetingId, appId: item.applicationId });
        }}
      />
    </Box>
  );
}
