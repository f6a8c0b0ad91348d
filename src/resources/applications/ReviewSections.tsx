/**
 * The nine review sections (SPEC §3): each with its review status (the statement also the four
 * proposals) and a comment that the server signs off (SPEC §9: ' / dd.MM.yyyy, First Last').
 * Editable only when the status allows review; otherwise shown as read.
 */
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useActionForm } from '../../components/actions/useActionForm';
import { reviewSection } from '../../domain/api/applicationReviewActions';
import { useLookup } from '../../components/entity/useLookup';
import type { ReviewSectionState } from '../../domain/api/applicationReview';
import { COMMENT_MAX } from '../../domain/api/applicationReview';

function SectionCard({ appId, section, editable }: { appId: number; section: ReviewSectionState; editable: boolean }) {
  const translate = useTranslate();
  const statuses = useLookup('review-statuses');
  const { form, onSubmit, pending, generalError, fieldError } = useActionForm(
    reviewSection,
    { appId, section: section.section },
    {
      defaultValues: { review_status: section.reviewStatusId, comment: section.comment ?? '' },
      success: translate('applicationReview.sections.saved', { title: section.title }),
      failure: 'applicationReview.saveFailed',
    },
  );
  const idBase = `review-${section.section}`;
  const names = new Map((statuses.data ?? []).map((entry) => [entry.id, entry.shortDescription]));
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${idBase}-title`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={`${idBase}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {section.title}
        </Typography>
        {editable ? (
          <>
            <Controller
              control={form.control}
              name="review_status"
              render={({ field }) => (
                <TextField
                  select
                  id={`${idBase}-status`}
                  label={translate('applicationReview.sections.status')}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
                  onBlur={field.onBlur}
                  error={!!fieldError('review_status')}
                  helperText={fieldError('review_status')}
                  size="small"
                >
                  <MenuItem value="">{translate('applicationReview.sections.noStatus')}</MenuItem>
                  {section.allowedStatusIds.map((id) => (
                    <MenuItem key={id} value={id}>
                      {names.get(id) ?? id}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="comment"
              render={({ field }) => (
                <TextField
                  id={`${idBase}-comment`}
                  label={translate('applicationReview.sections.comment')}
                  helperText={fieldError('comment') ?? translate('applicationReview.sections.commentHelp')}
                  error={!!fieldError('comment')}
                  {...field}
                  value={field.value ?? ''}
                  multiline
                  minRows={2}
                  slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
                />
              )}
            />
            {generalError && <Alert severity="error">{generalError}</Alert>}
            <Box>
              <Button variant="contained" size="small" onClick={() => void onSubmit()} disabled={pending}>
                {translate('applicationReview.sections.save')}
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Typography variant="body2">
              {translate('applicationReview.sections.status')}: {section.reviewStatusId ? (names.get(section.reviewStatusId) ?? '') : translate('applicationReview.sections.noStatus')}
            </Typography>
            {section.comment && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {section.comment}
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function ReviewSections({ appId, sections, canReview }: { appId: number; sections: ReviewSectionState[]; canReview: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="review-sections-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="review-sections-title" variant="h6" component="h2">
        {translate('applicationReview.sections.title')}
      </Typography>
      {!canReview && <Alert severity="info">{translate('applicationReview.sections.notPossible')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {sections.map((section) => (
          // A saved section comes back signed: its key changes so that the form shows the stored text.
          <SectionCard key={`${section.section}-${section.updatedAt ?? ''}`} appId={appId} section={section} editable={canReview} />
        ))}
      </Box>
    </Box>
  );
}
