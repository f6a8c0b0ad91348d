/**
 * SPEC §7's application calls of the company (issue 11), typed: targets, list, one, create, update
 * and the application's files (its send, cancel, delete and validate are declared actions:
 * src/domain/api/applicationActions.ts). A body with files or area codes goes
 * as multipart (toFormData's bracket names), an update then as POST with `_method=PUT`.
 */
import type { Identifier } from 'react-admin';
import type { Application, ApplicationListItem, ApplicationTarget } from '../domain/api/applications';
import { sendsMultipart, type ApplicationBody } from '../domain/applicationForm';
import { applicationFormData } from './applicationFormData';
import { jsonCall, uploadCall, type UploadOptions } from './request';

type Signal = { signal?: AbortSignal };

export interface ApplicationListParams {
  page?: number;
  paginate?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  application_status_id?: number;
}

export interface ApplicationMethods {
  /** GET /companies/{id}/application-targets: what the company may apply for now. */
  applicationTargets(companyId: Identifier, options?: Signal): Promise<ApplicationTarget[]>;
  /** GET /companies/{id}/applications (params): the company's applications, newest first. */
  companyApplications(companyId: Identifier, params?: ApplicationListParams, options?: Signal): Promise<{ data: ApplicationListItem[]; total: number }>;
  /** GET /companies/{id}/applications/{appId} */
  companyApplication(companyId: Identifier, applicationId: Identifier, options?: Signal): Promise<Application>;
  /** POST /companies/{id}/applications: JSON, or multipart when the body has files or area codes. */
  createApplication(companyId: Identifier, body: ApplicationBody): Promise<Application>;
  /** PUT /companies/{id}/applications/{appId}; multipart as POST with `_method=PUT` when files or area codes. */
  updateApplication(companyId: Identifier, applicationId: Identifier, body: ApplicationBody): Promise<Application>;
  /** POST …/{appId}/files: multipart `file` + `file_type_id`, or `duplicate_file_id` + `file_type_id`. */
  addApplicationFile(
    companyId: Identifier,
    applicationId: Identifier,
    file: { file: Blob; fileTypeId: number } | { duplicateFileId: number; fileTypeId: number },
    options?: UploadOptions,
  ): Promise<unknown>;
  /** DELETE …/{appId}/files/{fileId} */
  removeApplicationFile(companyId: Identifier, applicationId: Identifier, fileId: Identifier): Promise<void>;
}

const segment = (value: Identifier) => encodeURIComponent(String(value));
const applications = (companyId: Identifier) => `/companies/${segment(companyId)}/applications`;
const one = (companyId: Identifier, applicationId: Identifier) => `${applications(companyId)}/${segment(applicationId)}`;

/** A list answer is { data, meta: { total } } (or a bare array). */
function page<T>(body: unknown): { data: T[]; total: number } {
  if (Array.isArray(body)) return { data: body as T[], total: body.length };
  const value = body as { data?: unknown; meta?: { total?: unknown } } | null;
  const data = Array.isArray(value?.data) ? (value.data as T[]) : [];
  return { data, total: typeof value?.meta?.total === 'number' ? value.meta.total : data.length };
}

const rows = <T,>(body: unknown): T[] => page<T>(body).data;

export function createApplicationMethods(): ApplicationMethods {
  return {
    applicationTargets: async (companyId, options = {}) =>
      rows<ApplicationTarget>(await jsonCall(`/companies/${segment(companyId)}/application-targets`, { signal: options.signal })),
    companyApplications: async (companyId, params = {}, options = {}) =>
      page<ApplicationListItem>(await jsonCall(applications(companyId), { query: { ...params }, signal: options.signal })),
    companyApplication: (companyId, applicationId, options = {}) => jsonCall(one(companyId, applicationId), { signal: options.signal }),
    createApplication: (companyId, body) =>
      sendsMultipart(body) ? uploadCall(applications(companyId), applicationFormData(body)) : jsonCall(applications(companyId), { method: 'POST', body }),
    updateApplication: (companyId, applicationId, body) =>
      sendsMultipart(body)
        ? uploadCall(one(companyId, applicationId), applicationFormData(body), { method: 'PUT' })
        : jsonCall(one(companyId, applicationId), { method: 'PUT', body }),
    addApplicationFile: (companyId, applicationId, file, options) =>
      uploadCall(
        `${one(companyId, applicationId)}/files`,
        'file' in file ? { file: file.file, fileTypeId: file.fileTypeId } : { duplicateFileId: file.duplicateFileId, fileTypeId: file.fileTypeId },
        options,
      ),
    removeApplicationFile: async (companyId, applicationId, fileId) => {
      await jsonCall(`${one(companyId, applicationId)}/files/${segment(fileId)}`, { method: 'DELETE' });
    },
  };
}
