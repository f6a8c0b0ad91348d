/**
 * The portal's own news items (SPEC §3 News item: title, date, description, image, categoryName),
 * written by the office at /api/news-items; with NEWS_FEED_URL unset, GET /api/feed serves them in
 * the association feed's shape and GET /api/getarticle their `body` (issue 22 §4).
 */
import { z } from 'zod';
import { safeImageUrl } from '../news';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { formField } from './fieldsForm';
import { date, datetime, id, storable, text, TEXT_ERROR, UNSTORABLE_MESSAGE } from './fields';

const IMAGE_MESSAGE = 'Kuvan osoitteen on oltava https-osoite tai sivuston polku (esim. /kuvat/uutinen.jpg).';

/** An image address: an https URL or a path of this site; empty is none. */
const imageInput = z
  .string({ error: TEXT_ERROR })
  .trim()
  .max(1000, 'Kuvan osoite on liian pitkä (enintään 1000 merkkiä).')
  .refine(storable, UNSTORABLE_MESSAGE)
  .refine((value) => value === '' || safeImageUrl(value) !== null, IMAGE_MESSAGE)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

export const newsItem = defineEntity({
  resource: 'news-items',
  path: 'news-items',
  fields: {
    id: id(),
    title: text({ max: 200, required: 'Otsikko on pakollinen.', tooLong: 'Otsikko on liian pitkä (enintään 200 merkkiä).', sortable: true }),
    date: date({ required: 'Päivämäärä on pakollinen.', malformed: 'Anna päivämäärä muodossa pp.kk.vvvv.', sortable: true }),
    categoryName: text({ max: 100, tooLong: 'Luokka on liian pitkä (enintään 100 merkkiä).', sortable: true }),
    description: text({ max: 2000, multiline: true, tooLong: 'Tiivistelmä on liian pitkä (enintään 2000 merkkiä).', list: false }),
    body: text({ max: 50_000, multiline: true, tooLong: 'Teksti on liian pitkä (enintään 50 000 merkkiä).', list: false }),
    image: formField('text', imageInput, z.string().nullable(), { list: false }),
    updatedAt: datetime({ list: false }),
  },
});

export type NewsItem = EntityRecord<typeof newsItem>;
export type NewsItemBody = EntityBody<typeof newsItem>;
