/**
 * The company's application form (issue 11): what the page edits, taken from the application the
 * API answers (`Application`), and the request body SPEC §7 names for POST and PUT — snake_case,
 * nested lists as lists of groups (the data provider's toFormData gives them SPEC §7's bracket names
 * when the body goes as multipart). SPEC §5: an update sends only new files; an application with
 * area codes goes the multipart path.
 */
import type { Application } from './api/applications';
import { applicationType } from './applications';

export interface ApplicationIndustryDraft {
  classificationIndustryId: number;
  referenceIds: number[];
}

export interface ApplicationDraft {
  contactPersonId: number | null;
  industryDescription: string;
  vastuuGroupAgreement: boolean;
  contractAgreement: boolean;
  industries: ApplicationIndustryDraft[];
  companyOfficeIds: number[];
  scopes: string[];
  areaCodes: number[];
}

/** A file the save adds: a new upload, or a file already stored on another application (duplicate_file_id). */
export type NewApplicationFile = { file: Blob; fileTypeId: number } | { duplicateFileId: number; fileTypeId: number };

export interface ApplicationBody {
  application_target_id?: number;
  contact_person_id?: number | null;
  industry_description?: string | null;
  vastuu_group_agreement?: boolean;
  contract_agreement?: boolean;
  application_industries?: Array<{ classification_industry_id: number; reference_ids: number[] }>;
  application_company_offices?: Array<{ company_office_id: number }>;
  application_scopes?: Array<{ description: string }>;
  application_area_codes?: number[];
  files?: Array<{ file: Blob; file_type_id: number } | { duplicate_file_id: number; file_type_id: number }>;
}

export function draftOf(application: Application): ApplicationDraft {
  return {
    contactPersonId: application.contactPersonId,
    industryDescription: application.industryDescription ?? '',
    vastuuGroupAgreement: application.vastuuGroupAgreement,
    contractAgreement: application.contractAgreement,
    industries: application.industries.map((industry) => ({
      classificationIndustryId: industry.classificationIndustryId,
      referenceIds: industry.references.map((reference) => reference.referenceId),
    })),
    companyOfficeIds: application.companyOffices.flatMap((office) => (office.companyOfficeId === null ? [] : [office.companyOfficeId])),
    scopes: application.scopes.map((scope) => scope.description),
    areaCodes: [...application.areaCodes],
  };
}

/**
 * The body of a save. A qualification application (types 1–3) carries industries, offices and the
 * industry description; a certificate application (4–11) its scopes and area codes. Files: only the
 * `newFiles` given — what is already on the application is never sent again (SPEC §5).
 */
export function applicationBody(applicationTypeId: number, draft: ApplicationDraft, newFiles: readonly NewApplicationFile[] = []): ApplicationBody {
  const common: ApplicationBody = {
    contact_person_id: draft.contactPersonId,
    vastuu_group_agreement: draft.vastuuGroupAgreement,
    contract_agreement: draft.contractAgreement,
  };
  const files = newFiles.map((file) =>
    'file' in file ? { file: file.file, file_type_id: file.fileTypeId } : { duplicate_file_id: file.duplicateFileId, file_type_id: file.fileTypeId },
  );
  if (applicationType(applicationTypeId)?.family === 'qualification') {
    return {
      ...common,
      industry_description: draft.industryDescription.trim() === '' ? null : draft.industryDescription,
      application_industries: draft.industries.map((industry) => ({
        classification_industry_id: industry.classificationIndustryId,
        reference_ids: [...industry.referenceIds],
      })),
      application_company_offices: draft.companyOfficeIds.map((id) => ({ company_office_id: id })),
      ...(files.length ? { files } : {}),
    };
  }
  return {
    ...common,
    // An empty row is not a scope: the page keeps it for typing, the save leaves it out.
    application_scopes: draft.scopes.filter((scope) => scope.trim() !== '').map((description) => ({ description })),
    application_area_codes: [...draft.areaCodes],
    ...(files.length ? { files } : {}),
  };
}

/** SPEC §7: multipart when the body carries files or area codes, JSON otherwise. */
export const sendsMultipart = (body: ApplicationBody): boolean => (body.files?.length ?? 0) > 0 || (body.application_area_codes?.length ?? 0) > 0;

/** Whether the page's draft differs from what was last saved (the save button and the leave warning read it). */
export const draftChanged = (saved: ApplicationDraft, draft: ApplicationDraft): boolean => JSON.stringify(saved) !== JSON.stringify(draft);
