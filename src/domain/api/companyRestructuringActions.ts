/**
 * The company restructuring's calls (issue 22 §2), declared once for the server's routes and the wizard:
 * the preview and the run (POST /company-restructurings, `dry_run`), the record of past ones (GET) and
 * the merger confirmation document's upload (company document type 17, a PDF checked by its content).
 */
import { z } from 'zod';
import { idInput } from '../entities/fields';
import { defineAction } from './action';

export const RESTRUCTURINGS = 'company-restructurings';
export const restructuringListKey = [RESTRUCTURINGS, 'list'] as const;

/** The most ids one list of a restructuring takes (a large company's references stay well below it). */
export const RESTRUCTURING_LIST_MAX = 5000;

export const RESTRUCTURING_MESSAGES = {
  moveFrom: 'Valitse yritys, josta tiedot siirretään.',
  beMoved: 'Valitse yritys, johon tiedot siirretään.',
  sameCompany: 'Valitse kaksi eri yritystä.',
  idList: 'Valitse siirrettävät tiedot listalta.',
  tooMany: `Yhdessä listassa voi olla enintään ${RESTRUCTURING_LIST_MAX} valintaa.`,
  document: 'Liitä sulautumisen vahvistusasiakirja.',
  documentUnknown: 'Sulautumisen vahvistusasiakirjaa ei löytynyt. Lataa asiakirja uudelleen.',
  documentUsed: 'Tämä asiakirja on jo liitetty toiseen yritysjärjestelyyn. Lataa asiakirja uudelleen.',
  notOwned: 'Valinta ei kuulu yritykseen, josta tiedot siirretään. Päivitä esikatselu.',
  industryNotMoving: 'Valittu toimiala ei kuulu siirrettäviin pätevyyksiin.',
  certificateWithoutIndustry: 'Siirrettävälle pätevyydelle on valittava vähintään yksi toimiala.',
  dryRun: 'Merkitse, onko kyseessä esikatselu.',
  fromMerged: 'Yritys, josta tiedot siirretään, on jo sulautettu toiseen yritykseen.',
  toMerged: 'Yritys, johon tiedot siirretään, on sulautettu toiseen yritykseen.',
  blocked: 'Siirrossa on esteitä. Korjaa valinnat esikatselun mukaan.',
  companyNotFound: 'Yritystä ei löytynyt.',
} as const;

const idList = z
  .array(idInput(RESTRUCTURING_MESSAGES.idList), { error: RESTRUCTURING_MESSAGES.idList })
  .max(RESTRUCTURING_LIST_MAX, RESTRUCTURING_MESSAGES.tooMany)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/**
 * The selection: the company that ends (`company_id_to_move_from`) and the one that receives
 * (`company_id_to_be_moved`, "the company to be moved to"); the ids of the old company's records that
 * move (each list may be empty: nothing of that kind moves); `selected_industries`, the industries of
 * the moved qualifications (association-issued certificates) that move with them; the uploaded merger
 * document (required for a real run); `dry_run: true` answers the preview and writes nothing.
 */
export const restructuringBodySchema = z.object({
  company_id_to_move_from: idInput(RESTRUCTURING_MESSAGES.moveFrom),
  company_id_to_be_moved: idInput(RESTRUCTURING_MESSAGES.beMoved),
  selected_industries: idList,
  reference_ids: idList,
  person_ids: idList,
  certificate_ids: idList,
  application_ids: idList,
  merger_document_id: idInput(RESTRUCTURING_MESSAGES.document).nullable().default(null),
  dry_run: z.boolean({ error: RESTRUCTURING_MESSAGES.dryRun }).default(false),
});
export type RestructuringBody = z.output<typeof restructuringBodySchema>;

const company = z.object({ id: z.number().int(), name: z.string(), businessId: z.string() });
const industry = z.object({ id: z.number().int(), symbolicNumber: z.string(), description: z.string() });

/** The lists of a restructuring: everything the old company has that may move, or what the selection moves. */
export const restructuringListsSchema = z.object({
  references: z.array(z.object({ id: z.number().int(), title: z.string(), projectId: z.number().int().nullable(), projectName: z.string().nullable() })),
  /** The projects that move with the references. */
  projects: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Company people (memberships): the person and the role in the company. */
  people: z.array(z.object({ id: z.number().int(), personId: z.number().int(), name: z.string(), email: z.string().nullable(), companyAdmin: z.boolean() })),
  certificates: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      number: z.string().nullable(),
      certificateTypeId: z.number().int(),
      issuedByAssociation: z.boolean(),
      industries: z.array(industry),
    }),
  ),
  /** Open applications (not yet notified, archived or cancelled). */
  applications: z.array(z.object({ id: z.number().int(), applicationTypeId: z.number().int(), applicationStatusId: z.number().int(), targetName: z.string() })),
  /** The qualifications' industries (of the association-issued certificates). */
  industries: z.array(industry),
});
export type RestructuringLists = z.output<typeof restructuringListsSchema>;

export const CLASH_KINDS = ['person', 'industry', 'certificateNumber', 'application', 'project'] as const;
export type ClashKind = (typeof CLASH_KINDS)[number];

/**
 * Something that meets something in the receiving company. A blocking clash stops the real run (409);
 * the others say what happens (a person already there keeps the receiving company's membership).
 */
export const clashSchema = z.object({ kind: z.enum(CLASH_KINDS), id: z.number().int(), blocking: z.boolean(), message: z.string() });
export type Clash = z.output<typeof clashSchema>;

export const restructuringResultSchema = z.object({
  dryRun: z.boolean(),
  /** The restructuring's id once done; null for a preview. */
  id: z.number().int().nullable(),
  moveFrom: company,
  beMoved: company,
  available: restructuringListsSchema,
  moving: restructuringListsSchema,
  clashes: z.array(clashSchema),
});
export type RestructuringResult = z.output<typeof restructuringResultSchema>;

/** How many of each moved (a past restructuring's record keeps the names too). */
export const restructuringRecordSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  moveFrom: company,
  beMoved: company,
  document: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  moved: restructuringListsSchema,
});
export type RestructuringRecord = z.output<typeof restructuringRecordSchema>;

export const restructuringPageSchema = z.object({ data: z.array(restructuringRecordSchema) });

export const mergerDocumentSchema = z.object({ id: z.number().int(), name: z.string(), byteSize: z.number().int() });
export type MergerDocument = z.output<typeof mergerDocumentSchema>;

export const runRestructuring = defineAction({
  method: 'POST',
  path: '/company-restructurings',
  body: restructuringBodySchema,
  answer: restructuringResultSchema,
  touches: () => [[RESTRUCTURINGS], ['companies']],
});

export const listRestructurings = defineAction({
  method: 'GET',
  path: '/company-restructurings',
  answer: restructuringPageSchema,
  key: () => restructuringListKey,
});

export const uploadMergerDocument = defineAction({
  method: 'POST',
  path: '/company-restructurings/documents',
  upload: { fields: z.object({}), files: { file: { accepts: ['pdf'], required: true } } },
  answer: mergerDocumentSchema,
  created: true,
});
