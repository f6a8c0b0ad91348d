/**
 * A reference's actions beside its CRUD (SPEC §7 References): its images (add, make the default,
 * remove) and the client's confirmation request. Each answers or changes the reference, so each
 * refreshes what react-admin holds of 'references'.
 */
import { responseSchema } from '../entities/entity';
import { reference } from '../entities/reference';
import { confirmationRequestSchema } from '../referenceConfirmation';
import { z } from 'zod';
import { defineAction, IMAGE_FILE_KINDS } from './action';
import { resourceKey } from './queryKeys';

const REFERENCE = '/companies/:id/references/:refId';
const referenceRecord = responseSchema(reference);
const references = () => [resourceKey(reference.resource)];

export const addReferenceImage = defineAction({
  method: 'POST',
  path: `${REFERENCE}/images`,
  upload: { fields: z.object({}), files: { file: { accepts: IMAGE_FILE_KINDS } } },
  answer: referenceRecord,
  created: true,
  touches: references,
});

export const setDefaultReferenceImage = defineAction({
  method: 'PUT',
  path: `${REFERENCE}/images/:imageId/default`,
  answer: referenceRecord,
  touches: references,
});

export const removeReferenceImage = defineAction({
  method: 'DELETE',
  path: `${REFERENCE}/images/:imageId`,
  answer: null,
  touches: references,
});

export const requestReferenceConfirmation = defineAction({
  method: 'POST',
  path: `${REFERENCE}/confirmation-request`,
  body: confirmationRequestSchema,
  answer: referenceRecord,
  created: true,
  touches: references,
});
