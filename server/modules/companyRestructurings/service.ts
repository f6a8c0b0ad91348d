/**
 * Company restructuring (issue 22 §2): the old company's references (with their projects), people,
 * certificates (a qualification with the selected industries) and open applications move to the
 * receiving company in one transaction, or nothing moves; both companies get a history entry and audit
 * rows, the old one is marked merged. A dry run answers the same lists and clashes and writes nothing.
 */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { UploadedFile } from '../../http/uploads';
import { saveFile } from '../../http/files';
import { recordChange } from '../../shared/auditRecord';
import { isOpen } from '../../../src/domain/applications';
import {
  RESTRUCTURING_MESSAGES as M,
  type Clash,
  type MergerDocument,
  type RestructuringBody,
  type RestructuringLists,
  type RestructuringRecord,
  type RestructuringResult,
} from '../../../src/domain/api/companyRestructuringActions';

/** The handler's own 422 messages (published in the OpenAPI document). */
export const RESTRUCTURING_RULES = [
  M.sameCompany,
  M.notOwned,
  M.industryNotMoving,
  M.certificateWithoutIndustry,
  M.document,
  M.documentUnknown,
  M.documentUsed,
];

/** SPEC §3 company history entry type 2: Yritysjärjestely. */
const HISTORY_TYPE_RESTRUCTURING = 2;
/** Past restructurings the record answers (newest first); they are rare. */
const RECORD_LIMIT = 500;

type Executor = Db;

interface CompanyRow {
  id: number;
  name: string;
  registration_number: string;
  merged_into_company_id: number | null;
}

const companyView = (row: CompanyRow) => ({ id: row.id, name: row.name, businessId: row.registration_number });

async function companyRow(db: Executor, id: number, lock = false): Promise<CompanyRow> {
  let query = db.selectFrom('companies').select(['id', 'name', 'registration_number', 'merged_into_company_id']).where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(M.companyNotFound);
  return row;
}

/** Everything of the company that may move. */
async function availableLists(db: Executor, companyId: number): Promise<RestructuringLists> {
  const references = await db
    .selectFrom('company_references as r')
    .leftJoin('projects as p', 'p.id', 'r.project_id')
    .select(['r.id', 'r.title', 'r.project_id', 'p.name as project_name'])
    .where('r.company_id', '=', companyId)
    .orderBy('r.title')
    .orderBy('r.id')
    .execute();
  const people = await db
    .selectFrom('company_people as cp')
    .innerJoin('people as p', 'p.id', 'cp.person_id')
    .select(['cp.id', 'cp.person_id', 'p.first_name', 'p.last_name', 'p.email', 'cp.company_admin'])
    .where('cp.company_id', '=', companyId)
    .where('cp.status', '<>', 'rejected')
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('cp.id')
    .execute();
  const certificates = await db
    .selectFrom('company_certificates')
    .select(['id', 'certificate_name', 'certificate_number', 'certificate_type_id', 'issued_by_association'])
    .where('company_id', '=', companyId)
    .orderBy('certificate_name')
    .orderBy('id')
    .execute();
  const industryRows =
    certificates.length === 0
      ? []
      : await db
          .selectFrom('company_certificate_industries as cci')
          .innerJoin('classification_industries as ci', 'ci.id', 'cci.classification_industry_id')
          .select(['cci.certificate_id', 'ci.id', 'ci.symbolic_number', 'ci.short_description'])
          .where(
            'cci.certificate_id',
            'in',
            certificates.map((c) => c.id),
          )
          .orderBy('ci.sort_number')
          .orderBy('ci.id')
          .execute();
  const applications = (
    await db
      .selectFrom('applications as a')
      .innerJoin('application_targets as t', 't.id', 'a.application_target_id')
      .select(['a.id', 'a.application_type_id', 'a.application_status_id', 't.name as target_name'])
      .where('a.company_id', '=', companyId)
      .orderBy('a.id')
      .execute()
  ).filter((a) => isOpen(a.application_status_id));

  const industryOf = (row: (typeof industryRows)[number]) => ({ id: row.id, symbolicNumber: row.symbolic_number, description: row.short_description });
  const certificateViews = certificates.map((c) => ({
    id: c.id,
    name: c.certificate_name,
    number: c.certificate_number,
    certificateTypeId: c.certificate_type_id,
    issuedByAssociation: c.issued_by_association,
    industries: industryRows.filter((row) => row.certificate_id === c.id).map(industryOf),
  }));
  const referenceViews = references.map((r) => ({ id: r.id, title: r.title, projectId: r.project_id, projectName: r.project_name }));
  return {
    references: referenceViews,
    projects: projectsOf(referenceViews),
    people: people.map((p) => ({
      id: p.id,
      personId: p.person_id,
      name: `${p.first_name} ${p.last_name}`.trim(),
      email: p.email,
      companyAdmin: p.company_admin,
    })),
    certificates: certificateViews,
    applications: applications.map((a) => ({
      id: a.id,
      applicationTypeId: a.application_type_id,
      applicationStatusId: a.application_status_id,
      targetName: a.target_name,
    })),
    industries: qualificationIndustries(certificateViews),
  };
}

function projectsOf(references: RestructuringLists['references']): RestructuringLists['projects'] {
  const byId = new Map<number, string>();
  for (const r of references) if (r.projectId !== null) byId.set(r.projectId, r.projectName ?? '');
  return [...byId].map(([id, name]) => ({ id, name }));
}

/** The industries of the qualifications (association-issued certificates), each once. */
function qualificationIndustries(certificates: RestructuringLists['certificates']): RestructuringLists['industries'] {
  const byId = new Map<number, RestructuringLists['industries'][number]>();
  for (const c of certificates) if (c.issuedByAssociation) for (const i of c.industries) byId.set(i.id, i);
  return [...byId.values()];
}

type FieldErrors = Record<string, string[]>;

/** The selection's lists, checked against what the old company has (422 for an id it does not have). */
function movingLists(available: RestructuringLists, body: RestructuringBody): { moving: RestructuringLists; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const pick = <T extends { id: number }>(list: readonly T[], ids: readonly number[], field: string): T[] => {
    if (ids.some((id) => !list.some((item) => item.id === id))) errors[field] = [M.notOwned];
    return list.filter((item) => ids.includes(item.id));
  };
  const references = pick(available.references, body.reference_ids, 'reference_ids');
  const people = pick(available.people, body.person_ids, 'person_ids');
  const certificates = pick(available.certificates, body.certificate_ids, 'certificate_ids');
  const applications = pick(available.applications, body.application_ids, 'application_ids');
  const movingIndustries = qualificationIndustries(certificates);
  if (body.selected_industries.some((id) => !movingIndustries.some((i) => i.id === id))) errors.selected_industries = [M.industryNotMoving];
  const industries = movingIndustries.filter((i) => body.selected_industries.includes(i.id));
  // A moved qualification keeps only its selected industries, and needs at least one.
  const kept = certificates.map((c) => (c.issuedByAssociation ? { ...c, industries: c.industries.filter((i) => body.selected_industries.includes(i.id)) } : c));
  if (!errors.selected_industries && kept.some((c, index) => c.issuedByAssociation && (certificates[index]?.industries.length ?? 0) > 0 && c.industries.length === 0)) {
    errors.certificate_ids = [...(errors.certificate_ids ?? []), M.certificateWithoutIndustry];
  }
  return { moving: { references, projects: projectsOf(references), people, certificates: kept, applications, industries }, errors };
}

const HELSINKI_TODAY = sql<string>`(now() at time zone 'Europe/Helsinki')::date`;

/** What meets something in the receiving company. */
async function clashesOf(db: Executor, toId: number, available: RestructuringLists, moving: RestructuringLists): Promise<Clash[]> {
  const clashes: Clash[] = [];
  if (moving.people.length > 0) {
    const there = await db
      .selectFrom('company_people')
      .select('person_id')
      .where('company_id', '=', toId)
      .where(
        'person_id',
        'in',
        moving.people.map((p) => p.personId),
      )
      .execute();
    for (const p of moving.people) {
      if (there.some((row) => row.person_id === p.personId)) {
        clashes.push({ kind: 'person', id: p.id, blocking: false, message: `${p.name} on jo vastaanottavan yrityksen henkilö: hänen tietonsa siellä säilyvät, eikä häntä siirretä.` });
      }
    }
  }
  if (moving.industries.length > 0) {
    const held = await db
      .selectFrom('company_certificate_industries as cci')
      .innerJoin('company_certificates as cc', 'cc.id', 'cci.certificate_id')
      .select('cci.classification_industry_id')
      .where('cc.company_id', '=', toId)
      .where('cc.issued_by_association', '=', true)
      .where('cc.held_status', '=', 'active')
      .where((eb) => eb.or([eb('cc.valid_until', 'is', null), eb('cc.valid_until', '>=', HELSINKI_TODAY)]))
      .execute();
    for (const i of moving.industries) {
      if (held.some((row) => row.classification_industry_id === i.id)) {
        clashes.push({ kind: 'industry', id: i.id, blocking: false, message: `Vastaanottavalla yrityksellä on jo voimassa oleva pätevyys toimialalla ${i.symbolicNumber} ${i.description}.` });
      }
    }
  }
  const numbered = moving.certificates.filter((c) => c.number);
  if (numbered.length > 0) {
    const theirs = await db
      .selectFrom('company_certificates')
      .select(['certificate_number', 'certificate_type_id'])
      .where('company_id', '=', toId)
      .where(
        'certificate_number',
        'in',
        numbered.map((c) => c.number ?? ''),
      )
      .execute();
    for (const c of numbered) {
      if (theirs.some((row) => row.certificate_number === c.number && row.certificate_type_id === c.certificateTypeId)) {
        clashes.push({ kind: 'certificateNumber', id: c.id, blocking: true, message: `Vastaanottavalla yrityksellä on jo sertifikaatti numerolla ${c.number}: ${c.name}.` });
      }
    }
  }
  if (moving.applications.length > 0) {
    const open = (await db.selectFrom('applications').select(['application_type_id', 'application_status_id']).where('company_id', '=', toId).execute()).filter(
      (a) => isOpen(a.application_status_id),
    );
    for (const a of moving.applications) {
      if (open.some((row) => row.application_type_id === a.applicationTypeId)) {
        clashes.push({
          kind: 'application',
          id: a.id,
          blocking: true,
          message: `Vastaanottavalla yrityksellä on jo avoin samantyyppinen hakemus (${a.targetName}). Yrityksellä voi olla vain yksi avoin hakemus kutakin tyyppiä.`,
        });
      }
    }
  }
  for (const project of moving.projects) {
    const staying = available.references.filter((r) => r.projectId === project.id && !moving.references.some((m) => m.id === r.id));
    if (staying.length > 0) {
      clashes.push({
        kind: 'project',
        id: project.id,
        blocking: true,
        message: `Hanke ${project.name} kuuluu myös referenssiin ${staying.map((r) => r.title).join(', ')}, jota ei siirretä. Siirrä hankkeen kaikki referenssit tai ei yhtään.`,
      });
    }
  }
  return clashes;
}

/** The companies, the lists and the clashes; 404, 409 and 422 as the rules say. */
async function plan(db: Executor, body: RestructuringBody, lock: boolean) {
  if (body.company_id_to_move_from === body.company_id_to_be_moved) throw unprocessable({ company_id_to_be_moved: [M.sameCompany] });
  // Locked in id order, so two restructurings of the same companies wait for each other instead of deadlocking.
  const ids = [body.company_id_to_move_from, body.company_id_to_be_moved].sort((a, b) => a - b);
  const rows = [];
  for (const id of ids) rows.push(await companyRow(db, id, lock));
  const from = rows.find((row) => row.id === body.company_id_to_move_from) as CompanyRow;
  const to = rows.find((row) => row.id === body.company_id_to_be_moved) as CompanyRow;
  if (from.merged_into_company_id !== null) throw conflict(M.fromMerged);
  if (to.merged_into_company_id !== null) throw conflict(M.toMerged);
  const available = await availableLists(db, from.id);
  const { moving, errors } = movingLists(available, body);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const clashes = await clashesOf(db, to.id, available, moving);
  return { from, to, available, moving, clashes };
}

const summaryText = (moving: RestructuringLists) =>
  [
    `referenssejä ${moving.references.length}`,
    `hankkeita ${moving.projects.length}`,
    `henkilöitä ${moving.people.length}`,
    `sertifikaatteja ${moving.certificates.length}`,
    `avoimia hakemuksia ${moving.applications.length}`,
  ].join(', ');

export async function restructure(ctx: AppContext, user: CurrentUser, body: RestructuringBody): Promise<RestructuringResult> {
  if (body.dry_run) {
    const { from, to, available, moving, clashes } = await plan(ctx.db, body, false);
    return { dryRun: true, id: null, moveFrom: companyView(from), beMoved: companyView(to), available, moving, clashes };
  }
  if (body.merger_document_id === null) throw unprocessable({ merger_document_id: [M.document] });
  const documentId = body.merger_document_id;
  return ctx.db.transaction().execute(async (trx) => {
    const { from, to, available, moving, clashes } = await plan(trx, body, true);
    const document = await trx
      .selectFrom('company_restructuring_documents as d')
      .innerJoin('files as f', 'f.id', 'd.file_id')
      .leftJoin('company_restructurings as r', 'r.file_id', 'd.file_id')
      .select(['f.id', 'f.original_name', 'r.id as used_by'])
      .where('d.file_id', '=', documentId)
      .forUpdate('d')
      .executeTakeFirst();
    if (!document) throw unprocessable({ merger_document_id: [M.documentUnknown] });
    if (document.used_by !== null) throw unprocessable({ merger_document_id: [M.documentUsed] });
    if (clashes.some((c) => c.blocking)) throw conflict(M.blocked);

    // People already in the receiving company stay where they are (their membership there is kept).
    const clashingPeople = new Set(clashes.filter((c) => c.kind === 'person').map((c) => c.id));
    const people = moving.people.filter((p) => !clashingPeople.has(p.id));
    const moved: RestructuringLists = { ...moving, people };

    const referenceIds = moved.references.map((r) => r.id);
    if (referenceIds.length > 0) {
      const projectIds = moved.projects.map((p) => p.id);
      if (projectIds.length > 0) {
        await trx.updateTable('projects').set({ company_id: to.id, updated_at: sql`now()` }).where('company_id', '=', from.id).where('id', 'in', projectIds).execute();
      }
      await trx.updateTable('company_references').set({ company_id: to.id, updated_at: sql`now()` }).where('company_id', '=', from.id).where('id', 'in', referenceIds).execute();
      // The old company's offer packs stay with it; a moved reference leaves them.
      await trx.deleteFrom('offer_pack_references').where('reference_id', 'in', referenceIds).execute();
    }
    if (people.length > 0) {
      await trx
        .updateTable('company_people')
        .set({ company_id: to.id })
        .where('company_id', '=', from.id)
        .where(
          'id',
          'in',
          people.map((p) => p.id),
        )
        .execute();
    }
    const certificateIds = moved.certificates.map((c) => c.id);
    if (certificateIds.length > 0) {
      await trx.updateTable('company_certificates').set({ company_id: to.id, updated_at: sql`now()` }).where('company_id', '=', from.id).where('id', 'in', certificateIds).execute();
      const qualificationIds = moved.certificates.filter((c) => c.issuedByAssociation).map((c) => c.id);
      if (qualificationIds.length > 0) {
        let drop = trx.deleteFrom('company_certificate_industries').where('certificate_id', 'in', qualificationIds);
        if (body.selected_industries.length > 0) drop = drop.where('classification_industry_id', 'not in', body.selected_industries);
        await drop.execute();
      }
    }
    const applicationIds = moved.applications.map((a) => a.id);
    if (applicationIds.length > 0) {
      await trx.updateTable('applications').set({ company_id: to.id }).where('company_id', '=', from.id).where('id', 'in', applicationIds).execute();
    }
    const mergedAt = new Date();
    await trx.updateTable('companies').set({ merged_into_company_id: to.id, merged_at: mergedAt, updated_at: mergedAt }).where('id', '=', from.id).execute();

    const record = await trx
      .insertInto('company_restructurings')
      .values({ from_company_id: from.id, to_company_id: to.id, user_id: user.id, file_id: document.id, moved: JSON.stringify(moved) })
      .returning('id')
      .executeTakeFirstOrThrow();

    const summary = summaryText(moved);
    const histories = [
      { company_id: from.id, content: `Yritys sulautui yritykseen ${to.name} (${to.registration_number}). Siirrettiin: ${summary}.` },
      { company_id: to.id, content: `Yritys ${from.name} (${from.registration_number}) sulautui tähän yritykseen. Siirrettiin: ${summary}.` },
    ];
    for (const history of histories) {
      await trx
        .insertInto('company_history_entries')
        .values({ ...history, valid_from: HELSINKI_TODAY as unknown as string, company_history_entry_type_id: HISTORY_TYPE_RESTRUCTURING, created_by_user_id: user.id })
        .execute();
    }
    const auditAfter = {
      company_id_to_move_from: from.id,
      company_id_to_be_moved: to.id,
      merger_document: document.original_name,
      reference_ids: referenceIds,
      project_ids: moved.projects.map((p) => p.id),
      person_ids: people.map((p) => p.id),
      certificate_ids: certificateIds,
      application_ids: applicationIds,
      selected_industries: moved.industries.map((i) => i.id),
    };
    await recordChange(trx, {
      companyId: from.id,
      userId: user.id,
      entity: 'company',
      entityId: from.id,
      action: 'update',
      before: { merged_into_company_id: null, merged_at: null },
      after: { merged_into_company_id: to.id, merged_at: mergedAt.toISOString() },
    });
    for (const companyId of [from.id, to.id]) {
      await recordChange(trx, { companyId, userId: user.id, entity: 'company_restructuring', entityId: record.id, action: 'create', after: auditAfter });
    }
    return { dryRun: false, id: record.id, moveFrom: companyView(from), beMoved: companyView(to), available, moving: moved, clashes };
  });
}

/** The record of past restructurings, newest first. */
export async function listRestructurings(db: Db): Promise<{ data: RestructuringRecord[] }> {
  const rows = await db
    .selectFrom('company_restructurings as r')
    .innerJoin('companies as f', 'f.id', 'r.from_company_id')
    .innerJoin('companies as t', 't.id', 'r.to_company_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('people as p', 'p.id', 'u.person_id')
    .leftJoin('files as file', 'file.id', 'r.file_id')
    .select([
      'r.id',
      'r.created_at',
      'r.moved',
      'u.id as user_id',
      'p.first_name',
      'p.last_name',
      'f.id as from_id',
      'f.name as from_name',
      'f.registration_number as from_business_id',
      't.id as to_id',
      't.name as to_name',
      't.registration_number as to_business_id',
      'file.id as file_id',
      'file.original_name as file_name',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(RECORD_LIMIT)
    .execute();
  return {
    data: rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      by: r.user_id ? { id: r.user_id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() } : null,
      moveFrom: { id: r.from_id, name: r.from_name, businessId: r.from_business_id },
      beMoved: { id: r.to_id, name: r.to_name, businessId: r.to_business_id },
      document: r.file_id !== null ? { id: r.file_id, name: r.file_name ?? '' } : null,
      moved: (typeof r.moved === 'string' ? JSON.parse(r.moved) : r.moved) as RestructuringLists,
    })),
  };
}

/** Stores an uploaded merger confirmation document (a PDF, checked by its content) for a restructuring to name. */
export async function addMergerDocument(ctx: AppContext, user: CurrentUser, file: UploadedFile): Promise<MergerDocument> {
  return ctx.db.transaction().execute(async (trx) => {
    const stored = await saveFile(trx, ctx.storage, file, user.id);
    await trx.insertInto('company_restructuring_documents').values({ file_id: stored.id, uploaded_by_user_id: user.id }).execute();
    return { id: stored.id, name: stored.original_name, byteSize: stored.byte_size };
  });
}

/** A past restructuring's merger document, for a download (404 unless the restructuring names it). */
export async function documentForDownload(db: Db, restructuringId: number) {
  const row = await db
    .selectFrom('company_restructurings as r')
    .innerJoin('files as f', 'f.id', 'r.file_id')
    .selectAll('f')
    .where('r.id', '=', restructuringId)
    .executeTakeFirst();
  if (!row) throw notFound('Asiakirjaa ei löytynyt.');
  return row;
}
