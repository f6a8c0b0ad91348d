/**
 * The wire shape of an application (SPEC §3 Application, issue 11), shared by the API's response
 * schemas, the company's application pages and the office's screens. Responses are camelCase;
 * request bodies are the same names in snake_case (SPEC §7's field names).
 */
import { z } from 'zod';

const id = z.number().int().positive();
const named = z.object({ id, name: z.string() });

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

export const applicationIndustryReferenceSchema = z.object({
  referenceId: id,
  title: z.string(),
  workEndDate: z.string().nullable(),
  /** In euros (the reference's unit converted). */
  totalBilling: z.number().nullable(),
  granted: z.boolean().nullable(),
  /** False when a renewal copied it from the application it renews. */
  new: z.boolean(),
});

export const applicationRequirementSchema = z.object({
  id,
  certificateTypeId: z.number().int().nullable(),
  minTotalBilling: z.number().nullable(),
  maxReferenceAge: z.number().int().nullable(),
  minReferenceCount: z.number().int().nullable(),
  fileTypeId: z.number().int().nullable(),
  educationDegreeIds: z.array(z.number().int()),
  personCertificateTypeIds: z.array(z.number().int()),
});
export type ApplicationRequirement = z.infer<typeof applicationRequirementSchema>;

export const applicationIndustrySchema = z.object({
  id,
  classificationIndustryId: id,
  symbolicNumber: z.string(),
  shortDescription: z.string(),
  granted: z.boolean().nullable(),
  audited: z.boolean(),
  auditedIndustryId: id.nullable(),
  requirements: z.array(applicationRequirementSchema),
  references: z.array(applicationIndustryReferenceSchema),
});
export type ApplicationIndustry = z.infer<typeof applicationIndustrySchema>;

export const applicationCompanyOfficeSchema = z.object({
  id,
  companyOfficeId: id.nullable(),
  description: z.string().nullable(),
  /** The office's name and address as one line ("Tampereen yksikkö, Hämeenkatu 1, 33100 Tampere"). */
  address: z.string().nullable(),
  audited: z.boolean(),
  isGranted: z.boolean().nullable(),
});

export const applicationFileSchema = z.object({
  /** The application file's id (…/files/{fileId} in SPEC §7). */
  id,
  /** The stored file's id: what `duplicate_file_id` names to reuse it. */
  storedFileId: id,
  fileTypeId: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  byteSize: z.number().int(),
  documentReadinessId: z.number().int(),
  createdAt: z.string(),
});
export type ApplicationFile = z.infer<typeof applicationFileSchema>;

export const applicationHistoryEntrySchema = z.object({
  id,
  fromStatusId: z.number().int().nullable(),
  toStatusId: z.number().int(),
  message: z.string().nullable(),
  /** "Etunimi Sukunimi" of who changed it (null when the user is gone). */
  changedBy: z.string().nullable(),
  createdAt: z.string(),
});

export const applicationSchema = z.object({
  id,
  companyId: id,
  companyName: z.string(),
  applicationTargetId: id,
  applicationTypeId: id,
  applicationSourceId: id.nullable(),
  applicationStatusId: id,
  target: named.extend({ applicationTypeId: id }),
  source: z.object({ id, applicationTypeId: id, sentAt: z.string().nullable() }).nullable(),
  status: named,
  /** The statuses the asking user may move it to (src/domain/applications.ts possibleStatuses). */
  possibleStatuses: z.array(named),
  contactPersonId: id.nullable(),
  patevaResponsiblePersonId: id.nullable(),
  auditorUser: z.object({ id, firstName: z.string(), lastName: z.string() }).nullable(),
  boardMeetingId: id.nullable(),
  industryDescription: z.string().nullable(),
  vastuuGroupAgreement: z.boolean(),
  contractAgreement: z.boolean(),
  openedAt: z.string(),
  sentAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
  industries: z.array(applicationIndustrySchema),
  companyOffices: z.array(applicationCompanyOfficeSchema),
  scopes: z.array(z.object({ id, description: z.string() })),
  /** Ids of the 'area-codes' lookup (Finland's regions). */
  areaCodes: z.array(z.number().int()),
  files: z.array(applicationFileSchema),
  history: z.array(applicationHistoryEntrySchema),
  /** A renewal or extension: what differs from the application it was copied from, in Finnish, one line each. */
  changesSinceSource: z.array(z.string()),
});
export type Application = z.infer<typeof applicationSchema>;

/** One row of a list of applications (company's and the office's). */
export const applicationListItemSchema = applicationSchema.pick({
  id: true,
  companyId: true,
  companyName: true,
  applicationTargetId: true,
  applicationTypeId: true,
  applicationStatusId: true,
  target: true,
  status: true,
  patevaResponsiblePersonId: true,
  auditorUser: true,
  openedAt: true,
  sentAt: true,
  finishedAt: true,
  updatedAt: true,
});
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
