/** SPEC §3 Reference: a piece of work a company has done, shown to the association to earn a qualification. */
import { z, type ZodType } from 'zod';
import { isValidBusinessId, normalizeBusinessId } from '../businessId';
import { DESCRIBABLES } from '../describables';
import { defineEntity, type EntityBody, type EntityCheck, type EntityRecord } from './entity';
import {
  computed,
  date,
  datetime,
  id,
  idInput,
  lookup,
  numeral,
  optionalReference,
  place,
  readOnly,
  reference as referenceTo,
  sortable,
  text,
  type Field,
  type Optional,
  type Show,
} from './fields';

/** The lookup lists of a reference (GET /descriptions/{kind}); planning, contract types and sectors are the industries' lists. */
export const REFERENCE_LOOKUPS = {
  referenceTypeId: 'reference-types',
  statusId: 'reference-statuses',
  totalBillingUnitId: 'total-billing-units',
  lifecyclePhaseId: 'lifecycle-phases',
  planningTypeId: 'planning-types',
  contractTypeId: 'contract-types',
  sectorId: 'sectors',
  companyRoleId: 'company-roles',
  visibilityTypeId: 'visibility-types',
  taskId: 'reference-tasks',
  subtaskId: 'reference-subtasks',
  specificationId: 'reference-specifications',
} as const;

/** Visibility (SPEC §3): public, private, internal. */
export const ReferenceVisibility = { public: 1, private: 2, internal: 3 } as const;

export const REFERENCE_LOCKED_MESSAGE =
  'Referenssi on lukittu, koska se on liitetty lähetettyyn hakemukseen. Lukittua referenssiä ei voi muuttaa eikä poistaa.';
export const REFERENCE_EXPERTISES_MAX = 30;

/** A whole number a body may leave out ('' or null: none), e.g. euros or months. */
function wholeNumber(options: Show & { min: number; max: number; invalid: string; sortable?: boolean }): Field<Optional<number>, ZodType<number | null>> {
  const { invalid } = options;
  const value = numeral(invalid).pipe(z.number().int(invalid).min(options.min, invalid).max(options.max, invalid));
  return {
    kind: 'integer',
    required: false,
    input: z.union([value, z.literal(''), z.null()]).optional().transform((v) => (v === '' ? null : v)),
    output: z.number().nullable(),
    placement: place(options),
    sortable: options.sortable,
  };
}

/** A client's business ID (Y-tunnus), optional: checked by its check digit, stored normalized. */
function optionalBusinessId(options: Show & { invalid: string }): Field<Optional<string>, ZodType<string | null>> {
  return {
    kind: 'text',
    required: false,
    input: z
      .string({ error: options.invalid })
      .trim()
      .nullish()
      .transform((v) => (v === undefined ? undefined : v ? normalizeBusinessId(v) : null))
      .refine((v) => !v || isValidBusinessId(v), options.invalid),
    output: z.string().nullable(),
    placement: place(options),
  };
}

/** The classification industries the reference shows competence in (SPEC §3 expertises): their ids. */
function industryIds(): Field<ZodType<number[] | undefined>, ZodType<number[]>> & { kind: 'object' } {
  const message = 'Valitse toimialat listalta.';
  const idValue = idInput(message);
  return {
    kind: 'object' as const,
    required: false,
    input: z
      .array(idValue, { error: message })
      .max(REFERENCE_EXPERTISES_MAX, `Valitse enintään ${REFERENCE_EXPERTISES_MAX} toimialaa.`)
      .transform((ids) => [...new Set(ids)])
      .optional(),
    output: z.array(z.number().int()),
    placement: place({ list: false }),
  };
}

const industryAge = z.object({
  industryId: z.number().int(),
  symbolicNumber: z.string(),
  description: z.string(),
  /** Whole months since workEndDate; null without an end date. */
  months: z.number().int().nullable(),
  /** The industry's maxReferenceAge (months); null when it has no requirement. */
  maxReferenceAge: z.number().int().nullable(),
  /** SPEC §5: the months reach the required value; null when either is unknown. */
  valid: z.boolean().nullable(),
});
export type ReferenceIndustryAge = z.output<typeof industryAge>;

const imageSummary = z.object({ id: z.number().int(), isDefault: z.boolean(), orderNumber: z.number().int(), url: z.string() });
export type ReferenceImageSummary = z.output<typeof imageSummary>;

const confirmation = z.object({
  email: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  /** 'pending' until the client answers; then 'confirmed', 'corrected' or 'declined'. */
  status: z.enum(['pending', 'confirmed', 'corrected', 'declined']),
  answeredAt: z.string().nullable(),
  comment: z.string().nullable(),
});
export type ReferenceConfirmation = z.output<typeof confirmation>;

const dateMessage = (what: string) => `Anna ${what} muodossa pp.kk.vvvv.`;

const fields = {
    id: id(),
    companyId: referenceTo('companies', { fromPath: true }),
    // Projekti: the work
    title: text({ max: 300, required: 'Referenssin nimi on pakollinen.', tooLong: 'Nimi on liian pitkä (enintään 300 merkkiä).', sortable: true }),
    projectId: optionalReference('projects', { list: false, invalid: 'Valitse projekti listalta.' }),
    referenceTypeId: lookup(REFERENCE_LOOKUPS.referenceTypeId, { list: false }),
    statusId: lookup(REFERENCE_LOOKUPS.statusId, {}),
    orderNumber: text({ max: 50, list: false }),
    workDescription: text({ max: 10000, multiline: true, list: false }),
    address: text({ max: 300, list: false }),
    // Tilaaja (client)
    clientName: text({ max: 200, sortable: true }),
    clientRegistrationNumber: optionalBusinessId({ invalid: 'Tilaajan Y-tunnus ei ole kelvollinen (muoto 1234567-8, tarkistusmerkki).', list: false }),
    contractorId: optionalReference('companies', { list: false, show: false, form: false, invalid: 'Tuntematon urakoitsija.' }),
    contractorContactPersonId: optionalReference('people', { list: false, invalid: 'Valitse yhteyshenkilö yrityksen henkilöistä.' }),
    // Ajat ja rahat
    workStartDate: sortable(date({ malformed: dateMessage('aloituspäivä'), list: false })),
    workEndDate: date({ malformed: dateMessage('valmistumispäivä'), sortable: true }),
    duration: wholeNumber({ min: 0, max: 1200, invalid: 'Anna kesto kuukausina (0–1200).', list: false }),
    totalBilling: wholeNumber({ min: 0, max: 1_000_000_000_000, invalid: 'Anna laskutus kokonaislukuna (vähintään 0).', list: false, sortable: true }),
    totalBillingUnitId: lookup(REFERENCE_LOOKUPS.totalBillingUnitId, { list: false }),
    subcontractorDegree: wholeNumber({ min: 0, max: 10, invalid: 'Anna aliurakointiaste numerona 0–10.', list: false }),
    subcontractorAmount: wholeNumber({ min: 0, max: 1_000_000_000_000, invalid: 'Anna aliurakoinnin osuus kokonaislukuna (vähintään 0).', list: false }),
    // Roolit ja luokitus
    companyRoleId: lookup(REFERENCE_LOOKUPS.companyRoleId, { list: false }),
    lifecyclePhaseId: lookup(REFERENCE_LOOKUPS.lifecyclePhaseId, { list: false }),
    planningTypeId: lookup(REFERENCE_LOOKUPS.planningTypeId, { list: false }),
    contractTypeId: lookup(REFERENCE_LOOKUPS.contractTypeId, { list: false }),
    sectorId: lookup(REFERENCE_LOOKUPS.sectorId, { list: false }),
    taskId: lookup(REFERENCE_LOOKUPS.taskId, { list: false }),
    subtaskId: lookup(REFERENCE_LOOKUPS.subtaskId, { list: false }),
    specificationId: lookup(REFERENCE_LOOKUPS.specificationId, { list: false }),
    complexity: wholeNumber({ min: 1, max: 5, invalid: 'Anna vaativuus numerona 1–5.', list: false }),
    visibilityTypeId: lookup(REFERENCE_LOOKUPS.visibilityTypeId, {}),
    // Toimialat
    expertises: industryIds(),
    industryAges: computed(z.array(industryAge), { list: false, show: false }),
    // Arvioinnit
    level1EvaluationDate: date({ malformed: dateMessage('tason 1 arviointipäivä'), list: false }),
    level2EvaluationDate: date({ malformed: dateMessage('tason 2 arviointipäivä'), list: false }),
    level3EvaluationDate: date({ malformed: dateMessage('tason 3 arviointipäivä'), list: false }),
    // Lisätiedot
    additionalInfo: text({ max: 5000, multiline: true, list: false }),
    isUsed: readOnly('boolean', z.boolean(), { list: false }),
    // Set by the server
    images: computed(z.array(imageSummary), { list: false, show: false }),
    defaultImage: computed(z.string().nullable(), { list: false, show: false }),
    locked: readOnly('boolean', z.boolean(), { list: false }),
    verifiedByBoard: readOnly('boolean', z.boolean(), { list: false }),
    verifiedByCustomer: readOnly('boolean', z.boolean()),
    verifiedByFeedback: readOnly('boolean', z.boolean(), { list: false }),
    customerVerifiedAt: datetime({ nullable: true, list: false }),
    feedback: readOnly('text', z.string().nullable(), { list: false }),
    confirmation: computed(confirmation.nullable(), { list: false, show: false }),
    createdAt: datetime({ list: false }),
    updatedAt: datetime({ list: false }),
} as const;

/** Every lookup id must be on its list, when the list is known here (the industries' lists arrive with their branch). */
const lookupChecks = (Object.keys(REFERENCE_LOOKUPS) as Array<keyof typeof REFERENCE_LOOKUPS>).map(
  (field): EntityCheck<typeof fields> => ({
    reads: [field],
    check: (values, add) => {
      const value = values[field];
      const known = DESCRIBABLES[REFERENCE_LOOKUPS[field]];
      if (typeof value === 'number' && known && !known.some((entry) => entry.id === value)) add(field, 'Valitse arvo listalta.');
    },
  }),
);

export const reference = defineEntity({
  resource: 'references',
  path: 'companies/:companyId/references',
  fields,
  checks: [
    ...lookupChecks,
    {
      reads: ['workStartDate', 'workEndDate'],
      check: (values, add) => {
        if (values.workStartDate && values.workEndDate && values.workEndDate < values.workStartDate)
          add('workEndDate', 'Valmistumispäivä ei voi olla ennen aloituspäivää.');
      },
    },
    {
      reads: ['totalBilling', 'subcontractorAmount'],
      check: (values, add) => {
        if (values.totalBilling != null && values.subcontractorAmount != null && values.subcontractorAmount > values.totalBilling)
          add('subcontractorAmount', 'Aliurakoinnin osuus ei voi olla suurempi kuin kokonaislaskutus.');
      },
    },
  ],
});

export type Reference = EntityRecord<typeof reference>;
export type ReferenceBody = EntityBody<typeof reference>;
