/**
 * A news item's own image on the office's page (issue 22 §4): what the front page shows, an upload
 * (JPEG or PNG; it replaces the one before) and, for an uploaded image, its removal after a
 * confirmation. An address typed in the form (a path of this site, or https) is shown the same way.
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { useToast } from '../../areas/shared/notify';
import { useActionMutation } from '../../components/actions/useAction';
import { FileUpload, IMAGE_TYPES } from '../../components/files/FileUpload';
import { serverMessage } from '../../components/form/httpErrorFields';
import { isUploadedNewsImage, removeNewsItemImage, uploadNewsItemImage } from '../../domain/api/newsItemActions';
import type { NewsItem } from '../../domain/entities/newsItem';
import { safeImageUrl } from '../../domain/news';

const T = (key: string) => `news.office.image.${key}`;


export function NewsImagePanel() {
  const translate = useTranslate();
  const toast = useToast();
  const item = useRecordContext<NewsItem>();
  const upload = useActionMutation(uploadNewsItemImage);
  const remove = useActionMutation(removeNewsItemImage);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (!item) return null;
  const url = safeImageUrl(item.image);
  return (
    <Box component="section" aria-labelledby="news-image-title" sx={{ px: 2, pb: 2 }}>
      <Typography id="news-image-title" variant="h6" component="h2" gutterBottom>
        {translate(T('title'))}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        {url && failed !== url ? (
          <Box component="img" src={url} alt={translate(T('alt'), { title: item.title })} onError={() => setFailed(url)} sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 1 }} />
        ) : (
          <Typography color="text.secondary">{translate(url ? T('unreachable') : T('none'))}</Typography>
        )}
        <FileUpload<NewsItem>
          label={translate(T('upload'))}
          accept={IMAGE_TYPES}
          upload={(file, options) => upload.mutateAsync({ params: { id: item.id }, input: { fields: {}, files: { file }, ...options } })}
          onUploaded={() => toast('success', T('uploaded'))}
        />
        {isUploadedNewsImage(item) && (
          <Box>
            <Button color="error" variant="outlined" disabled={remove.isPending} onClick={() => setConfirming(true)}>
              {translate(T('remove'))}
            </Button>
          </Box>
        )}
      </Stack>
      <Confirm
        isOpen={confirming}
        title={T('confirmTitle')}
        content={T('confirmBody')}
        translateOptions={{ title: item.title }}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          try {
            await remove.mutateAsync({ params: { id: item.id } });
            toast('success', T('removed'));
          } catch (failure) {
            toast('danger', serverMessage(failure) ?? T('failed'));
          }
        }}
      />
    </Box>
  );
}
