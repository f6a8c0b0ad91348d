/**
 * Help pages (SPEC §2 help modal: pages, default 'common'): Markdown the office writes at
 * /api/help-pages; everyone signed in reads one by its slug (GET /api/help-pages/{slug}). Shown
 * without raw HTML (issue 22 §4).
 */
import { z } from 'zod';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { formField } from './fieldsForm';
import { datetime, id, storable, text, TEXT_ERROR, UNSTORABLE_MESSAGE } from './fields';

/** SPEC §2: the page the help modal opens at. */
export const DEFAULT_HELP_PAGE = 'common';
/** A slug starts with a letter, so it never reads as a record id in the same path. */
export const HELP_SLUG = /^[a-z][a-z0-9-]{0,59}$/;
const SLUG_MESSAGE = 'Tunnisteessa saa olla pieniä kirjaimia a–z, numeroita ja viivoja, ja sen on alettava kirjaimella (enintään 60 merkkiä).';

const slugInput = z
  .string({ error: TEXT_ERROR })
  .trim()
  .min(1, 'Tunniste on pakollinen.')
  .refine(storable, UNSTORABLE_MESSAGE)
  .refine((value) => HELP_SLUG.test(value), SLUG_MESSAGE);

export const helpPage = defineEntity({
  resource: 'help-pages',
  path: 'help-pages',
  fields: {
    id: id(),
    slug: { ...formField('text', slugInput, z.string()), required: true, sortable: true },
    title: text({ max: 200, required: 'Otsikko on pakollinen.', tooLong: 'Otsikko on liian pitkä (enintään 200 merkkiä).', sortable: true }),
    content: text({ max: 50_000, multiline: true, required: 'Sisältö on pakollinen.', tooLong: 'Sisältö on liian pitkä (enintään 50 000 merkkiä).', list: false }),
    updatedAt: datetime({ sortable: true }),
  },
});

export type HelpPage = EntityRecord<typeof helpPage>;
export type HelpPageBody = EntityBody<typeof helpPage>;
