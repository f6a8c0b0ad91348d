import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, useNotificationContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import dataProvider from '../../../src/dataProvider';
import i18nProvider from '../../../src/i18n/i18nProvider';
import type { CompanyAgreement } from '../../../src/domain/entities/agreement';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

function buildAgreement(overrides: Partial<CompanyAgreement> = {}): CompanyAgreement {
  return {
    id: 31,
    companyId: 7,
    companyContactPersonId: null,
    patevaContactPersonId: null,
    productAgreementId: 2,
    signedAt: '2026-02-03T08:00:00.000Z',
    terminatedAt: null,
    terminatedReason: null,
    signedByUserId: 1,
    productAgreement: { id: 2, productId: 1, version: 2, validFrom: '2026-01-01', validTo: null },
    product: { id: 1, code: 'PATEVYYS', name: 'Pätevyyspalvelu' },
    ...overrides,
  };
}

const products = [
  { id: 1, code: 'PATEVYYS', name: 'Pätevyyspalvelu' },
  { id: 2, code: 'LAATU', name: 'Laatusertifikaatti' },
];

function useCompanyApi(agreements: () => CompanyAgreement[], membership = buildMembership()) {
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([membership]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/companies/7/agreements'), () =>
      HttpResponse.json({ data: agreements(), meta: { currentPage: 1, perPage: 25, total: agreements().length, lastPage: 1 } }),
    ),
    http.get(api('/products'), () => HttpResponse.json({ data: products, meta: { currentPage: 1, perPage: 2, total: 2, lastPage: 1 } })),
    http.get(api('/companies/7/agreements/:agreementId'), ({ params }) =>
      params.agreementId === '40'
        ? HttpResponse.json(buildAgreement({ id: 40, terminatedAt: '2026-05-01T10:00:00.000Z', terminatedReason: 'Toiminta päättyy' }))
        : HttpResponse.json({ message: 'Sopimusta ei löytynyt.' }, { status: 404 }),
    ),
  );
}

/** Toasts as queued (no snackbar takes them off), with their type, text and duration. */
function ToastProbe() {
  const { notifications } = useNotificationContext();
  return (
    <output data-testid="toasts">
      {notifications.map((n) => `${n.type}|${typeof n.message === 'string' ? n.message : ''}|${n.notificationOptions?.autoHideDuration}`).join('\n')}
    </output>
  );
}

function openWithToastProbe(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/companies/:companyId/*" element={<CompanyPage />} />
        </Routes>
        <ToastProbe />
      </AdminContext>
    </MemoryRouter>,
  );
}

async function terminateFirst(reason: string) {
  const table = await screen.findByRole('table', { name: 'Voimassa olevat sopimukset' });
  fireEvent.click(within(table).getByRole('button', { name: 'Irtisano sopimus Pätevyyspalvelu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sopimuksen irtisanominen' });
  const input = within(dialog).getByLabelText(/^Irtisanomisen syy/);
  fireEvent.change(input, { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Irtisano sopimus' }));
  return dialog;
}

describe('agreements', () => {
  it('lists the agreements in force with product, version and signing date', async () => {
    useCompanyApi(() => [buildAgreement()]);
    renderPage('/companies/:companyId/*', '/companies/7/agreements', <CompanyPage />);
    const table = await screen.findByRole('table', { name: 'Voimassa olevat sopimukset' });
    expect(within(table).getAllByRole('row')[1].textContent).toBe('Pätevyyspalvelu203.02.2026Irtisano');
  });

  it('sorts newest signing first at first, and by product or signing date from the column headers', async () => {
    useCompanyApi(() => [buildAgreement()]);
    const asked: string[] = [];
    server.use(
      http.get(api('/companies/7/agreements'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('sort')} ${query.get('order')}`);
        return HttpResponse.json({ data: [buildAgreement()], meta: { currentPage: 1, perPage: 100, total: 1, lastPage: 1 } });
      }),
    );
    renderPage('/companies/:companyId/*', '/companies/7/agreements', <CompanyPage />);
    const table = await screen.findByRole('table', { name: 'Voimassa olevat sopimukset' });
    await waitFor(() => expect(asked).toEqual(['signedAt desc']));
    fireEvent.click(within(table).getByRole('button', { name: /Tuote/ }));
    await waitFor(() => expect(asked.at(-1)).toBe('product asc'));
    expect(within(table).queryByRole('button', { name: /Versio/ })).toBeNull();
  });

  it('shows the empty state, and no signing or terminating without the agreements right', async () => {
    useCompanyApi(() => [], buildMembership({ companyAdmin: false, permissions: ['company_details'] }));
    renderPage('/companies/:companyId/*', '/companies/7/agreements', <CompanyPage />);
    expect(await screen.findByText('Yrityksellä ei ole voimassa olevia sopimuksia.')).toBeTruthy();
    expect(screen.queryByText('Uusi sopimus')).toBeNull();
  });

  it('terminates with a reason: success toast for 1500 ms, and the agreement leaves the list', async () => {
    let list = [buildAgreement()];
    let body: unknown = null;
    useCompanyApi(() => list);
    server.use(
      http.post(api('/companies/7/agreements/31/terminate'), async ({ request }) => {
        body = await request.json();
        list = [];
        return HttpResponse.json(buildAgreement({ terminatedAt: '2026-05-01T10:00:00.000Z', terminatedReason: 'Toiminta päättyy' }));
      }),
    );
    openWithToastProbe('/companies/7/agreements');
    await terminateFirst('Toiminta päättyy');
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe('success|Sopimus on irtisanottu|1500'));
    expect(body).toEqual({ terminate_reason: 'Toiminta päättyy' });
    expect(await screen.findByText('Yrityksellä ei ole voimassa olevia sopimuksia.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an unexpected failure shows the warning toast for 1500 ms and keeps the agreement', async () => {
    useCompanyApi(() => [buildAgreement()]);
    server.use(http.post(api('/companies/7/agreements/31/terminate'), () => HttpResponse.json({ message: 'Palvelussa tapahtui virhe.' }, { status: 500 })));
    openWithToastProbe('/companies/7/agreements');
    await terminateFirst('Syy');
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe('warning|Odottamaton virhe sopimuksen irtisanomisessa|1500'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('table', { name: 'Voimassa olevat sopimukset' })).toBeTruthy();
  });

  it('asks for the reason in Finnish before calling the server', async () => {
    useCompanyApi(() => [buildAgreement()]);
    renderPage('/companies/:companyId/*', '/companies/7/agreements', <CompanyPage />);
    const dialog = await terminateFirst('   ');
    expect(await within(dialog).findByText('Irtisanomisen syy on pakollinen.')).toBeTruthy();
  });

  it('an agreement has an address: opened from the list, its termination an address of its own, Back leaves each (issue 19 §4)', async () => {
    useCompanyApi(() => [buildAgreement()]);
    const { router } = renderPage('/companies/:companyId/*', '/companies/7/agreements', <CompanyPage />);
    fireEvent.click(await screen.findByRole('link', { name: 'Näytä sopimus Pätevyyspalvelu' }));
    expect(router.state.location.pathname).toBe('/companies/7/agreements/31');
    const shown = await screen.findByRole('dialog', { name: 'Sopimus' });
    expect(within(shown).getByText('03.02.2026')).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Irtisano' }));
    expect(router.state.location.pathname).toBe('/companies/7/agreements/31/terminate');
    expect(await screen.findByRole('dialog', { name: 'Sopimuksen irtisanominen' })).toBeTruthy();
    await router.navigate(-1);
    expect(await screen.findByRole('dialog', { name: 'Sopimus' })).toBeTruthy();
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/companies/7/agreements');
  });

  it('a terminated agreement’s address still shows it, with when and why; one of no agreement says so', async () => {
    useCompanyApi(() => [buildAgreement()]);
    renderPage('/companies/:companyId/*', '/companies/7/agreements/40', <CompanyPage />);
    const shown = await screen.findByRole('dialog', { name: 'Sopimus' });
    expect(await within(shown).findByText('Toiminta päättyy')).toBeTruthy();
    expect(within(shown).getByText('01.05.2026')).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Irtisano' })).toBeNull();
    cleanup();
    renderPage('/companies/:companyId/*', '/companies/7/agreements/41', <CompanyPage />);
    expect(await screen.findByText('Sopimusta ei löytynyt.')).toBeTruthy();
  });

  it('opens a termination by its address after a reload', async () => {
    useCompanyApi(() => [buildAgreement()]);
    renderPage('/companies/:companyId/*', '/companies/7/agreements/31/terminate', <CompanyPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Sopimuksen irtisanominen' });
    expect(within(dialog).getByText(/Irtisanot sopimuksen tuotteesta Pätevyyspalvelu/)).toBeTruthy();
  });

  it('signs a new agreement: product, its current version shown, acceptance, then signing', async () => {
    let list: CompanyAgreement[] = [];
    let posted: unknown = null;
    useCompanyApi(() => list);
    server.use(
      http.get(api('/products/2/agreements'), () =>
        HttpResponse.json({
          data: [
            { id: 4, productId: 2, version: 1, validFrom: '2025-01-01', validTo: null, content: 'Laatusertifikaatin sopimusehdot, versio 1.', signedAt: null },
          ],
          meta: { currentPage: 1, perPage: 1, total: 1, lastPage: 1 },
        }),
      ),
      http.post(api('/companies/7/agreements'), async ({ request }) => {
        posted = await request.json();
        list = [buildAgreement({ id: 32, productAgreementId: 4, productAgreement: { id: 4, productId: 2, version: 1, validFrom: '2025-01-01', validTo: null }, product: products[1] })];
        return HttpResponse.json(list[0], { status: 201 });
      }),
    );
    renderPage('/companies/:companyId/*', '/companies/7/agreements', <CompanyPage />);
    await screen.findByText('Yrityksellä ei ole voimassa olevia sopimuksia.');
    fireEvent.mouseDown(within(screen.getByLabelText(/^Tuote/).parentElement as HTMLElement).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Laatusertifikaatti' }));
    expect(await screen.findByText('Sopimusehdot, versio 1, voimassa 01.01.2025 alkaen')).toBeTruthy();
    expect(screen.getByText('Laatusertifikaatin sopimusehdot, versio 1.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Allekirjoita sopimus' }));
    expect(await screen.findByText('Hyväksy sopimusehdot ennen allekirjoittamista.')).toBeTruthy();
    expect(posted).toBeNull();
    fireEvent.click(screen.getByLabelText('Olen lukenut sopimusehdot ja hyväksyn ne yrityksen puolesta.'));
    fireEvent.click(screen.getByRole('button', { name: 'Allekirjoita sopimus' }));
    expect(await screen.findByText('Sopimus allekirjoitettu')).toBeTruthy();
    expect(posted).toEqual({ product_agreement_id: 4 });
    const table = await screen.findByRole('table', { name: 'Voimassa olevat sopimukset' });
    expect(within(table).getByText('Laatusertifikaatti')).toBeTruthy();
  });
});
