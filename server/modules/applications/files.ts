/**
 * An application's files (SPEC §3: liability insurance, consulting insurance, quality manual …):
 * an upload stored in the file store, or an already stored file of the same company reused
 * (`duplicate_file_id`, SPEC §7). A reused file gets its own `files` row over the same content (the
 * store is content-addressed), so removing it from one owner never touches another's.
 */
import { sql, type Transaction } from 'kysely';
import type { FileStorage } from '../../integrations/storage';
import type { Database, FileRow } from '../../db/types';
import { saveFile } from '../../http/files';
import { unprocessable, type FieldErrors } from '../../http/errors';
import type { UploadedFile } from '../../http/uploads';
import { itemIndex } from '../../http/formNames';
import { recordChange } from '../../shared/auditRecord';

type Trx = Transaction<Database>;

export const FILE_NOT_FOUND = 'Tiedostoa ei löytynyt.';
const DUPLICATE_NOT_FOUND = 'Valittua tiedostoa ei löytynyt yrityksen tiedostoista.';
const FILE_OR_DUPLICATE = 'Valitse tiedosto tai jo tallennettu tiedosto (ei molempia).';

/** One file to add: the upload, or the stored file it reuses, with its document type. */
export interface NewFile {
  fileTypeId: number;
  upload?: UploadedFile;
  duplicateFileId?: number | null;
  /** Where a refusal is shown (`files.0.file`, or `file` for the single-file call). */
  errorKey: string;
}

/**
 * The body's `files[i]` with the uploads `files[i][file]`: each item needs exactly one of the two,
 * and every upload needs its item (with its type). Refusals are 422 per field.
 */
export function pairFiles(items: ReadonlyArray<{ file_type_id: number; duplicate_file_id?: number | null } | undefined>, uploads: readonly UploadedFile[]): NewFile[] {
  const errors: FieldErrors = {};
  const result: NewFile[] = [];
  const byIndex = new Map<number, UploadedFile>();
  for (const upload of uploads) {
    const index = itemIndex(upload.sentName);
    if (index === null || byIndex.has(index)) errors[`files`] = ['Lähetä tiedostot kentissä files[0][file], files[1][file] …'];
    else byIndex.set(index, upload);
  }
  items.forEach((item, index) => {
    const upload = byIndex.get(index);
    byIndex.delete(index);
    if (!item) return;
    const hasDuplicate = item.duplicate_file_id != null;
    if (!!upload === hasDuplicate) {
      errors[`files.${index}.file`] = [FILE_OR_DUPLICATE];
      return;
    }
    result.push({ fileTypeId: item.file_type_id, upload, duplicateFileId: item.duplicate_file_id, errorKey: `files.${index}.file` });
  });
  for (const index of byIndex.keys()) errors[`files.${index}.file_type_id`] = ['Valitse asiakirjan tyyppi luettelosta.'];
  if (Object.keys(errors).length) throw unprocessable(errors);
  return result;
}

/**
 * A stored file of the company: linked to one of its applications or financial years. The row is
 * read in full, for its copy.
 */
async function companyFile(trx: Trx, companyId: number, fileId: number): Promise<FileRow | undefined> {
  return trx
    .selectFrom('files as f')
    .selectAll('f')
    .where('f.id', '=', fileId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('application_files as af')
            .innerJoin('applications as a', 'a.id', 'af.application_id')
            .select(sql`1`.as('one'))
            .whereRef('af.file_id', '=', 'f.id')
            .where('a.company_id', '=', companyId),
        ),
        eb.exists(
          eb
            .selectFrom('financial_year_files as fyf')
            .innerJoin('financial_years as fy', 'fy.id', 'fyf.financial_year_id')
            .select(sql`1`.as('one'))
            .whereRef('fyf.file_id', '=', 'f.id')
            .where('fy.company_id', '=', companyId),
        ),
      ]),
    )
    .executeTakeFirst();
}

/** Stores and links the files; returns the application file ids. Refuses (422) a reused file that is not the company's. */
export async function addFiles(
  trx: Trx,
  storage: FileStorage,
  application: { id: number; company_id: number },
  userId: number,
  files: readonly NewFile[],
): Promise<number[]> {
  const ids: number[] = [];
  const errors: FieldErrors = {};
  for (const file of files) {
    let row: FileRow;
    if (file.upload) row = await saveFile(trx, storage, file.upload, userId);
    else {
      const original = await companyFile(trx, application.company_id, file.duplicateFileId ?? 0);
      if (!original) {
        errors[file.errorKey.replace(/\.file$/, '.duplicate_file_id').replace(/^file$/, 'duplicate_file_id')] = [DUPLICATE_NOT_FOUND];
        continue;
      }
      const { id: _id, created_at: _created, uploaded_by_user_id: _by, variants, ...content } = original;
      row = await trx
        .insertInto('files')
        .values({ ...content, variants: JSON.stringify(variants ?? {}), uploaded_by_user_id: userId })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const link = await trx
      .insertInto('application_files')
      .values({ application_id: application.id, file_id: row.id, file_type_id: file.fileTypeId })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(link.id);
    await recordChange(trx, {
      companyId: application.company_id,
      userId,
      entity: 'application_file',
      entityId: link.id,
      action: 'create',
      after: { application_id: application.id, file_type_id: file.fileTypeId, name: row.original_name, duplicate_file_id: file.duplicateFileId ?? null },
    });
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  return ids;
}

/** The stored file of an application's file (its link), or undefined. */
export function applicationFile(trx: Transaction<Database> | import('kysely').Kysely<Database>, applicationId: number, fileId: number) {
  return trx
    .selectFrom('application_files as af')
    .innerJoin('files as f', 'f.id', 'af.file_id')
    .selectAll('f')
    .select(['af.id as link_id', 'af.file_type_id'])
    .where('af.application_id', '=', applicationId)
    .where('af.id', '=', fileId)
    .executeTakeFirst();
}

/** Removes the links and the `files` rows no other application file names (the blobs stay for the sweep). */
export async function removeFileLinks(trx: Trx, linkIds: readonly number[]): Promise<void> {
  if (!linkIds.length) return;
  const links = await trx.deleteFrom('application_files').where('id', 'in', linkIds).returning('file_id').execute();
  const fileIds = [...new Set(links.map((link) => link.file_id))];
  if (!fileIds.length) return;
  await trx
    .deleteFrom('files as f')
    .where('f.id', 'in', fileIds)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('application_files as other').select('other.id').whereRef('other.file_id', '=', 'f.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('financial_year_files as fy').select('fy.id').whereRef('fy.file_id', '=', 'f.id'))))
    .execute();
}
