/**
 * The report's actions and pages (issue 21): "Lähetä yritykselle" after a confirmation, the master
 * auditor's review dialog, the summary dialog, the master's review list, and the company's read-only
 * report with its comment; axe finds nothing on the editor.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { AdminContext } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { CompanyReportPage } from '../../../src/pages/company/audits/CompanyReportPage';
import { companyUser, stubApi } from '../shell/fetchStub';
import { auditorUser, LOOKUPS, masterUser, question, renderArea, report } from './reportFixtures';

const REPORT = '/api/audit-programs/5/report';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

describe('the report actions and pages', { timeout: 120000 }, () => {
  it('sends the report to the company only after a confirmation', async () => {
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: auditorUser },
      [`GET ${REPORT}`]: { body: report([question(101, 1)]) },
      [`POST ${REPORT}/send`]: { body: report([question(101, 1)], { statusId: 2, sentAt: '2026-11-26T10:00:00.000Z' }) },
    });
    renderArea('/audit/audit-programs/5/report');
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä yritykselle' }));
    expect(await screen.findByText('Lähetetäänkö raportti yritykselle?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Vahvista' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === `${REPORT}/send`)).toBe(true));
  });

  it("gives the master auditor the review: a comment and accept or return", async () => {
    const asked = report([question(101, 1)], { statusId: 2, canWrite: false, canReview: true, reviewAskedAt: '2026-11-26T08:00:00.000Z' });
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: masterUser },
      [`GET ${REPORT}`]: { body: asked },
      [`POST ${REPORT}/review`]: { body: { ...asked, statusId: 3, canReview: false, reviewedAt: '2026-11-26T11:00:00.000Z' } },
    });
    renderArea('/audit/audit-programs/5/report');
    fireEvent.click(await screen.findByRole('button', { name: 'Tarkasta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raportin tarkastus' });
    const confirm = within(dialog).getByRole('button', { name: 'Vahvista' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tarkastajan kommentti' }), { target: { value: 'Hyvä raportti.' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hyväksy raportti' }));
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.find((call) => call.path === `${REPORT}/review`)?.body).toEqual({ reviewer_comment: 'Hyvä raportti.', accept: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Raportin tarkastus' })).toBeNull());
  });

  it('shows the summary: status, finished answers, scores per section beside the self-evaluation', async () => {
    const done = question(101, 1, { answer: { ...question(101, 1).answer, finished: true }, observation: { ...question(101, 1).observation, score: 3, hasDeviation: true } });
    const data = report([done, question(102, 2)]);
    data.sections[0]!.auditorScore = 3;
    stubApi({ ...LOOKUPS, 'GET /api/users/me': { body: auditorUser }, [`GET ${REPORT}`]: { body: data } });
    renderArea('/audit/audit-programs/5/report');
    fireEvent.click(await screen.findByRole('button', { name: 'Yhteenveto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raportin yhteenveto' });
    expect(within(dialog).getByText('1/2')).toBeTruthy();
    expect(within(dialog).getByText('Työn alla')).toBeTruthy();
    const firstRow = within(dialog).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([expect.stringMatching(/^1\. /), '3', '4']);
  });

  it('has nothing axe finds on the editor', async () => {
    stubApi({ ...LOOKUPS, 'GET /api/users/me': { body: auditorUser }, [`GET ${REPORT}`]: { body: report([question(101, 1, { lastScore: 2 }), question(102, 1)]) } });
    const view = renderArea('/audit/audit-programs/5/report');
    await screen.findAllByRole('textbox', { name: 'Vastaus' });
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });

  it("lists the master auditor's reports awaiting review, and tells others it is the master's", async () => {
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: masterUser },
      'GET /api/audit-programs': { body: { data: [{ id: 5, companyName: 'Rakennus Virtanen Oy', certificateTypeId: 2, primaryAuditorName: 'Aino Auditoija', reviewAskedAt: '2026-11-26T08:00:00.000Z' }], meta: { total: 1 } } },
    });
    const view = renderArea('/audit/reviews');
    expect(await screen.findByRole('heading', { name: 'Rakennus Virtanen Oy' })).toBeTruthy();
    const list = calls.find((call) => call.path === '/api/audit-programs')!;
    expect([list.query.get('report_status_id'), list.query.get('review_asked')]).toEqual(['2', 'true']);
    expect(screen.getByRole('link', { name: 'Avaa raportti' }).getAttribute('href')).toBe('/audit/audit-programs/5/report');
    view.unmount();

    resetCurrentUser();
    stubApi({ ...LOOKUPS, 'GET /api/users/me': { body: auditorUser } });
    renderArea('/audit/reviews');
    expect(await screen.findByText('Raporttien tarkastus kuuluu pääauditoijalle.')).toBeTruthy();
  });

  it('shows the company its sent report read only, with its comment form', async () => {
    const sent = report([question(101, 1, { answer: { ...question(101, 1).answer, answer: 'Julkinen vastaus.', public: true } })], {
      statusId: 2,
      canWrite: false,
      sentAt: '2026-11-26T10:00:00.000Z',
    });
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: companyUser },
      [`GET ${REPORT}`]: { body: sent },
      [`PUT ${REPORT}/company-comment`]: { body: { ...sent, companyComment: 'Korjaamme havainnot.' } },
    });
    const router = createMemoryRouter(
      [
        {
          path: '/companies/:companyId/audits/:programId/report',
          element: (
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
              <CompanyReportPage />
            </AdminContext>
          ),
        },
      ],
      { initialEntries: ['/companies/1/audits/5/report'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Julkinen vastaus.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Vastaus' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Kommentti' }), { target: { value: 'Korjaamme havainnot.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna kommentti' }));
    await waitFor(() => expect(calls.find((call) => call.path === `${REPORT}/company-comment`)?.body).toEqual({ company_comment: 'Korjaamme havainnot.' }));
  });
});
