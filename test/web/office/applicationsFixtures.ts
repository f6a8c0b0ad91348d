/** An application as GET /api/applications/{appId} answers the office, and the lookups the screens read. */
import { DESCRIBABLES } from '../../../src/domain/describables';
import type { OfficeApplication, OfficeApplicationListItem } from '../../../src/domain/api/applicationReview';
import { REVIEW_SECTIONS, REVIEW_TASKS, reviewSectionId, reviewSectionTitle, reviewStatusesFor } from '../../../src/domain/applicationReview';

export const lookupRoutes = (kinds: string[]) =>
  Object.fromEntries(kinds.map((kind) => [`GET /api/descriptions/${kind}`, { body: DESCRIBABLES[kind] }]));

export const LOOKUPS = ['application-statuses', 'application-types', 'review-statuses', 'task-statuses', 'document-readiness', 'company-document-types', 'application-review-sections'];

export const listItem: OfficeApplicationListItem = {
  id: 41,
  companyId: 5,
  companyName: 'Rakennus Virtanen Oy',
  companyRegistrationNumber: '2900000-4',
  applicationTargetId: 1,
  applicationTypeId: 1,
  applicationStatusId: 2,
  target: { id: 1, name: 'Pätevyys', applicationTypeId: 1 },
  status: { id: 2, name: 'Lähetetty' },
  patevaResponsiblePersonId: 70,
  patevaResponsiblePerson: 'Olli Toimisto',
  auditorUser: null,
  openedAt: '2026-03-01T10:00:00.000Z',
  sentAt: '2026-03-05T10:00:00.000Z',
  finishedAt: null,
  updatedAt: '2026-03-05T10:00:00.000Z',
};

export function application(overrides: Partial<OfficeApplication> = {}): OfficeApplication {
  return {
    ...listItem,
    applicationSourceId: null,
    source: null,
    possibleStatuses: [
      { id: 3, name: 'Arvioinnissa' },
      { id: 4, name: 'Palautettu' },
      { id: 11, name: 'Peruttu' },
    ],
    contactPersonId: null,
    boardMeetingId: null,
    industryDescription: 'Talonrakennus',
    vastuuGroupAgreement: true,
    contractAgreement: true,
    industries: [
      { id: 3, classificationIndustryId: 9, symbolicNumber: '2.1.3', shortDescription: 'Asuinrakennukset', granted: null, audited: false, auditedIndustryId: null, requirements: [], references: [] },
    ],
    companyOffices: [{ id: 4, companyOfficeId: 1, description: null, address: 'Pääkonttori, Hämeenkatu 1, 33100 Tampere', audited: false, isGranted: null }],
    scopes: [],
    areaCodes: [],
    files: [{ id: 6, storedFileId: 60, fileTypeId: 10, name: 'vakuutus.pdf', mimeType: 'application/pdf', byteSize: 1000, documentReadinessId: 1, createdAt: '2026-03-01T10:00:00.000Z' }],
    history: [{ id: 1, fromStatusId: 1, toStatusId: 2, message: null, changedBy: 'Kalle Käyttäjä', createdAt: '2026-03-05T10:00:00.000Z' }],
    changesSinceSource: [],
    review: {
      applicationId: 41,
      canReview: true,
      canAssign: true,
      sections: REVIEW_SECTIONS.map((section) => ({
        section,
        sectionId: reviewSectionId(section),
        title: reviewSectionTitle(section),
        reviewStatusId: section === 'financial' ? 1 : null,
        comment: section === 'financial' ? 'Tilinpäätös kunnossa / 06.03.2026, Olli Toimisto' : null,
        reviewedBy: null,
        updatedAt: null,
        allowedStatusIds: [...reviewStatusesFor(section)],
      })),
      tasks: REVIEW_TASKS.map(({ key, title }) => ({ task: key, title, taskStatusId: 1, updatedBy: null, updatedAt: null })),
      answers: [{ questionId: 8, sectionId: 3, text: 'Montako työnjohtajaa yrityksellä on?', orderNumber: 1, answer: 'Kolme', answeredBy: 'Kalle Käyttäjä', answeredAt: '2026-03-04T10:00:00.000Z' }],
      officeQuestions: [],
    },
    ...overrides,
  };
}

export const assignees = { officePeople: [{ id: 70, name: 'Olli Toimisto' }, { id: 71, name: 'Tiina Toimisto' }], auditors: [{ id: 12, name: 'Aino Auditoija' }] };
