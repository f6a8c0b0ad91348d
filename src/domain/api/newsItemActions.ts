/**
 * A news item's own image (the office, issue 22 §4): upload one (JPEG or PNG, re-encoded; it
 * replaces the one before) or remove it. Each answers the item, whose `image` is then the uploaded
 * image's address on this site (or none), and refreshes what react-admin holds of 'news-items'.
 */
import { z } from 'zod';
import { responseSchema } from '../entities/entity';
import { newsItem } from '../entities/newsItem';
import { defineAction, IMAGE_FILE_KINDS } from './action';
import { resourceKey } from './queryKeys';

const IMAGE = '/news-items/:id/image';
const newsItemRecord = responseSchema(newsItem);
const newsItems = () => [resourceKey(newsItem.resource)];

const imagePrefix = (newsItemId: number) => `/api/news-items/${newsItemId}/image/content?v=`;
/** The address the item's `image` gets for its uploaded file: `v` changes with each upload, so no browser shows the one before. */
export const newsImagePath = (newsItemId: number, fileId: number) => `${imagePrefix(newsItemId)}${fileId}`;
/** Whether the item's image is its own upload (not an address typed in the form). */
export const isUploadedNewsImage = (item: { id: number; image: string | null }) => !!item.image?.startsWith(imagePrefix(item.id));

export const uploadNewsItemImage = defineAction({
  method: 'POST',
  path: IMAGE,
  upload: { fields: z.object({}), files: { file: { accepts: IMAGE_FILE_KINDS } } },
  answer: newsItemRecord,
  touches: newsItems,
});

export const removeNewsItemImage = defineAction({
  method: 'DELETE',
  path: IMAGE,
  answer: newsItemRecord,
  touches: newsItems,
});
