/**
 * Renewal in one step (issue 11): what a renewal or an extension copies from the last granted
 * application of its kind, and what it leaves out and why (the `changesSinceSource` lines). Pure:
 * server/modules/applicationChecks/renewal.ts reads the source and writes the plan.
 */
import { DocumentType } from './codes';
import { formatDate } from './formats';
import { DOCUMENT_NOT_VALID, documentTypeName, insuranceStillValid, INSURANCE_FILE_TYPE_IDS } from './applicationChecks';
import { wholeMonthsBetween } from './referenceAge';

/**
 * Documents that outlive one application: the quality manuals, the machinery list and the insurance
 * certificates (those only while still valid). The application form, the audit programme and a merger
 * confirmation belong to the application they came with.
 */
export const RENEWAL_FILE_TYPE_IDS: readonly number[] = [
  DocumentType.qualityManual,
  DocumentType.otherQualityManual,
  DocumentType.machineryList,
  DocumentType.liabilityInsurance,
  DocumentType.consultingInsurance,
];

export interface RenewalSourceReference {
  id: number;
  title: string;
  workEndDate: string | null;
  /** The office's decision on the reference in the source (false: not accepted). */
  granted: boolean | null;
}

export interface RenewalSourceIndustry {
  classificationIndustryId: number;
  symbolicNumber: string;
  shortDescription: string;
  /** The industry can still be applied for by this application's family (active and available). */
  available: boolean;
  granted: boolean | null;
  /** The strictest maxReferenceAge of the requirements that apply now; null: no age limit. */
  maxReferenceAge: number | null;
  references: readonly RenewalSourceReference[];
}

export interface RenewalSourceOffice {
  id: number;
  /** Null once the company removed the office. */
  companyOfficeId: number | null;
  description: string | null;
  isGranted: boolean | null;
}

export interface RenewalSourceFile {
  id: number;
  fileTypeId: number;
  name: string;
  uploadedOn: string;
  documentReadinessId: number;
}

export interface RenewalSource {
  industries: readonly RenewalSourceIndustry[];
  offices: readonly RenewalSourceOffice[];
  files: readonly RenewalSourceFile[];
}

export interface RenewalPlan {
  industries: Array<{ classificationIndustryId: number; referenceIds: number[] }>;
  /** Ids of the source's application_company_offices rows to copy. */
  officeIds: number[];
  /** Ids of the source's application_files rows to copy. */
  fileIds: number[];
  /** Finnish, one line per thing left out. */
  changes: string[];
}

const industryName = (industry: RenewalSourceIndustry) => `${industry.symbolicNumber} ${industry.shortDescription}`;

function referenceVerdict(reference: RenewalSourceReference, maxAge: number | null, today: string): string | null {
  if (reference.granted === false) return 'sitä ei hyväksytty edellisellä hakemuksella';
  if (maxAge === null || !reference.workEndDate) return null;
  const months = wholeMonthsBetween(reference.workEndDate, today);
  if (months === null || months < maxAge) return null;
  return `${months} kuukautta vanha (työ päättyi ${formatDate(reference.workEndDate)}); toimialalle kelpaavat alle ${maxAge} kuukautta vanhat`;
}

function fileVerdict(file: RenewalSourceFile, today: string): string | null {
  if (!RENEWAL_FILE_TYPE_IDS.includes(file.fileTypeId)) return 'se koskee vain edellistä hakemusta';
  if (file.documentReadinessId === DOCUMENT_NOT_VALID) return 'toimisto merkitsi sen puutteelliseksi';
  if (INSURANCE_FILE_TYPE_IDS.includes(file.fileTypeId) && !insuranceStillValid(file.uploadedOn, today)) {
    return `ladattu ${formatDate(file.uploadedOn)}, yli vuosi sitten; lisää voimassa oleva vakuutustodistus`;
  }
  return null;
}

/** What to copy from the source, and a Finnish line for each thing left out. */
export function planRenewal(source: RenewalSource, today: string): RenewalPlan {
  const changes: string[] = [];
  const industries: RenewalPlan['industries'] = [];
  for (const industry of source.industries) {
    if (!industry.available) {
      changes.push(`Toimiala ${industryName(industry)} jätettiin pois: sitä ei voi enää hakea.`);
      continue;
    }
    if (industry.granted === false) {
      changes.push(`Toimiala ${industryName(industry)} jätettiin pois: sitä ei myönnetty edellisellä hakemuksella.`);
      continue;
    }
    const referenceIds: number[] = [];
    for (const reference of industry.references) {
      const why = referenceVerdict(reference, industry.maxReferenceAge, today);
      if (why) changes.push(`Referenssi ”${reference.title}” jätettiin pois toimialalta ${industry.symbolicNumber}: ${why}.`);
      else referenceIds.push(reference.id);
    }
    industries.push({ classificationIndustryId: industry.classificationIndustryId, referenceIds });
  }
  const officeIds: number[] = [];
  for (const office of source.offices) {
    const name = office.description ?? 'nimetön toimipaikka';
    if (office.companyOfficeId === null) changes.push(`Toimipaikka ${name} jätettiin pois: se on poistettu yrityksen toimipaikoista.`);
    else if (office.isGranted === false) changes.push(`Toimipaikka ${name} jätettiin pois: sitä ei hyväksytty edellisellä hakemuksella.`);
    else officeIds.push(office.id);
  }
  const fileIds: number[] = [];
  for (const file of source.files) {
    const why = fileVerdict(file, today);
    if (why) changes.push(`Liite ${documentTypeName(file.fileTypeId)} (${file.name}) jätettiin pois: ${why}.`);
    else fileIds.push(file.id);
  }
  return { industries, officeIds, fileIds, changes };
}
