import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const open = (url: string) => renderPage('/companies/:companyId/*', url, <CompanyPage />);

describe('company pages', () => {
  it('opens the overview of the company with its details and addresses', async () => {
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership()]))),
      http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    );
    open('/companies/7');
    expect(await screen.findByRole('heading', { name: 'Rakennus Virtanen Oy' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/companies/7/overview'));
    expect(screen.getByRole('tab', { name: 'Perustiedot', selected: true })).toBeTruthy();
    expect(screen.getByText('+358207000000')).toBeTruthy();
    expect(screen.getByText('Postiosoite')).toBeTruthy();
    expect(screen.getByText('Mannerheimintie 12')).toBeTruthy();
    // One company: no switcher.
    expect(screen.queryByLabelText('Yritys')).toBeNull();
  });

  it('says in Finnish that a company has no such section, and leads back to its overview (issue 9 #15)', async () => {
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership()]))),
      http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    );
    open('/companies/7/tuntematon');
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeTruthy();
    expect(screen.getByText('Yrityksen sivuilla ei ole tällaista osiota. Valitse osio yllä olevista välilehdistä.')).toBeTruthy();
    // No section is marked as the current one.
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Yrityksen perustietoihin' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/companies/7/overview'));
  });

  it('switches between the person’s companies, staying in the section', async () => {
    server.use(
      http.get(api('/users/me'), () =>
        HttpResponse.json(buildUser([buildMembership(), buildMembership({ id: 8, name: 'Toinen Oy', registrationNumber: '0112038-9', companyAdmin: false })])),
      ),
      http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
      http.get(api('/companies/8'), () => HttpResponse.json(buildCompany({ id: 8, name: 'Toinen Oy', registrationNumber: '0112038-9', addresses: [] }))),
    );
    open('/companies/7/overview');
    await screen.findByRole('heading', { name: 'Rakennus Virtanen Oy' });
    fireEvent.mouseDown(within(screen.getByLabelText('Yritys').parentElement as HTMLElement).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Toinen Oy' }));
    expect(await screen.findByRole('heading', { name: 'Toinen Oy' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/companies/8/overview');
    expect(screen.getByText('Yritykselle ei ole tallennettu osoitteita.')).toBeTruthy();
  });

  it('lets a company admin edit the name and switchboard, sending the name the PUT needs (issue 9 #9)', async () => {
    let company = buildCompany();
    let sent: unknown = null;
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership()]))),
      http.get(api('/companies/7'), () => HttpResponse.json(company)),
      http.put(api('/companies/7'), async ({ request }) => {
        sent = await request.json();
        company = { ...company, switchboardNumber: '+358207000001' };
        return HttpResponse.json(company);
      }),
    );
    open('/companies/7/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Muokkaa perustietoja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Muokkaa yrityksen perustietoja' });
    // The status is the office's: not in the company's own form.
    expect(within(dialog).queryByLabelText(/Tila/)).toBeNull();
    const phone = within(dialog).getByLabelText(/Vaihde/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '020 7000001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Yrityksen perustiedot tallennettu.')).toBeTruthy();
    expect(sent).toEqual({ name: 'Rakennus Virtanen Oy', switchboard_number: '020 7000001' });
    expect(await screen.findByText('+358207000001')).toBeTruthy();
  });

  it('offers no edit to a member without the company details right', async () => {
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership({ companyAdmin: false, permissions: ['people'] })]))),
      http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    );
    open('/companies/7/overview');
    await screen.findByText('+358207000000');
    expect(screen.queryByRole('button', { name: 'Muokkaa perustietoja' })).toBeNull();
  });

  it('tells in Finnish when the company is not the person’s', async () => {
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(buildUser([]))),
      http.get(api('/companies/9'), () => HttpResponse.json({ message: 'Ei oikeutta' }, { status: 403 })),
    );
    open('/companies/9');
    expect(await screen.findByText('Yritystä ei löytynyt tai sinulla ei ole oikeutta sen tietoihin.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Etusivulle' }).getAttribute('href')).toBe('/');
  });
});
