import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OfferPack } from '../../../src/domain/entities/offerPack';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const PACK: OfferPack = { id: 3, companyId: 7, name: 'Koulut ja päiväkodit', referenceIds: [21, 22], createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };
const REFERENCES = [
  { id: 21, companyId: 7, title: 'Hämeenlinnan yhtenäiskoulu', clientName: 'Hämeenlinnan kaupunki' },
  { id: 22, companyId: 7, title: 'Päiväkoti Mäntyrinne', clientName: null },
  { id: 23, companyId: 7, title: 'Urheiluhalli', clientName: 'Tampereen kaupunki' },
];

function answer(packs: OfferPack[], membership = buildMembership()) {
  const sent: unknown[] = [];
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([membership]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/companies/7/offer-packs'), () => HttpResponse.json({ data: packs, meta: { currentPage: 1, perPage: 100, total: packs.length, lastPage: 1 } })),
    http.get(api('/companies/7/references'), () => HttpResponse.json({ data: REFERENCES, meta: { currentPage: 1, perPage: 200, total: 3, lastPage: 1 } })),
    http.post(api('/companies/7/offer-packs'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ ...PACK, id: 4, name: 'Hallit', referenceIds: [23, 21] }, { status: 201 });
    }),
  );
  return sent;
}

const open = () => renderPage('/companies/:companyId/*', '/companies/7/offer-packs', <CompanyPage />);
const openForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Uusi tarjouspaketti' }));
  return within(await screen.findByRole('dialog'));
};

describe('offer packs (Tarjouspaketit)', () => {
  it("the section is the 'listing', with each pack's PDF link (its name starts with the text it shows, WCAG 2.5.3)", async () => {
    answer([PACK]);
    open();
    expect(await screen.findByRole('heading', { name: 'Tarjouspaketit' })).toBeTruthy();
    expect(await screen.findByText('Koulut ja päiväkodit')).toBeTruthy();
    expect(screen.getByText('2 referenssiä')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lataa PDF: tarjouspaketti Koulut ja päiväkodit' }).getAttribute('href')).toBe('/api/companies/7/offer-packs/3/pdf');
  });

  it('adds a pack with references in the order chosen, checks in Finnish first, and returns to the list', async () => {
    const sent = answer([]);
    const { router } = open();
    expect(await screen.findByText('Yrityksellä ei ole vielä tarjouspaketteja.')).toBeTruthy();
    const modal = await openForm();
    expect(router.state.location.pathname).toBe('/companies/7/offer-packs/new');
    fireEvent.click(await modal.findByRole('button', { name: 'Tallenna' }));
    expect(await modal.findByText('Anna paketille nimi.')).toBeTruthy();
    expect(modal.getByText('Valitse vähintään yksi referenssi.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(modal.getByLabelText(/^Paketin nimi/), { target: { value: 'Hallit' } });
    fireEvent.click(await modal.findByLabelText('Urheiluhalli – Tampereen kaupunki'));
    fireEvent.click(modal.getByLabelText('Hämeenlinnan yhtenäiskoulu – Hämeenlinnan kaupunki'));
    expect(modal.getByLabelText('2. Hämeenlinnan yhtenäiskoulu – Hämeenlinnan kaupunki')).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Tarjouspaketti tallennettu')).toBeTruthy();
    expect(sent).toEqual([{ name: 'Hallit', reference_ids: [23, 21] }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/7/offer-packs'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a form closed, or left with Back, opens again empty (issue 19 §4)', async () => {
    answer([PACK]);
    const { router } = open();
    let modal = await openForm();
    fireEvent.change(await modal.findByLabelText(/^Paketin nimi/), { target: { value: 'Kesken jäänyt' } });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/companies/7/offer-packs');

    modal = await openForm();
    expect(((await modal.findByLabelText(/^Paketin nimi/)) as HTMLInputElement).value).toBe('');
    fireEvent.change(modal.getByLabelText(/^Paketin nimi/), { target: { value: 'Toinen' } });
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    modal = await openForm();
    expect(((await modal.findByLabelText(/^Paketin nimi/)) as HTMLInputElement).value).toBe('');
  });

  it('opens a pack’s form by its address, with its references in their order', async () => {
    answer([PACK]);
    server.use(http.get(api('/companies/7/offer-packs/3'), () => HttpResponse.json(PACK)));
    renderPage('/companies/:companyId/*', '/companies/7/offer-packs/3/edit', <CompanyPage />);
    const modal = within(await screen.findByRole('dialog'));
    expect(await modal.findByDisplayValue('Koulut ja päiväkodit')).toBeTruthy();
    expect(await modal.findByLabelText('1. Hämeenlinnan yhtenäiskoulu – Hämeenlinnan kaupunki')).toBeTruthy();
    expect(modal.getByLabelText('2. Päiväkoti Mäntyrinne')).toBeTruthy();
  });

  it('lets a member without references_projects only read and download', async () => {
    answer([PACK], buildMembership({ companyAdmin: false }));
    open();
    expect(await screen.findByText('Koulut ja päiväkodit')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lataa PDF: tarjouspaketti Koulut ja päiväkodit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Uusi tarjouspaketti' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Muokkaa tarjouspakettia Koulut ja päiväkodit' })).toBeNull();
  });
});
