/** The audit report web tests' report, auditor and area renderer (issue 21). */
import { render } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import AuditArea from '../../../src/areas/audit/AuditArea';
import OfficeArea from '../../../src/areas/office/OfficeArea';
import type { AuditReport, ReportQuestion } from '../../../src/domain/api/auditReport';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { officeUser } from '../shell/fetchStub';

export const auditorUser = {
  ...officeUser,
  id: 12,
  email: 'aino.auditoija@example.fi',
  personId: 120,
  person: { id: 120, firstName: 'Aino', lastName: 'Auditoija' },
  permissions: [{ id: 6, shortDescription: 'Auditoija' }],
};
export const masterUser = { ...auditorUser, id: 13, personId: 130, person: { id: 130, firstName: 'Paula', lastName: 'Pääauditoija' }, permissions: [{ id: 5, shortDescription: 'Pääauditoija' }] };

export const LOOKUPS = Object.fromEntries(
  ['certificate-kinds', 'audit-kinds', 'report-statuses', 'deviation-severities'].map((kind) => [`GET /api/descriptions/${kind}`, { body: DESCRIBABLES[kind] }]),
);

export function question(id: number, sectionId: number, overrides: Partial<ReportQuestion> = {}): ReportQuestion {
  return {
    id,
    symbolicName: `Q${id}`,
    text: `Kysymys ${id}: miten toiminta on järjestetty?`,
    description: 'Kuvaa käytäntö ja näyttö.',
    sectionId,
    answer: { answer: null, initialAnswer: null, finished: false, reviewerComment: null, gradeId: null, public: false },
    observation: { strengths: null, developmentAreas: null, score: null, hasDeviation: false, statusId: null },
    observationHistory: [],
    lastScore: null,
    openDeviations: [],
    version: 1,
    updatedAt: null,
    updatedBy: null,
    ...overrides,
  };
}

export function report(questions: ReportQuestion[], overrides: Partial<AuditReport> = {}): AuditReport {
  const sections = DESCRIBABLES['evaluation-report-sections'].map((section) => ({
    sectionId: section.id,
    name: section.shortDescription,
    selfEvaluation: section.id === 1 ? { score: 4, comment: 'Liikevaihto kasvoi.' } : null,
    auditorScore: null,
    questions: questions.filter((entry) => entry.sectionId === section.id),
  }));
  return {
    programId: 5,
    companyId: 1,
    companyName: 'Rakennus Virtanen Oy',
    certificateTypeId: 2,
    auditKindId: 1,
    statusId: 1,
    sentAt: null,
    auditorComment: null,
    companyComment: null,
    finishedAt: null,
    reviewAskedAt: null,
    reviewedAt: null,
    reviewerComment: null,
    reviewerPersonId: null,
    reviewerName: null,
    canWrite: true,
    canReview: false,
    sections,
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function renderArea(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nContextProvider value={i18nProvider}>
            <Routes>
              <Route path="/audit/*" element={<AuditArea />} />
              <Route path="/office/*" element={<OfficeArea />} />
            </Routes>
          </I18nContextProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}
