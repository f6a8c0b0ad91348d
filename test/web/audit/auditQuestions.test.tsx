import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AuditArea from '../../../src/areas/audit/AuditArea';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';

beforeEach(() => resetCurrentUser());

/** The /audit area as the app mounts it (renderStaffArea mounts /office and /board). */
function renderAuditArea(path: string) {
  const element = (
    <I18nContextProvider value={i18nProvider}>
      <Routes>
        <Route path="/audit/*" element={<AuditArea />} />
      </Routes>
    </I18nContextProvider>
  );
  return render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })} />);
}
afterEach(() => vi.unstubAllGlobals());

const lookups = Object.fromEntries(['evaluation-report-sections', 'certificate-kinds'].map((kind) => [`GET /api/descriptions/${kind}`, { body: DESCRIBABLES[kind] }]));
const auditor = { ...officeUser, id: 12, person: { id: 120, firstName: 'Aino', lastName: 'Auditoija' }, permissions: [{ id: 6, shortDescription: 'Auditoija' }] };
const master = { ...auditor, id: 13, permissions: [{ id: 5, shortDescription: 'Pääauditoija' }] };
const question = {
  id: 3,
  sectionId: 4,
  symbolicName: 'henkilosto',
  text: 'Onko henkilöstön osaaminen riittävä?',
  description: 'Koulutusrekisteri.',
  certificateTypeIds: [2, 23],
  orderNumber: 7,
  active: true,
};
const page = { data: [question], meta: { currentPage: 1, perPage: 10, total: 1, lastPage: 1 } };

describe('Auditointikysymykset', () => {
  it('the office lists the questions by section with their certificate kinds, and searches', async () => {
    const { calls } = stubApi({ 'GET /api/users/me': { body: officeUser }, ...lookups, 'GET /api/audit-questions': { body: page } });
    renderStaffArea('/office/audit-questions');
    expect(await screen.findByText('Onko henkilöstön osaaminen riittävä?')).toBeTruthy();
    expect(await screen.findByText('Laatu, Kosteudenhallinta')).toBeTruthy();
    expect(screen.getByText('Resurssit')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/audit-questions')?.query.get('sort')).toBe('sectionId');
    fireEvent.change(screen.getByRole('textbox', { name: /Hae kysymystä/ }), { target: { value: 'osaaminen' } });
    await waitFor(() => expect(calls.some((call) => call.query.get('q') === 'osaaminen')).toBe(true));
  });

  it('the master auditor creates a question in /audit; the server’s Finnish field errors show', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: master },
      ...lookups,
      'POST /api/audit-questions': { status: 422, body: { message: 'Annetuissa tiedoissa on virheitä. Korjaa merkityt kentät.', errors: { symbolic_name: ['Tunnus on jo toisen kysymyksen käytössä.'] } } },
    });
    renderAuditArea('/audit/audit-questions/create');
    fireEvent.change(await screen.findByRole('textbox', { name: /Tunnus/ }), { target: { value: 'uusi' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Kysymys/ }), { target: { value: 'Uusi kysymys' } });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Raportin osio/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Asiakkaat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ section_id: 2, symbolic_name: 'uusi', text: 'Uusi kysymys', certificate_type_ids: [2, 5, 20, 23] }),
    );
    expect(await screen.findByText('Tunnus on jo toisen kysymyksen käytössä.')).toBeTruthy();
  });

  it('an auditor reads a question without edit or add', async () => {
    stubApi({ 'GET /api/users/me': { body: auditor }, ...lookups, 'GET /api/audit-questions/3': { body: question }, 'GET /api/audit-questions': { body: page } });
    renderAuditArea('/audit/audit-questions/3/show');
    expect(await screen.findByText('Onko henkilöstön osaaminen riittävä?')).toBeTruthy();
    expect(await screen.findByText('Kysymyksiä ylläpitävät toimisto ja pääauditoija.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Muokkaa/ })).toBeNull();
  });
});
