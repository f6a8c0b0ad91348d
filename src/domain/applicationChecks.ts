/**
 * "What am I missing?" (issue 11): the checks an application must pass before it is sent, per
 * section, each unmet requirement in Finnish with the portal path where it is fixed. Pure: the
 * server loads the facts (server/modules/applicationChecks/loader.ts) and answers with this, `send`
 * refuses what this fails. docs/decisions.md "Issue 11: validate and send" explains the rules.
 */
import { applicationType } from './applications';
import type { ApplicationValidation, ValidationResult } from './api/applications';
import { DESCRIBABLES } from './describables';
import { financialYearErrors, type FinancialYearForValidation } from './finances';
import { formatDate, formatMoney } from './formats';
import { wholeMonthsBetween } from './referenceAge';
import { DocumentType } from './codes';

/** The sections, in checklist order; named after SPEC §3's review sections where one matches. */
export const APPLICATION_CHECK_SECTIONS = {
  application: 'Hakemuksen tiedot',
  'vastuugroup-member': 'Vastuu Group -jäsenyys',
  financial: 'Talous',
  personnel: 'Henkilöstö',
  industries: 'Toimialat',
  references: 'Referenssit',
  attachments: 'Liitteet',
} as const;
export type ApplicationCheckSection = keyof typeof APPLICATION_CHECK_SECTIONS;

/** A reference counted now but older than the limit this many months from today is warned about. */
export const AGING_WINDOW_MONTHS = 3;
/** An insurance document older than this many months may have lapsed (warned; a renewal leaves it out). */
export const INSURANCE_VALID_MONTHS = 12;
export const INSURANCE_FILE_TYPE_IDS: readonly number[] = [DocumentType.liabilityInsurance, DocumentType.consultingInsurance];
/** document-readiness 2: the office marked the file not valid. */
export const DOCUMENT_NOT_VALID = 2;

export interface CheckRequirement {
  id: number;
  /** Set: the office's requirement for this one company (it replaces the general ones). */
  companyId: number | null;
  /** certificate-kinds: the kind of application the requirement applies to; null: every kind. */
  certificateTypeId: number | null;
  minTotalBilling: number | null;
  maxReferenceAge: number | null;
  minReferenceCount: number | null;
  fileTypeId: number | null;
  educationDegreeIds: readonly number[];
  personCertificateTypeIds: readonly number[];
}

export interface CheckReference {
  id: number;
  title: string;
  /** yyyy-MM-dd; null while the work goes on. */
  workEndDate: string | null;
  /** In euros (the reference's unit converted); null when not recorded. */
  totalBillingEuros: number | null;
}

export interface CheckIndustry {
  classificationIndustryId: number;
  symbolicNumber: string;
  shortDescription: string;
  /** Every requirement of the industry; `applicableRequirements` picks the ones that apply. */
  requirements: readonly CheckRequirement[];
  references: readonly CheckReference[];
}

export interface CheckPerson {
  personId: number;
  name: string;
  email: string | null;
  educationDegreeIds: readonly number[];
  /** The person-certificate-types the person holds now (valid today). */
  personCertificateTypeIds: readonly number[];
}

export interface CheckFile {
  fileTypeId: number;
  name: string;
  /** yyyy-MM-dd the stored file was uploaded (a reused file keeps its first upload day). */
  uploadedOn: string;
  documentReadinessId: number;
}

/** The company's agreements on the application, as the checks read them. */
export interface ApplicationAgreements {
  vastuuGroupAgreement: boolean;
  contractAgreement: boolean;
}

/** The agreements from the stored application (the declaration's fields, their columns snake_case). */
export const agreementsOf = (row: { vastuu_group_agreement: boolean; contract_agreement: boolean }): ApplicationAgreements => ({
  vastuuGroupAgreement: row.vastuu_group_agreement,
  contractAgreement: row.contract_agreement,
});

export interface ApplicationCheckInput extends ApplicationAgreements {
  companyId: number;
  applicationId: number;
  applicationTypeId: number;
  contactPersonId: number | null;
  industries: readonly CheckIndustry[];
  /** The company's active people. */
  people: readonly CheckPerson[];
  files: readonly CheckFile[];
  financialYears: readonly FinancialYearForValidation[];
  /** Offices chosen for the application, and how many the company has. */
  applicationOfficeCount: number;
  companyOfficeCount: number;
  scopeCount: number;
  areaCodeCount: number;
  /** yyyy-MM-dd, Finland's calendar. */
  today: string;
}

type Item = ApplicationValidation['sections'][number]['items'][number];
type Section = ApplicationValidation['sections'][number];

const describe = (kind: string, id: number) => DESCRIBABLES[kind]?.find((entry) => entry.id === id)?.shortDescription ?? `#${id}`;
export const documentTypeName = (id: number) => describe('company-document-types', id);

/**
 * The requirements that apply to an application of this kind: those of its certificate kind (or of
 * none); the office's requirements for this company replace the general ones when there are any.
 */
export function applicableRequirements(requirements: readonly CheckRequirement[], companyId: number, certificateKind: number): CheckRequirement[] {
  const ofKind = requirements.filter((r) => r.certificateTypeId === null || r.certificateTypeId === certificateKind);
  const own = ofKind.filter((r) => r.companyId === companyId);
  return own.length > 0 ? own : ofKind.filter((r) => r.companyId === null);
}

/** yyyy-MM-dd plus whole months, on the month's last day when it is shorter (31.1. + 1 → 28.2.). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/**
 * Is the reference younger than `maxAge` whole months on `day` (the work ended by then)? Without an
 * age limit any ended work counts; unfinished work (no end date or one still to come) never does.
 */
export function referenceCounts(reference: Pick<CheckReference, 'workEndDate'>, maxAge: number | null, day: string): boolean {
  if (!reference.workEndDate || reference.workEndDate > day) return false;
  if (maxAge === null) return true;
  const months = wholeMonthsBetween(reference.workEndDate, day);
  return months !== null && months < maxAge;
}

/** Finnish numerals: one takes the nominative singular, others the partitive ("1 toimiala", "3 toimialaa"). */
const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const worst = (results: readonly ValidationResult[]): ValidationResult =>
  results.includes('FAIL') ? 'FAIL' : results.includes('WARNING') ? 'WARNING' : results.includes('OK') ? 'OK' : 'NONE';

const links = (input: ApplicationCheckInput) => ({
  application: { link: `/companies/${input.companyId}/applications/${input.applicationId}`, linkText: 'Hakemus' },
  references: { link: `/companies/${input.companyId}/references`, linkText: 'Referenssit' },
  people: { link: `/companies/${input.companyId}/people`, linkText: 'Henkilöt' },
  finances: { link: `/companies/${input.companyId}/finances`, linkText: 'Talous' },
  offices: { link: `/companies/${input.companyId}/offices`, linkText: 'Toimipaikat' },
});
type Where = ReturnType<typeof links>[keyof ReturnType<typeof links>];

const item = (result: ValidationResult, message: string, where: Where | null = null): Item => ({
  result,
  message,
  link: where?.link ?? null,
  linkText: where?.linkText ?? null,
});

/** Each chosen industry with the requirements that apply to this application. */
function industriesWithRules(input: ApplicationCheckInput, certificateKind: number) {
  return input.industries.map((industry) => ({ industry, rules: applicableRequirements(industry.requirements, input.companyId, certificateKind) }));
}

function applicationItems(input: ApplicationCheckInput, family: 'qualification' | 'certificate'): Item[] {
  const where = links(input);
  const items: Item[] = [];
  const contact = input.people.find((person) => person.personId === input.contactPersonId);
  if (input.contactPersonId === null) items.push(item('FAIL', 'Hakemukselle ei ole valittu yhteyshenkilöä.', where.application));
  else if (!contact) items.push(item('FAIL', 'Hakemuksen yhteyshenkilö ei ole enää yrityksen henkilö. Valitse uusi yhteyshenkilö.', where.application));
  else if (!contact.email) items.push(item('WARNING', `Yhteyshenkilöllä ${contact.name} ei ole sähköpostiosoitetta, joten hakemuksen lähettämisestä ei voi ilmoittaa hänelle.`, where.people));
  else items.push(item('OK', `Yhteyshenkilö: ${contact.name}.`));

  items.push(input.contractAgreement ? item('OK', 'Sopimusehdot on hyväksytty.') : item('FAIL', 'Sopimusehtoja ei ole hyväksytty.', where.application));

  if (family === 'qualification') {
    if (input.applicationOfficeCount > 0) items.push(item('OK', `Hakemukseen on valittu ${countOf(input.applicationOfficeCount, 'toimipaikka', 'toimipaikkaa')}.`));
    else if (input.companyOfficeCount > 0) items.push(item('WARNING', 'Hakemukseen ei ole valittu yhtään toimipaikkaa.', where.application));
    else items.push(item('WARNING', 'Yritykselle ei ole lisätty toimipaikkoja, joten hakemukseen ei voi valita niitä.', where.offices));
  } else {
    items.push(input.scopeCount > 0 ? item('OK', 'Sertifikaatin soveltamisala on kuvattu.') : item('FAIL', 'Hakemuksesta puuttuu sertifikaatin soveltamisala.', where.application));
    items.push(input.areaCodeCount > 0 ? item('OK', `Toiminta-alueita valittu ${input.areaCodeCount}.`) : item('WARNING', 'Hakemukseen ei ole valittu toiminta-alueita (maakuntia).', where.application));
  }
  return items;
}

function vastuuGroupItems(input: ApplicationCheckInput): Item[] {
  return [input.vastuuGroupAgreement ? item('OK', 'Vastuu Group -sopimus on hyväksytty.') : item('FAIL', 'Vastuu Group -sopimusta ei ole hyväksytty.', links(input).application)];
}

function financialItems(input: ApplicationCheckInput): Item[] {
  const errors = financialYearErrors(input.financialYears, input.today);
  if (errors.length === 0) return [item('OK', 'Kahden viimeisimmän päättyneen tilikauden tilinpäätöstiedot on lisätty.')];
  return errors.map((message) => item('FAIL', message, links(input).finances));
}

function personnelItems(input: ApplicationCheckInput, certificateKind: number): Item[] {
  const where = links(input);
  const items: Item[] = [];
  for (const { industry, rules } of industriesWithRules(input, certificateKind)) {
    const n = industry.symbolicNumber;
    for (const rule of rules) {
      if (rule.educationDegreeIds.length > 0) {
        const holder = input.people.find((person) => person.educationDegreeIds.some((id) => rule.educationDegreeIds.includes(id)));
        const names = rule.educationDegreeIds.map((id) => describe('education-degrees', id)).join(', ');
        items.push(
          holder
            ? item('OK', `Toimialan ${n} tutkintovaatimus täyttyy: ${holder.name}.`)
            : item('FAIL', `Toimialalle ${n} tarvitaan henkilö, jolla on jokin näistä tutkinnoista: ${names}. Yrityksen henkilöillä ei ole niitä.`, where.people),
        );
      }
      for (const typeId of rule.personCertificateTypeIds) {
        const holder = input.people.find((person) => person.personCertificateTypeIds.includes(typeId));
        const name = describe('person-certificate-types', typeId);
        items.push(
          holder
            ? item('OK', `Toimialan ${n} henkilöpätevyys ${name}: ${holder.name}.`)
            : item('FAIL', `Toimialalle ${n} tarvitaan henkilö, jolla on voimassa oleva ${name}. Yrityksen henkilöillä ei ole sitä.`, where.people),
        );
      }
    }
  }
  return items;
}

function industryItems(input: ApplicationCheckInput, family: 'qualification' | 'certificate'): Item[] {
  if (input.industries.length > 0) return [item('OK', `Hakemukseen on valittu ${countOf(input.industries.length, 'toimiala', 'toimialaa')}.`)];
  // A certificate may be applied for without industries; a qualification is always for some.
  return family === 'qualification' ? [item('FAIL', 'Hakemukseen ei ole valittu yhtään toimialaa.', links(input).application)] : [];
}

/** The references of one industry against one requirement: count, age, billing, and what is about to age out. */
function referenceRuleItems(input: ApplicationCheckInput, industry: CheckIndustry, rule: CheckRequirement): Item[] {
  const where = links(input);
  const n = industry.symbolicNumber;
  const age = rule.maxReferenceAge;
  const counted = industry.references.filter((reference) => referenceCounts(reference, age, input.today));
  const ofAge = (k: number) =>
    age === null ? countOf(k, 'referenssi', 'referenssiä') : countOf(k, `alle ${age} kuukautta vanha referenssi`, `alle ${age} kuukautta vanhaa referenssiä`);
  const items: Item[] = [];
  if (rule.minReferenceCount !== null && rule.minReferenceCount > 0) {
    const min = rule.minReferenceCount;
    if (counted.length < min) {
      items.push(item('FAIL', `Toimialalle ${n} tarvitaan vähintään ${ofAge(min)}; liitetty ${counted.length}.`, where.references));
    } else {
      items.push(item('OK', `Toimialalle ${n} on liitetty ${ofAge(counted.length)} (vaaditaan vähintään ${min}).`));
      if (age !== null) {
        // Still enough today, but the office's review takes time: say which reference ages out and when.
        const later = addMonths(input.today, AGING_WINDOW_MONTHS);
        const stillCounted = counted.filter((reference) => referenceCounts(reference, age, later));
        if (stillCounted.length < min) {
          for (const reference of counted.filter((r) => !stillCounted.includes(r))) {
            const limit = addMonths(reference.workEndDate as string, age);
            items.push(
              item('WARNING', `Toimialan ${n} referenssi ”${reference.title}” täyttää ${age} kuukautta ${formatDate(limit)}, jolloin vähimmäismäärä ei enää täyty. Liitä uudempi referenssi.`, where.references),
            );
          }
        }
      }
    }
  }
  if (rule.minTotalBilling !== null && rule.minTotalBilling > 0) {
    const total = counted.reduce((sum, reference) => sum + (reference.totalBillingEuros ?? 0), 0);
    items.push(
      total < rule.minTotalBilling
        ? item('FAIL', `Toimialan ${n} referenssien yhteenlaskettu laskutus on ${formatMoney(total)}; vaaditaan vähintään ${formatMoney(rule.minTotalBilling)}.`, where.references)
        : item('OK', `Toimialan ${n} referenssien yhteenlaskettu laskutus ${formatMoney(total)} täyttää vaatimuksen ${formatMoney(rule.minTotalBilling)}.`),
    );
  }
  return items;
}

function referenceItems(input: ApplicationCheckInput, certificateKind: number): Item[] {
  const where = links(input);
  const items: Item[] = [];
  for (const { industry, rules } of industriesWithRules(input, certificateKind)) {
    for (const rule of rules) items.push(...referenceRuleItems(input, industry, rule));
    const countsAnything = rules.some((rule) => (rule.minReferenceCount ?? 0) > 0 || (rule.minTotalBilling ?? 0) > 0);
    if (!countsAnything) continue;
    // Unfinished work is not counted; say so instead of leaving the company to wonder.
    for (const reference of industry.references) {
      if (!reference.workEndDate) {
        items.push(item('WARNING', `Referenssiä ”${reference.title}” ei laskettu toimialalle ${industry.symbolicNumber}: työn päättymispäivä puuttuu.`, where.references));
      } else if (reference.workEndDate > input.today) {
        items.push(item('WARNING', `Referenssiä ”${reference.title}” ei laskettu toimialalle ${industry.symbolicNumber}: työ päättyy vasta ${formatDate(reference.workEndDate)}.`, where.references));
      }
    }
  }
  return items;
}

/** The file types the application must carry: its type's, and each applicable requirement's, with why. */
function requiredFiles(input: ApplicationCheckInput, certificateKind: number, typeFiles: readonly number[]): Map<number, string[]> {
  const required = new Map<number, string[]>();
  for (const typeId of typeFiles) required.set(typeId, []);
  for (const { industry, rules } of industriesWithRules(input, certificateKind)) {
    for (const rule of rules) {
      if (rule.fileTypeId === null) continue;
      const why = required.get(rule.fileTypeId) ?? [];
      if (!why.includes(industry.symbolicNumber)) why.push(industry.symbolicNumber);
      required.set(rule.fileTypeId, why);
    }
  }
  return required;
}

function attachmentItems(input: ApplicationCheckInput, certificateKind: number, typeFiles: readonly number[]): Item[] {
  const where = links(input);
  const items: Item[] = [];
  for (const [typeId, industries] of requiredFiles(input, certificateKind, typeFiles)) {
    const name = documentTypeName(typeId);
    const because = industries.length > 0 && !typeFiles.includes(typeId) ? ` (toimialan ${industries.join(', ')} vaatimus)` : '';
    const ofType = input.files.filter((file) => file.fileTypeId === typeId);
    const usable = ofType.filter((file) => file.documentReadinessId !== DOCUMENT_NOT_VALID);
    if (usable.length === 0) {
      const message =
        ofType.length > 0
          ? `Toimisto on merkinnyt liitteen ${name} puutteelliseksi${because}. Lisää uusi.`
          : `Hakemuksesta puuttuu liite: ${name}${because}.`;
      items.push(item('FAIL', message, where.application));
      continue;
    }
    const newest = usable.toSorted((a, b) => (a.uploadedOn < b.uploadedOn ? 1 : -1))[0];
    if (INSURANCE_FILE_TYPE_IDS.includes(typeId) && !insuranceStillValid(newest.uploadedOn, input.today)) {
      items.push(item('WARNING', `Liite ${name} on ladattu ${formatDate(newest.uploadedOn)}, yli vuosi sitten. Varmista, että vakuutus on voimassa, tai lisää uusi todistus.`, where.application));
    } else {
      items.push(item('OK', `Liite ${name}: ${newest.name}.`));
    }
  }
  return items;
}

/** An insurance document is taken as valid for a year from its upload (insurance periods are yearly). */
export function insuranceStillValid(uploadedOn: string, today: string): boolean {
  return addMonths(uploadedOn, INSURANCE_VALID_MONTHS) > today;
}

/** The checklist of one application: every section, each with its items (met ones too: the list turns green). */
export function validateApplication(input: ApplicationCheckInput): ApplicationValidation {
  const type = applicationType(input.applicationTypeId);
  const family = type?.family ?? 'qualification';
  const kind = type?.certificateKind ?? 3;
  const typeFiles = type?.requiredFileTypeIds ?? [];
  const bySection: Record<ApplicationCheckSection, Item[]> = {
    application: applicationItems(input, family),
    'vastuugroup-member': vastuuGroupItems(input),
    financial: financialItems(input),
    personnel: personnelItems(input, kind),
    industries: industryItems(input, family),
    references: referenceItems(input, kind),
    attachments: attachmentItems(input, kind, typeFiles),
  };
  const sections: Section[] = (Object.keys(APPLICATION_CHECK_SECTIONS) as ApplicationCheckSection[]).map((section) => ({
    section,
    title: APPLICATION_CHECK_SECTIONS[section],
    result: worst(bySection[section].map((entry) => entry.result)),
    items: bySection[section],
  }));
  return { result: worst(sections.map((section) => section.result)), sections };
}

/** `send` refuses exactly what validate fails; warnings do not stop it. */
export const canSend = (validation: ApplicationValidation): boolean => validation.result !== 'FAIL';

/** The failures, one line each, in checklist order. */
export const failures = (validation: ApplicationValidation): string[] =>
  validation.sections.flatMap((section) => section.items.filter((entry) => entry.result === 'FAIL').map((entry) => entry.message));

/** "Hakemusta ei voi lähettää: …" with the first three failures and how many more there are. */
export function sendRefusal(validation: ApplicationValidation): string {
  const all = failures(validation);
  const shown = all.slice(0, 3).join(' ');
  const more = all.length > 3 ? ` Lisäksi ${all.length - 3} muuta puutetta.` : '';
  return `Hakemusta ei voi lähettää: ${shown}${more}`;
}

const fold = (text: string) => text.toLocaleLowerCase('fi').replace(/\s+/g, ' ').trim();

/**
 * A person's certificates are free text (people's `certificate_name`); a requirement names
 * person-certificate-types. A certificate is of a type when its name contains the type's name
 * ("Tieturva 1 -kortti" is Tieturva 1; case and spacing do not matter).
 */
export function personCertificateTypeIdsOf(certificateNames: readonly string[]): number[] {
  const names = certificateNames.map(fold);
  return (DESCRIBABLES['person-certificate-types'] ?? [])
    .filter((type) => names.some((name) => name.includes(fold(type.shortDescription))))
    .map((type) => type.id);
}
