/**
 * A company's applications (SPEC §7 Applications, issue 11): create, read, update (JSON, or multipart
 * with files and area codes), cancel, delete and list. Each change is one transaction with its audit
 * rows; the nested sets are in nested.ts, the files in files.ts, status moves in status.ts.
 */
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { isUniqueViolation } from '../../db/constraints';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { defineList } from '../../http/list';
import { idSchema } from '../../http/params';
import type { UploadedFile } from '../../http/uploads';
import { recordChange } from '../../shared/auditRecord';
import { writtenColumns } from '../../http/view';
import { application } from '../../../src/domain/entities/application';
import type { Application, ApplicationListItem } from '../../../src/domain/api/applications';
import type { Page } from '../../../src/domain/api/lists';
import { companyCanDelete, companyCanEdit, isOpen } from '../../../src/domain/applications';
import { ApplicationStatus } from '../../../src/domain/codes';
import type { CreateBody, UpdateBody } from './body';
import { addFiles, pairFiles, removeFileLinks } from './files';
import { checkNested, ownColumns, writeNested } from './nested';
import { changeStatus, refreshReferenceLocks, referenceIdsOf } from './status';
import { listItemView, loadApplication, selectApplications } from './view';
import { APPLICATION_NOT_FOUND, tiedApplication, visibilityFor, visibleApplication } from './access';
import { startRenewal, applicationTargets } from '../applicationTargets';
import { applicationType } from '../../../src/domain/applications';
import { todayInFinland } from '../../../src/domain/referenceAge';

type Trx = Transaction<Database>;

export const ONE_OPEN = 'Yrityksellä on jo keskeneräinen tai käsiteltävä hakemus tästä hakemustyypistä. Jatka sitä tai peru se ensin.';
export const NOT_EDITABLE = 'Hakemusta ei voi enää muuttaa: se on lähetetty käsiteltäväksi. Muuttaa voi keskeneräistä tai täydennettäväksi palautettua hakemusta.';
export const NOT_DELETABLE = 'Hakemusta ei voi poistaa. Poistaa voi vain keskeneräisen tai perutun hakemuksen; peru lähetetty hakemus ensin.';
const TARGET_MESSAGE = 'Valitse, mitä haet.';
export const NOT_HELD = 'Uusinta tai laajennus edellyttää, että yrityksellä on voimassa oleva pätevyys tai sertifikaatti, jota se uusii tai laajentaa. Valitse uusi hakemus.';

/** The company side's view of an application (possibleStatuses for the company). */
async function companyView(db: AppContext['db'] | Trx, appId: number): Promise<Application> {
  const application = await loadApplication(db, appId, { actor: 'company' });
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  return application;
}

export async function getApplication(ctx: AppContext, user: CurrentUser, companyId: number, appId: number): Promise<Application> {
  await visibleApplication(ctx.db, user, companyId, appId);
  return companyView(ctx.db, appId);
}

async function checkedBody(trx: Trx, companyId: number, body: UpdateBody): Promise<void> {
  const errors = await checkNested(trx, companyId, body);
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** A body's files with their uploads (multipart); a JSON body can only reuse stored files. */
const newFiles = (body: UpdateBody, uploads: readonly UploadedFile[]) => (body.files?.length || uploads.length ? pairFiles(body.files ?? [], uploads) : []);

export async function createApplication(ctx: AppContext, user: CurrentUser, companyId: number, body: CreateBody, uploads: readonly UploadedFile[] = []): Promise<Application> {
  const target = await ctx.db
    .selectFrom('application_targets')
    .select(['id', 'application_type_id'])
    .where('id', '=', body.application_target_id)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!target) throw unprocessable({ application_target_id: [TARGET_MESSAGE] });
  const files = newFiles(body, uploads);
  try {
    const appId = await ctx.db.transaction().execute(async (trx) => {
      const open = await trx
        .selectFrom('applications')
        .select('application_status_id')
        .where('company_id', '=', companyId)
        .where('application_type_id', '=', target.application_type_id)
        .execute();
      if (open.some((row) => isOpen(row.application_status_id))) throw conflict(ONE_OPEN, 'application_open');
      // A renewal or an extension only of what the company holds (the targets it is offered).
      if (applicationType(target.application_type_id)?.role !== 'new') {
        const offered = await applicationTargets(trx, companyId, todayInFinland());
        if (!offered.some((t) => t.id === target.id)) throw unprocessable({ application_target_id: [NOT_HELD] });
      }
      await checkedBody(trx, companyId, body);
      const row = await trx
        .insertInto('applications')
        .values({
          company_id: companyId,
          application_target_id: target.id,
          application_type_id: target.application_type_id,
          created_by_user_id: user.id,
          ...ownColumns(body),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('application_status_history')
        .values({ application_id: row.id, from_status_id: null, to_status_id: ApplicationStatus.inProgress, changed_by_user_id: user.id })
        .execute();
      await writeNested(trx, row.id, body);
      await addFiles(trx, ctx.storage, row, user.id, files);
      const { files: _files, ...values } = body;
      await recordChange(trx, { companyId, userId: user.id, entity: 'application', entityId: row.id, action: 'create', after: values });
      await startRenewal(trx, row, user.id);
      return row.id;
    });
    return await companyView(ctx.db, appId);
  } catch (error) {
    // Two creations at once: the partial unique index lets one through.
    if (isUniqueViolation(error, 'applications_one_open')) throw conflict(ONE_OPEN, 'application_open');
    throw error;
  }
}

/** The application locked for the change (FOR UPDATE), when the caller may see it. */
async function lockedApplication(trx: Trx, user: CurrentUser, companyId: number, appId: number) {
  await visibleApplication(trx, user, companyId, appId);
  return trx.selectFrom('applications').selectAll().where('id', '=', appId).forUpdate().executeTakeFirstOrThrow();
}

/**
 * SPEC §5: an update sends only new files; they are added and the stored ones stay. The sets the
 * body gives replace the stored ones; what it leaves out stays.
 */
export async function updateApplication(
  ctx: AppContext,
  user: CurrentUser,
  companyId: number,
  appId: number,
  body: UpdateBody,
  uploads: readonly UploadedFile[] = [],
): Promise<Application> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedApplication(trx, user, companyId, appId);
    if (!companyCanEdit(before.application_status_id)) throw conflict(NOT_EDITABLE, 'application_locked');
    const files = newFiles(body, uploads);
    await checkedBody(trx, companyId, body);
    await trx.updateTable('applications').set(ownColumns(body)).where('id', '=', appId).execute();
    await writeNested(trx, appId, body);
    await addFiles(trx, ctx.storage, before, user.id, files);
    const { files: _files, ...values } = body;
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'application',
      entityId: appId,
      action: 'update',
      before: Object.fromEntries(writtenColumns(application).map((column) => [column, (before as Record<string, unknown>)[column]])),
      after: values,
    });
  });
  return companyView(ctx.db, appId);
}

export async function cancelApplication(ctx: AppContext, user: CurrentUser, companyId: number, appId: number, message: string | null): Promise<Application> {
  await ctx.db.transaction().execute(async (trx) => {
    const application = await lockedApplication(trx, user, companyId, appId);
    await changeStatus(trx, { application, to: ApplicationStatus.canceled, user, message, actor: 'company' });
  });
  return companyView(ctx.db, appId);
}

/** Removes the application with its links and files rows; the references it held are unlocked where nothing else holds them. */
export async function deleteApplication(ctx: AppContext, user: CurrentUser, companyId: number, appId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const application = await lockedApplication(trx, user, companyId, appId);
    if (!companyCanDelete(application.application_status_id)) throw conflict(NOT_DELETABLE, 'application_locked');
    const references = await referenceIdsOf(trx, appId);
    const links = await trx.selectFrom('application_files').select('id').where('application_id', '=', appId).execute();
    await removeFileLinks(
      trx,
      links.map((link) => link.id),
    );
    // Renewals copied from it keep their rows; they lose the pointer (the foreign key sets null).
    await trx.deleteFrom('applications').where('id', '=', appId).execute();
    await refreshReferenceLocks(trx, references);
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'application',
      entityId: appId,
      action: 'delete',
      before: { application_target_id: application.application_target_id, application_status_id: application.application_status_id },
    });
  });
}

const STATUS_FILTER_MESSAGE = 'Tuntematon hakemuksen tila.';
const TYPE_FILTER_MESSAGE = 'Tuntematon hakemustyyppi.';

export const applicationList = defineList({
  sortable: {
    id: 'a.id',
    openedAt: 'a.opened_at',
    sentAt: 'a.sent_at',
    finishedAt: 'a.finished_at',
    updatedAt: 'a.updated_at',
    applicationStatusId: 'a.application_status_id',
    applicationTypeId: 'a.application_type_id',
  },
  defaultSort: 'id',
  defaultOrder: 'desc',
  tiebreaker: 'a.id',
  filters: {
    application_status_id: idSchema.refine((id) => id <= 11, STATUS_FILTER_MESSAGE).meta({ pattern: '^(?:[1-9]|1[01])$' }),
    application_type_id: idSchema.refine((id) => id <= 11, TYPE_FILTER_MESSAGE).meta({ pattern: '^(?:[1-9]|1[01])$' }),
    /** Open: in progress or in the office's hands (not finished one way or the other). */
    open: z.enum(['true', 'false'], { error: 'Arvon on oltava true tai false.' }).transform((value) => value === 'true'),
  },
});

export async function listApplications(
  ctx: AppContext,
  user: CurrentUser,
  companyId: number,
  query: z.output<typeof applicationList.query>,
): Promise<Page<ApplicationListItem>> {
  const visibility = await visibilityFor(ctx.db, user, companyId);
  let select = selectApplications(ctx.db).where('a.company_id', '=', companyId);
  if (!visibility.all) select = select.where(tiedApplication(visibility.userId));
  const finished = Object.values(ApplicationStatus).filter((status) => !isOpen(status));
  return applicationList.page(select, query, {
    view: listItemView,
    filters: {
      application_status_id: (id) => (eb) => eb('a.application_status_id', '=', id),
      application_type_id: (id) => (eb) => eb('a.application_type_id', '=', id),
      open: (open) => (eb) => eb('a.application_status_id', open ? 'not in' : 'in', finished),
    },
  });
}

/** Marks the row changed (a file added or removed changes the application). */
export async function touch(trx: Trx, appId: number): Promise<void> {
  await trx.updateTable('applications').set({ updated_at: sql`now()` }).where('id', '=', appId).execute();
}

export { lockedApplication };
