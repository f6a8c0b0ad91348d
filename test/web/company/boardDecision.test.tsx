/**
 * The board's decision on the company's application page (issue 20): once the companies are
 * notified, the page shows the meeting, the decision with its reasons, conditions and return date,
 * the industries granted and not, the certificate with its public page, and how to appeal.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApplicationBoardDecision } from '../../../src/domain/boardClosing';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildApplication, industry211, validation } from './applicationsFixtures';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const lookup = (kind: string) =>
  (DESCRIBABLES[kind] ?? []).map((entry, index) => ({ id: entry.id, shortDescription: entry.shortDescription, longDescription: null, helpText: null, languageCode: 'fi', orderNumber: index + 1 }));
const page = <T,>(data: T[]) => ({ data, meta: { currentPage: 1, perPage: 100, total: data.length, lastPage: 1 } });

const decision: ApplicationBoardDecision = {
  meetingId: 5,
  boardName: 'Pätevyyslautakunta',
  meetingTime: '2030-03-01T10:00:00.000Z',
  boardDecisionId: 2,
  decisionName: 'Hyväksytty ehdollisena',
  reasons: 'Vaatimukset täyttyvät',
  conditions: 'Toimita vakuutustodistus',
  returnDueDate: '2030-04-30',
  decidedAt: '2030-03-01T11:00:00.000Z',
  notifiedAt: '2030-03-02T09:00:00.000Z',
  industries: [
    { symbolicNumber: '2.1.1', name: 'Kattourakointi', granted: true },
    { symbolicNumber: '2.1.2', name: 'Julkisivu-urakointi', granted: false },
  ],
  certificateNumber: 'PTV-2030-000012',
};

function useApi(statusId: number, answer: ApplicationBoardDecision | null) {
  const application = buildApplication({ id: 50, applicationStatusId: statusId, status: { id: statusId, name: 'Ilmoitettu' }, sentAt: '2030-01-10T10:00:00.000Z', industries: [industry211], possibleStatuses: [] });
  let decisionReads = 0;
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership({ companyAdmin: true, permissions: [] })]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/descriptions/:kind'), ({ params }) => HttpResponse.json(lookup(String(params.kind)))),
    http.get(api('/classification-industries'), () => HttpResponse.json(page([]))),
    http.get(api('/companies/7/people'), () => HttpResponse.json(page([]))),
    http.get(api('/companies/7/offices'), () => HttpResponse.json(page([]))),
    http.get(api('/companies/7/references'), () => HttpResponse.json(page([]))),
    http.get(api('/companies/7/applications/50'), () => HttpResponse.json(application)),
    http.get(api('/companies/7/applications/50/answers'), () => HttpResponse.json({ editable: false, answers: [], officeQuestions: [] })),
    http.get(api('/companies/7/applications/50/validate'), () => HttpResponse.json(validation(true))),
    http.get(api('/companies/7/application-targets'), () => HttpResponse.json([])),
    http.get(api('/companies/7/applications/50/board-decision'), () => {
      decisionReads++;
      return HttpResponse.json({ data: answer });
    }),
  );
  return { reads: () => decisionReads };
}

const open = () => renderPage('/companies/:companyId/*', '/companies/7/applications/50', <CompanyPage />);

describe("the board's decision on the application page", () => {
  it('shows the decision, its conditions, the industries, the certificate and the appeal once notified', async () => {
    useApi(9, decision);
    open();
    const card = await screen.findByRole('region', { name: 'Lautakunnan päätös' });
    expect(within(card).getByText('Pätevyyslautakunta, 01.03.2030')).toBeTruthy();
    expect(within(card).getByText('Hyväksytty ehdollisena')).toBeTruthy();
    expect(within(card).getByText('Vaatimukset täyttyvät')).toBeTruthy();
    expect(within(card).getByText('Toimita vakuutustodistus')).toBeTruthy();
    expect(within(card).getByText('30.04.2030')).toBeTruthy();
    expect(within(card).getByText('2.1.1 Kattourakointi')).toBeTruthy();
    expect(within(card).getByText('2.1.2 Julkisivu-urakointi')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'PTV-2030-000012' }).getAttribute('href')).toBe('/rekisteri/todistus/PTV-2030-000012');
    expect(within(card).getByRole('link', { name: 'Päätösote (PDF)' }).getAttribute('href')).toBe('/api/board-meetings/5/items/50/decision-extract');
    expect(within(card).getByText(/hallitukselta 30 päivän kuluessa/)).toBeTruthy();
  });

  it('asks nothing and shows nothing before the board has handled the application', async () => {
    const api = useApi(6, null);
    open();
    expect(await screen.findByText('Pätevyys')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lautakunnan päätös' })).toBeNull();
    expect(api.reads()).toBe(0);
  });
});
