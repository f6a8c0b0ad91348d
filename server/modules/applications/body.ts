/**
 * The request bodies of SPEC §7's application calls. One schema reads both a JSON body and a
 * multipart form (whose values are strings, nested by their bracket names in http/uploads.ts): ids
 * and truth values are taken as numbers or as their text, an empty text is "none".
 */
import { z } from 'zod';
import { CANONICAL_ID } from '../../http/params';
import { INT4_MAX, storable, UNSTORABLE_MESSAGE } from '../../../src/domain/entities/fields';
import { DESCRIBABLES } from '../../../src/domain/describables';

const ID_MESSAGE = 'Tunnisteen on oltava positiivinen kokonaisluku.';

/** An id: a positive int4, as a number (JSON) or its digits (a form). */
export const idValue = (message = ID_MESSAGE) =>
  z.union(
    [
      z.number().int(message).positive(message).max(INT4_MAX, message),
      z.string().trim().regex(CANONICAL_ID, message).transform(Number).pipe(z.number().max(INT4_MAX, message)),
    ],
    { error: message },
  );

/** An empty form value is no value. */
const emptyIsNull = (value: unknown) => (value === '' ? null : value);

const nullableId = (message?: string) => z.preprocess(emptyIsNull, idValue(message).nullable());

const truth = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on']).transform((value) => value === 'true' || value === '1' || value === 'on')], {
  error: 'Arvon on oltava kyllä tai ei.',
});

const text = (max: number, tooLong: string) =>
  z.preprocess(
    emptyIsNull,
    z
      .string({ error: 'Arvon on oltava tekstiä.' })
      .trim()
      .max(max, tooLong)
      .refine(storable, UNSTORABLE_MESSAGE)
      .transform((value) => value || null)
      .nullable(),
  );

/** A list; in a form, `x[]` sent empty (one empty value) is the empty list. */
const list = <T extends z.ZodType>(item: T, max: number, tooMany: string) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((entry) => entry !== '') : value),
    z.array(item, { error: 'Arvon on oltava luettelo.' }).max(max, tooMany),
  );

const AREA_CODE_IDS = new Set((DESCRIBABLES['area-codes'] ?? []).map((row) => row.id));
const DOCUMENT_TYPE_IDS = new Set((DESCRIBABLES['company-document-types'] ?? []).map((row) => row.id));
const AREA_MESSAGE = 'Valitse alue luettelosta.';
const FILE_TYPE_MESSAGE = 'Valitse asiakirjan tyyppi luettelosta.';

export const areaCode = idValue(AREA_MESSAGE).refine((id) => AREA_CODE_IDS.has(id), AREA_MESSAGE).meta({ enum: [...AREA_CODE_IDS] });
export const fileTypeId = idValue(FILE_TYPE_MESSAGE).refine((id) => DOCUMENT_TYPE_IDS.has(id), FILE_TYPE_MESSAGE).meta({ enum: [...DOCUMENT_TYPE_IDS] });

const industry = z.object(
  {
    classification_industry_id: idValue('Valitse toimiala.'),
    reference_ids: list(idValue('Valitse referenssi luettelosta.'), 100, 'Toimialalle voi liittää enintään 100 referenssiä.').optional(),
  },
  { error: 'Toimialan tiedot puuttuvat.' },
);

const office = z.object(
  {
    company_office_id: nullableId('Valitse toimipaikka luettelosta.').optional(),
    description: text(2000, 'Kuvaus on liian pitkä (enintään 2000 merkkiä).').optional(),
  },
  { error: 'Toimipaikan tiedot puuttuvat.' },
);

const scope = z.object(
  {
    description: text(2000, 'Soveltamisala on liian pitkä (enintään 2000 merkkiä).').pipe(z.string({ error: 'Kirjoita soveltamisala.' })),
  },
  { error: 'Soveltamisalan tiedot puuttuvat.' },
);

/**
 * A file of the application: `file` (multipart, the upload itself) or `duplicate_file_id` (an
 * already stored file of the company), with its `file_type_id`.
 */
const fileItem = z.object(
  {
    file_type_id: fileTypeId,
    duplicate_file_id: nullableId('Valitse tiedosto luettelosta.').optional(),
  },
  { error: 'Tiedoston tiedot puuttuvat.' },
);

const BOARD_MESSAGE = 'Hallituksen kokousta ei voi vielä valita hakemukselle.';

/** The fields every create and update may carry; an update keeps what it leaves out. */
const fields = {
  contact_person_id: nullableId('Valitse yhteyshenkilö yrityksen henkilöistä.').optional(),
  // Board meetings come with the board issue (docs/decisions.md): until then only "none".
  board_meeting_id: z.preprocess(emptyIsNull, z.null({ error: BOARD_MESSAGE })).optional(),
  industry_description: text(5000, 'Toimialojen kuvaus on liian pitkä (enintään 5000 merkkiä).').optional(),
  vastuu_group_agreement: truth.optional(),
  contract_agreement: truth.optional(),
  application_area_codes: list(areaCode, 30, 'Valitse enintään 30 aluetta.').optional(),
  application_industries: list(industry, 200, 'Hakemuksella voi olla enintään 200 toimialaa.').optional(),
  application_company_offices: list(office, 100, 'Hakemuksella voi olla enintään 100 toimipaikkaa.').optional(),
  application_scopes: list(scope, 50, 'Hakemuksella voi olla enintään 50 soveltamisalaa.').optional(),
  files: list(fileItem, 20, 'Lähetä enintään 20 tiedostoa kerrallaan.').optional(),
};

export const createBody = z.object({
  application_target_id: idValue('Valitse, mitä haet.'),
  ...fields,
});
export type CreateBody = z.output<typeof createBody>;

export const updateBody = z.object(fields);
export type UpdateBody = z.output<typeof updateBody>;

/** The PUT override of SPEC §7: a form POSTed with `_method=PUT` is the update. */
export const overrideBody = updateBody.extend({
  _method: z.literal('PUT', { error: 'Lähetä muutos kentällä _method=PUT.' }),
});

/** POST …/files: a file (multipart `file`) or an already stored one (`duplicate_file_id`), with its type. */
export const fileBody = z.object({
  file_type_id: fileTypeId,
  duplicate_file_id: nullableId('Valitse tiedosto luettelosta.').optional(),
});
