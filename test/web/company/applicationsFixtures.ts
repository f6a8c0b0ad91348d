/** Applications as the API answers them (src/domain/api/applications.ts), for the company page tests. */
import type { Application, ApplicationListItem, ApplicationValidation } from '../../../src/domain/api/applications';
import { applicationSchema } from '../../../src/domain/api/applications';

/** yyyy-MM-dd `months` months before today: references stay young enough whenever the tests run. */
export function monthsAgo(months: number): string {
  const day = new Date();
  day.setUTCDate(1);
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
}

const STATUS_NAMES: Record<number, string> = { 1: 'Keskeneräinen', 2: 'Lähetetty', 4: 'Palautettu', 11: 'Peruttu' };
const TYPE_NAMES: Record<number, string> = { 1: 'Pätevyys', 2: 'Pätevyyden uusinta', 4: 'Laatusertifikaatti', 6: 'Ympäristösertifikaatti' };

export function buildApplication(overrides: Partial<Application> = {}): Application {
  const typeId = overrides.applicationTypeId ?? 1;
  const statusId = overrides.applicationStatusId ?? 1;
  // A draft may be sent or cancelled; a sent one cancelled; anything else not by the company.
  const possible = statusId === 1 || statusId === 4 ? [2, 11] : statusId === 2 ? [11] : [];
  return applicationSchema.parse({
    id: 50,
    companyId: 7,
    companyName: 'Rakennus Virtanen Oy',
    applicationTargetId: typeId,
    applicationTypeId: typeId,
    applicationSourceId: null,
    applicationStatusId: statusId,
    target: { id: typeId, name: TYPE_NAMES[typeId] ?? 'Hakemus', applicationTypeId: typeId },
    source: null,
    status: { id: statusId, name: STATUS_NAMES[statusId] ?? 'Tila' },
    possibleStatuses: possible.map((id) => ({ id, name: STATUS_NAMES[id] })),
    contactPersonId: null,
    patevaResponsiblePersonId: null,
    auditorUser: null,
    boardMeetingId: null,
    industryDescription: null,
    vastuuGroupAgreement: false,
    contractAgreement: false,
    openedAt: '2026-11-02T08:00:00.000Z',
    sentAt: null,
    finishedAt: null,
    updatedAt: '2026-11-02T08:00:00.000Z',
    industries: [],
    companyOffices: [],
    scopes: [],
    areaCodes: [],
    files: [],
    history: [{ id: 1, fromStatusId: null, toStatusId: 1, message: null, changedBy: 'Maija Virtanen', createdAt: '2026-11-02T08:00:00.000Z' }],
    changesSinceSource: [],
    ...overrides,
  });
}

export const listItem = (application: Application): ApplicationListItem => ({
  id: application.id,
  companyId: application.companyId,
  companyName: application.companyName,
  applicationTargetId: application.applicationTargetId,
  applicationTypeId: application.applicationTypeId,
  applicationStatusId: application.applicationStatusId,
  target: application.target,
  status: application.status,
  patevaResponsiblePersonId: null,
  auditorUser: null,
  openedAt: application.openedAt,
  sentAt: application.sentAt,
  finishedAt: null,
  updatedAt: application.updatedAt,
});

export const industry211 = {
  id: 501,
  classificationIndustryId: 21,
  symbolicNumber: '2.1.1',
  shortDescription: 'Kattourakointi',
  granted: null,
  audited: false,
  auditedIndustryId: null,
  requirements: [{ id: 1, certificateTypeId: 3, minTotalBilling: 100000, maxReferenceAge: 12, minReferenceCount: 2, fileTypeId: null, educationDegreeIds: [], personCertificateTypeIds: [] }],
  references: [{ referenceId: 41, title: 'Koulun kattoremontti', workEndDate: monthsAgo(2), totalBilling: 80000, granted: null, new: true }],
};

export function validation(failing: boolean): ApplicationValidation {
  return {
    result: failing ? 'FAIL' : 'OK',
    sections: [
      {
        section: 'references',
        title: 'Referenssit',
        result: failing ? 'FAIL' : 'OK',
        items: [
          failing
            ? { result: 'FAIL', message: 'Toimialalle 2.1.1 tarvitaan 2 referenssiä; liitetty 1.', link: '/companies/7/references', linkText: 'Referenssit' }
            : { result: 'OK', message: 'Toimialan 2.1.1 referenssit ovat kunnossa.', link: null, linkText: null },
        ],
      },
      {
        section: 'vastuugroup-member',
        title: 'Vastuu Group -jäsenyys',
        result: 'WARNING',
        items: [{ result: 'WARNING', message: 'Vastuu Group -tietoja ei ole vielä tarkistettu.', link: null, linkText: null }],
      },
    ],
  };
}
