/** A company certificate's PDF (SPEC §7 Certificates): attached beside the certificate's CRUD; it answers the certificate. */
import { z } from 'zod';
import { responseSchema } from '../entities/entity';
import { companyCertificate } from '../entities/companyCertificate';
import { defineAction } from './action';
import { resourceKey } from './queryKeys';

export const attachCertificateFile = defineAction({
  method: 'POST',
  path: '/companies/:id/certificates/:certId/file',
  upload: { fields: z.object({}), files: { file: { accepts: ['pdf'] } } },
  answer: responseSchema(companyCertificate),
  touches: () => [resourceKey(companyCertificate.resource)],
});
