/** The single-file calls of SPEC §7 (GET, POST, DELETE …/applications/{appId}/files/{fileId}). */
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { FileRow } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { UploadedFile } from '../../http/uploads';
import { recordChange } from '../../shared/auditRecord';
import type { ApplicationFile } from '../../../src/domain/api/applications';
import { companyCanEdit } from '../../../src/domain/applications';
import { visibleApplication } from './access';
import type { fileBody } from './body';
import { addFiles, applicationFile, FILE_NOT_FOUND, removeFileLinks } from './files';
import { lockedApplication, NOT_EDITABLE, touch } from './service';
import { loadApplication } from './view';

export async function downloadApplicationFile(ctx: AppContext, user: CurrentUser, companyId: number, appId: number, fileId: number): Promise<FileRow> {
  await visibleApplication(ctx.db, user, companyId, appId);
  const row = await applicationFile(ctx.db, appId, fileId);
  if (!row) throw notFound(FILE_NOT_FOUND);
  const { link_id: _link, file_type_id: _type, ...file } = row;
  return file;
}

export async function addApplicationFile(
  ctx: AppContext,
  user: CurrentUser,
  companyId: number,
  appId: number,
  body: z.output<typeof fileBody>,
  upload: UploadedFile | undefined,
): Promise<ApplicationFile> {
  const linkId = await ctx.db.transaction().execute(async (trx) => {
    const application = await lockedApplication(trx, user, companyId, appId);
    if (!companyCanEdit(application.application_status_id)) throw conflict(NOT_EDITABLE, 'application_locked');
    if (!!upload === (body.duplicate_file_id != null)) {
      throw unprocessable({ file: [upload ? 'Valitse tiedosto tai jo tallennettu tiedosto (ei molempia).' : 'Valitse tiedosto.'] });
    }
    const [id] = await addFiles(trx, ctx.storage, application, user.id, [
      { fileTypeId: body.file_type_id, upload, duplicateFileId: body.duplicate_file_id, errorKey: 'file' },
    ]);
    await touch(trx, appId);
    return id;
  });
  const view = await loadApplication(ctx.db, appId, { actor: 'company' });
  const file = view?.files.find((candidate) => candidate.id === linkId);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
}

export async function removeApplicationFile(ctx: AppContext, user: CurrentUser, companyId: number, appId: number, fileId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const application = await lockedApplication(trx, user, companyId, appId);
    const row = await applicationFile(trx, appId, fileId);
    if (!row) throw notFound(FILE_NOT_FOUND);
    if (!companyCanEdit(application.application_status_id)) throw conflict(NOT_EDITABLE, 'application_locked');
    await removeFileLinks(trx, [row.link_id]);
    await touch(trx, appId);
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'application_file',
      entityId: row.link_id,
      action: 'delete',
      before: { application_id: appId, file_type_id: row.file_type_id, name: row.original_name },
    });
  });
}
