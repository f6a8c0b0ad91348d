/**
 * A company certificate's PDF (SPEC §7 Certificates): attached beside the certificate's CRUD; it answers the certificate.
 * The office's actions on the association's issued certificates and their history (issue 20).
 */
import { z } from 'zod';
import { responseSchema } from '../entities/entity';
import { companyCertificate } from '../entities/companyCertificate';
import { officeCertificate } from '../entities/officeCertificate';
import { storable, UNSTORABLE_MESSAGE } from '../entities/fields';
import { CERTIFICATE_EVENTS, REASON_REQUIRED, REASON_TOO_LONG } from '../certificateStatus';
import { defineAction } from './action';
import { resourceKey } from './queryKeys';

export const attachCertificateFile = defineAction({
  method: 'POST',
  path: '/companies/:id/certificates/:certId/file',
  upload: { fields: z.object({}), files: { file: { accepts: ['pdf'] } } },
  answer: responseSchema(companyCertificate),
  touches: () => [resourceKey(companyCertificate.resource)],
});

/** The office's hold on an issued certificate: suspend, withdraw, reinstate, each with a reason (issue 20). */
export const certificateHoldBodySchema = z.object({
  reason: z
    .string({ error: REASON_REQUIRED })
    .trim()
    .min(1, REASON_REQUIRED)
    .max(2000, REASON_TOO_LONG)
    .refine(storable, UNSTORABLE_MESSAGE),
});
export type CertificateHoldBody = z.input<typeof certificateHoldBodySchema>;

const holdAction = <const P extends string>(path: P) =>
  defineAction({
    method: 'POST',
    path,
    body: certificateHoldBodySchema,
    answer: responseSchema(officeCertificate),
    touches: () => [resourceKey(officeCertificate.resource), resourceKey(companyCertificate.resource), ['/certificates/:certId/history']],
  });

export const suspendCertificate = holdAction('/certificates/:certId/suspend');
export const withdrawCertificate = holdAction('/certificates/:certId/withdraw');
export const reinstateCertificate = holdAction('/certificates/:certId/reinstate');

/** What happened to a certificate (issued, suspended …) and the expiry reminders sent of it: the office sees both. */
export const certificateHistorySchema = z.object({
  events: z.array(
    z.object({
      id: z.number().int(),
      event: z.enum(CERTIFICATE_EVENTS),
      reason: z.string().nullable(),
      /** Who did it (staff); null for the system. */
      userName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  reminders: z.array(
    z.object({
      stageDays: z.number().int(),
      validUntil: z.string(),
      recipients: z.array(z.string()),
      sentAt: z.string(),
    }),
  ),
});
export type CertificateHistory = z.output<typeof certificateHistorySchema>;

export const certificateHistory = defineAction({
  method: 'GET',
  path: '/certificates/:certId/history',
  answer: certificateHistorySchema,
  key: ({ certId }) => ['/certificates/:certId/history', certId],
});
