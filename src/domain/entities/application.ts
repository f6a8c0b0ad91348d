/**
 * SPEC §3 Application (issue 11, issue 19 §2), declared once: the record with its child
 * collections — industries (with the references attached to each), offices, scopes, area codes
 * and files. From this the server's request bodies (JSON and multipart, SPEC §7's names such as
 * `application_industries`), the answer (`applicationSchema`), the OpenAPI entries and the
 * browser's form rules are derived (entity.ts). A body reads as JSON or as a form (fieldsForm.ts).
 * What the server adds (names, requirements, history) is `computed`; what the office records on
 * a row (`granted`, `audited`) is `readOnly`, so a body never sets it.
 */
import { z } from 'zod';
import { DESCRIBABLES } from '../describables';
import { children, defineChild, defineEntity, type EntityBody, type EntityRecord, type EntityUpdateBody } from './entity';
import { computed, datetime, id, readOnly, reference } from './fields';
import { createOnly, formField, formId, formList, formNone, formNullableId, formText, formTruth, upload, valueList, writeOnly } from './fieldsForm';

const positive = z.number().int().positive();
const named = z.object({ id: positive, name: z.string() });

const AREA_CODE_IDS = new Set((DESCRIBABLES['area-codes'] ?? []).map((row) => row.id));
const DOCUMENT_TYPE_IDS = new Set((DESCRIBABLES['company-document-types'] ?? []).map((row) => row.id));
const AREA_MESSAGE = 'Valitse alue luettelosta.';
const FILE_TYPE_MESSAGE = 'Valitse asiakirjan tyyppi luettelosta.';

/** One of Finland's regions (the 'area-codes' lookup). */
export const areaCode = formId(AREA_MESSAGE).refine((value) => AREA_CODE_IDS.has(value), AREA_MESSAGE).meta({ enum: [...AREA_CODE_IDS] });
/** A company document type (SPEC §3). */
export const fileTypeId = formId(FILE_TYPE_MESSAGE).refine((value) => DOCUMENT_TYPE_IDS.has(value), FILE_TYPE_MESSAGE).meta({ enum: [...DOCUMENT_TYPE_IDS] });

export const applicationRequirementSchema = z.object({
  id: positive,
  certificateTypeId: z.number().int().nullable(),
  minTotalBilling: z.number().nullable(),
  maxReferenceAge: z.number().int().nullable(),
  minReferenceCount: z.number().int().nullable(),
  fileTypeId: z.number().int().nullable(),
  educationDegreeIds: z.array(z.number().int()),
  personCertificateTypeIds: z.array(z.number().int()),
});

export const applicationIndustryReferenceSchema = z.object({
  referenceId: positive,
  title: z.string(),
  workEndDate: z.string().nullable(),
  /** In euros (the reference's unit converted). */
  totalBilling: z.number().nullable(),
  granted: z.boolean().nullable(),
  /** False when a renewal copied it from the application it renews. */
  new: z.boolean(),
});

export const applicationHistoryEntrySchema = z.object({
  id: positive,
  fromStatusId: z.number().int().nullable(),
  toStatusId: z.number().int(),
  message: z.string().nullable(),
  /** "Etunimi Sukunimi" of who changed it (null when the user is gone). */
  changedBy: z.string().nullable(),
  createdAt: z.string(),
});

/** A classification industry the application is for, with the company's references attached to it. */
export const applicationIndustry = defineChild({
  resource: 'application-industries',
  fields: {
    id: id(),
    classificationIndustryId: formField('reference', formId('Valitse toimiala.'), positive),
    symbolicNumber: computed(z.string(), {}),
    shortDescription: computed(z.string(), {}),
    granted: readOnly('boolean', z.boolean().nullable()),
    audited: readOnly('boolean', z.boolean()),
    auditedIndustryId: readOnly('reference', positive.nullable()),
    requirements: computed(z.array(applicationRequirementSchema), {}),
    references: computed(z.array(applicationIndustryReferenceSchema), {}),
    /** The references attached (replacing those attached before; a link that stays keeps the office's `granted`). */
    referenceIds: writeOnly(formList(formId('Valitse referenssi luettelosta.'), 100, 'Toimialalle voi liittää enintään 100 referenssiä.').optional(), (industry) =>
      (industry.references as Array<{ referenceId: number }>).map((reference) => reference.referenceId),
    ),
  },
});

/** An office of the company the application covers, or one described in words. */
export const applicationOffice = defineChild({
  resource: 'application-company-offices',
  fields: {
    id: id(),
    companyOfficeId: formField('reference', formNullableId('Valitse toimipaikka luettelosta.').optional(), positive.nullable()),
    description: formField('text', formText(2000, 'Kuvaus on liian pitkä (enintään 2000 merkkiä).').optional(), z.string().nullable()),
    /** The office's name and address as one line ("Tampereen yksikkö, Hämeenkatu 1, 33100 Tampere"). */
    address: computed(z.string().nullable(), {}),
    audited: readOnly('boolean', z.boolean()),
    isGranted: readOnly('boolean', z.boolean().nullable()),
  },
});

/** What a certificate covers, in the company's words. */
export const applicationScope = defineChild({
  resource: 'application-scopes',
  fields: {
    id: id(),
    description: formField(
      'text',
      formText(2000, 'Soveltamisala on liian pitkä (enintään 2000 merkkiä).').pipe(z.string({ error: 'Kirjoita soveltamisala.' })),
      z.string(),
    ),
  },
});

/** A document of the application: an upload (`file`), or a stored file of the company reused (`duplicateFileId`). */
export const applicationFile = defineChild({
  resource: 'application-files',
  fields: {
    /** The application file's id (…/files/{fileId} in SPEC §7). */
    id: id(),
    /** The stored file's id: what `duplicate_file_id` names to reuse it. */
    storedFileId: readOnly('reference', positive),
    fileTypeId: formField('lookup', fileTypeId, z.number().int()),
    duplicateFileId: writeOnly(formNullableId('Valitse tiedosto luettelosta.').optional()),
    file: upload(['pdf', 'jpeg', 'png'], 10),
    name: readOnly('text', z.string()),
    mimeType: readOnly('text', z.string()),
    byteSize: readOnly('integer', z.number().int()),
    documentReadinessId: readOnly('lookup', z.number().int()),
    createdAt: datetime({}),
  },
});

export const application = defineEntity({
  resource: 'applications',
  path: 'companies/:companyId/applications',
  fields: {
    id: id(),
    companyId: reference('companies', { fromPath: true }),
    companyName: computed(z.string(), {}),
    applicationTargetId: createOnly(formField('reference', formId('Valitse, mitä haet.'), positive)),
    applicationTypeId: readOnly('lookup', positive),
    applicationSourceId: readOnly('reference', positive.nullable()),
    applicationStatusId: readOnly('lookup', positive),
    target: computed(named.extend({ applicationTypeId: positive }), {}),
    source: computed(z.object({ id: positive, applicationTypeId: positive, sentAt: z.string().nullable() }).nullable(), {}),
    status: computed(named, {}),
    /** The statuses the asking user may move it to (src/domain/applications.ts possibleStatuses). */
    possibleStatuses: computed(z.array(named), {}),
    contactPersonId: formField('reference', formNullableId('Valitse yhteyshenkilö yrityksen henkilöistä.').optional(), positive.nullable()),
    patevaResponsiblePersonId: readOnly('reference', positive.nullable()),
    auditorUser: computed(z.object({ id: positive, firstName: z.string(), lastName: z.string() }).nullable(), {}),
    // Board meetings come with the board issue (docs/decisions.md): until then only "none".
    boardMeetingId: formField('reference', formNone('Hallituksen kokousta ei voi vielä valita hakemukselle.').optional(), positive.nullable(), { form: false }),
    industryDescription: formField('text', formText(5000, 'Toimialojen kuvaus on liian pitkä (enintään 5000 merkkiä).').optional(), z.string().nullable()),
    vastuuGroupAgreement: formField('boolean', formTruth.optional(), z.boolean()),
    contractAgreement: formField('boolean', formTruth.optional(), z.boolean()),
    openedAt: datetime({}),
    sentAt: datetime({ nullable: true }),
    finishedAt: datetime({ nullable: true }),
    updatedAt: datetime({}),
    industries: children(applicationIndustry, {
      rule: { kind: 'merge', key: 'classificationIndustryId' },
      sentAs: 'applicationIndustries',
      max: 200,
      tooMany: 'Hakemuksella voi olla enintään 200 toimialaa.',
      missing: 'Toimialan tiedot puuttuvat.',
    }),
    companyOffices: children(applicationOffice, {
      rule: { kind: 'merge', key: 'companyOfficeId' },
      sentAs: 'applicationCompanyOffices',
      max: 100,
      tooMany: 'Hakemuksella voi olla enintään 100 toimipaikkaa.',
      missing: 'Toimipaikan tiedot puuttuvat.',
    }),
    scopes: children(applicationScope, {
      rule: { kind: 'replace' },
      sentAs: 'applicationScopes',
      max: 50,
      tooMany: 'Hakemuksella voi olla enintään 50 soveltamisalaa.',
      missing: 'Soveltamisalan tiedot puuttuvat.',
    }),
    /** Ids of the 'area-codes' lookup (Finland's regions). */
    areaCodes: valueList(formList(areaCode, 30, 'Valitse enintään 30 aluetta.'), z.array(z.number().int()), 'applicationAreaCodes'),
    // SPEC §5: an update sends only new files; those stored stay.
    files: children(applicationFile, { rule: { kind: 'add' }, max: 20, tooMany: 'Lähetä enintään 20 tiedostoa kerrallaan.', missing: 'Tiedoston tiedot puuttuvat.' }),
    history: computed(z.array(applicationHistoryEntrySchema), {}),
    /** A renewal or extension: what differs from the application it was copied from, in Finnish, one line each. */
    changesSinceSource: computed(z.array(z.string()), {}),
  },
});

export type Application = EntityRecord<typeof application>;
export type ApplicationCreateBody = EntityBody<typeof application>;
export type ApplicationUpdateBody = EntityUpdateBody<typeof application>;

/**
 * The parts of the company's form each family edits (SPEC §3): a qualification application its
 * industries, offices and their description, a certificate application its scopes and area codes;
 * both the contact person and the agreements. A save sends only these.
 */
export const FAMILY_FORM_FIELDS = {
  qualification: ['contactPersonId', 'vastuuGroupAgreement', 'contractAgreement', 'industryDescription', 'industries', 'companyOffices'],
  certificate: ['contactPersonId', 'vastuuGroupAgreement', 'contractAgreement', 'scopes', 'areaCodes'],
} as const satisfies Record<'qualification' | 'certificate', ReadonlyArray<keyof typeof application.fields>>;
