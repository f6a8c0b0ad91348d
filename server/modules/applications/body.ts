/**
 * The request bodies of SPEC §7's application calls, derived from the declaration
 * (src/domain/entities/application.ts): one schema reads both a JSON body and a multipart form
 * (whose values are strings, nested by their bracket names in http/uploads.ts).
 */
import { z } from 'zod';
import { requestSchema, updateSchema } from '../../../src/domain/entities/entity';
import { application, fileTypeId, type ApplicationCreateBody, type ApplicationUpdateBody } from '../../../src/domain/entities/application';
import { formNullableId } from '../../../src/domain/entities/fieldsForm';

export const createBody = requestSchema(application);
export type CreateBody = ApplicationCreateBody;

export const updateBody = updateSchema(application) as unknown as z.ZodObject<{ [K in keyof ApplicationUpdateBody]-?: z.ZodType<ApplicationUpdateBody[K]> }>;
export type UpdateBody = ApplicationUpdateBody;

/** The PUT override of SPEC §7: a form POSTed with `_method=PUT` is the update. */
export const overrideBody = updateBody.extend({
  _method: z.literal('PUT', { error: 'Lähetä muutos kentällä _method=PUT.' }),
});

/** POST …/files: a file (multipart `file`) or an already stored one (`duplicate_file_id`), with its type. */
export const fileBody = z.object({
  file_type_id: fileTypeId,
  duplicate_file_id: formNullableId('Valitse tiedosto luettelosta.').optional(),
});
