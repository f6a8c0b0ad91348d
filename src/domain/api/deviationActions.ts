/**
 * The deviations' calls (issue 21), over src/domain/deviations.ts: the auditor raises, changes,
 * approves and returns; the company writes its taken action, adds and removes evidence and sends
 * its fix. Every change refreshes every deviation view (both sides' lists and one deviation) and the
 * audit report, whose questions show their open deviations and whose status an approval may complete.
 */
import { z } from 'zod';
import { defineAction } from './action';
import { auditReportKey } from './auditReportActions';
import { listKeys } from './queryKeys';
import { listQuerySchema } from '../schemas/list';
import { pageSchema } from '../entities/entity';
import {
  deviationFileSchema,
  deviationListItemSchema,
  deviationSchema,
  raiseDeviationSchema,
  rejectFixSchema,
  takenActionSchema,
  updateDeviationSchema,
} from '../deviations';

export const DEVIATIONS_KEY = ['deviations'] as const;
export const deviationKey = (deviationId: number) => ['deviations', 'one', deviationId] as const;
export const companyDeviationsKey = (companyId: number) => ['deviations', 'company', companyId] as const;

/** Every deviation view (a prefix of each key above) and the programmes' lists and reports they show in. */
const everyView = () => [DEVIATIONS_KEY, ['audit-report'], ...listKeys('audit-programs')];

const DEVIATION = '/deviations/:deviationId';
const COMPANY_DEVIATION = '/companies/:id/deviations/:deviationId';

export const raiseDeviation = defineAction({
  method: 'POST',
  path: '/audit-programs/:programId/deviations',
  body: raiseDeviationSchema,
  answer: deviationSchema,
  created: true,
  touches: ({ programId }) => [...everyView(), auditReportKey(programId)],
});

/** The staff list: `status_id`, `severity_id`, `overdue` (true/false), `program_id`, `company_id`; sorted by due date at first. */
export const staffDeviations = defineAction({
  method: 'GET',
  path: '/deviations',
  query: listQuerySchema.extend({
    status_id: z.coerce.number().int().positive().optional(),
    severity_id: z.coerce.number().int().positive().optional(),
    overdue: z.enum(['true', 'false']).optional(),
    program_id: z.coerce.number().int().positive().optional(),
    company_id: z.coerce.number().int().positive().optional(),
  }),
  answer: pageSchema(deviationListItemSchema),
  key: () => [...DEVIATIONS_KEY, 'staff'],
});

export const staffDeviation = defineAction({
  method: 'GET',
  path: DEVIATION,
  answer: deviationSchema,
  key: ({ deviationId }) => deviationKey(deviationId),
});

export const updateDeviation = defineAction({ method: 'PUT', path: DEVIATION, body: updateDeviationSchema, answer: deviationSchema, touches: everyView });
export const approveDeviationFix = defineAction({ method: 'POST', path: `${DEVIATION}/approve`, answer: deviationSchema, touches: everyView });
export const rejectDeviationFix = defineAction({ method: 'POST', path: `${DEVIATION}/reject`, body: rejectFixSchema, answer: deviationSchema, touches: everyView });

export const companyDeviations = defineAction({
  method: 'GET',
  path: '/companies/:id/deviations',
  answer: z.array(deviationSchema),
  key: ({ id }) => companyDeviationsKey(id),
});

export const writeTakenAction = defineAction({ method: 'PUT', path: COMPANY_DEVIATION, body: takenActionSchema, answer: deviationSchema, touches: everyView });

export const addDeviationFile = defineAction({
  method: 'POST',
  path: `${COMPANY_DEVIATION}/files`,
  upload: { fields: z.object({}), files: { file: { accepts: ['pdf', 'jpeg', 'png'] } } },
  answer: deviationFileSchema,
  created: true,
  touches: everyView,
});

export const removeDeviationFile = defineAction({ method: 'DELETE', path: `${COMPANY_DEVIATION}/files/:fileId`, answer: null, touches: everyView });

export const sendDeviationFix = defineAction({ method: 'POST', path: `${COMPANY_DEVIATION}/send-fix`, answer: deviationSchema, touches: everyView });
