/**
 * The wire shape of an application (SPEC §3 Application, issue 11), shared by the API's response
 * schemas, the company's application pages and the office's screens. Responses are camelCase;
 * request bodies are the same names in snake_case (SPEC §7's field names).
 */
import { z } from 'zod';
import { application, applicationFile, applicationIndustry, applicationOffice, applicationRequirementSchema } from '../entities/application';
import { recordPart, responseSchema, type EntityRecord } from '../entities/entity';

const id = z.number().int().positive();

export const applicationTargetSchema = z.object({
  /** The application_target_id a new application sends. */
  id,
  applicationTypeId: id,
  name: z.string(),
  family: z.enum(['qualification', 'certificate']),
  role: z.enum(['new', 'renewal', 'extension']),
  /** For a renewal or an extension: the granted application it copies (null for a new one). */
  sourceApplicationId: id.nullable(),
});
export type ApplicationTarget = z.infer<typeof applicationTargetSchema>;

export {
  applicationHistoryEntrySchema,
  applicationIndustryReferenceSchema,
  applicationRequirementSchema,
  type Application,
} from '../entities/application';

export type ApplicationRequirement = z.infer<typeof applicationRequirementSchema>;

/** The answers are the declaration's (src/domain/entities/application.ts): the record and each child. */
export const applicationSchema = responseSchema(application);
export const applicationIndustrySchema = responseSchema(applicationIndustry);
export type ApplicationIndustry = EntityRecord<typeof applicationIndustry>;
export const applicationCompanyOfficeSchema = responseSchema(applicationOffice);
export const applicationFileSchema = responseSchema(applicationFile);
export type ApplicationFile = EntityRecord<typeof applicationFile>;

/** One row of a list of applications (company's and the office's). */
export const applicationListItemSchema = recordPart(application, [
  'id',
  'companyId',
  'companyName',
  'applicationTargetId',
  'applicationTypeId',
  'applicationStatusId',
  'target',
  'status',
  'patevaResponsiblePersonId',
  'auditorUser',
  'openedAt',
  'sentAt',
  'finishedAt',
  'updatedAt',
]);
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

/** SPEC §3 validation result values. */
export const VALIDATION_RESULTS = ['NONE', 'OK', 'FAIL', 'WARNING'] as const;
export type ValidationResult = (typeof VALIDATION_RESULTS)[number];

/** GET …/applications/{appId}/validate: per section, each unmet requirement with where it is fixed. */
export const applicationValidationSchema = z.object({
  result: z.enum(VALIDATION_RESULTS),
  sections: z.array(
    z.object({
      /** One of APPLICATION_CHECK_SECTIONS (src/domain/applicationChecks.ts). */
      section: z.string(),
      title: z.string(),
      result: z.enum(VALIDATION_RESULTS),
      items: z.array(
        z.object({
          result: z.enum(VALIDATION_RESULTS),
          /** Finnish, e.g. "Toimialalle 2.1.3 tarvitaan 3 alle 60 kuukautta vanhaa referenssiä; liitetty 1." */
          message: z.string(),
          /** The portal path where it is fixed, e.g. /companies/12/references. */
          link: z.string().nullable(),
          /** The link's Finnish text, e.g. "Referenssit". */
          linkText: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type ApplicationValidation = z.infer<typeof applicationValidationSchema>;
