import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CompanyMembership } from '../../../src/domain/entities/membership';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const unions = [
  { id: 1, shortDescription: 'Rakennusteollisuus RT ry', longDescription: null, helpText: null, languageCode: 'fi', orderNumber: 1 },
  { id: 3, shortDescription: 'Infra ry', longDescription: null, helpText: null, languageCode: 'fi', orderNumber: 3 },
];

const infra: CompanyMembership = { id: 41, companyId: 7, companyMembershipUnionId: 3, description: 'Jäsen vuodesta 2015', createdAt: '2026-01-02T10:00:00.000Z', union: { id: 3, name: 'Infra ry' } };

function useApi(memberships: () => CompanyMembership[], membership = buildMembership()) {
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([membership]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/companies/7/memberships'), () => HttpResponse.json({ data: memberships(), meta: { currentPage: 1, perPage: 25, total: memberships().length, lastPage: 1 } })),
    http.get(api('/descriptions/company-membership-union'), () => HttpResponse.json(unions)),
  );
}

const open = () => renderPage('/companies/:companyId/*', '/companies/7/memberships', <CompanyPage />);

describe('memberships', () => {
  it('lists memberships and shows no controls to a person without the right', async () => {
    useApi(() => [infra], buildMembership({ companyAdmin: false }));
    open();
    expect(await screen.findByRole('heading', { name: 'Jäsenyydet' })).toBeTruthy();
    const row = (await screen.findByText('Infra ry')).closest('tr') as HTMLElement;
    expect(row.textContent).toBe('Infra ryJäsen vuodesta 2015');
    expect(screen.queryByRole('button', { name: 'Lisää jäsenyys' })).toBeNull();
  });

  it('sorts by the union at first, and by the union or the description from the column headers', async () => {
    useApi(() => [infra]);
    const asked: string[] = [];
    server.use(
      http.get(api('/companies/7/memberships'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('sort')} ${query.get('order')}`);
        return HttpResponse.json({ data: [infra], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } });
      }),
    );
    open();
    await screen.findByText('Infra ry');
    await waitFor(() => expect(asked).toEqual(['union asc']));
    fireEvent.click(screen.getByRole('button', { name: /Liitto/ }));
    await waitFor(() => expect(asked.at(-1)).toBe('union desc'));
  });

  it('adds a membership from the lookup list, in Finnish when the union is missing', async () => {
    let list: CompanyMembership[] = [];
    let posted: unknown = null;
    useApi(() => list);
    server.use(
      http.post(api('/companies/7/memberships'), async ({ request }) => {
        posted = await request.json();
        list = [{ ...infra, id: 42, companyMembershipUnionId: 1, description: null, union: { id: 1, name: 'Rakennusteollisuus RT ry' } }];
        return HttpResponse.json(list[0], { status: 201 });
      }),
    );
    open();
    expect(await screen.findByText('Yrityksellä ei ole jäsenyyksiä.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lisää jäsenyys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lisää jäsenyys' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Valitse liitto.')).toBeTruthy();
    expect(posted).toBeNull();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Liitto/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rakennusteollisuus RT ry' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Jäsenyys lisätty')).toBeTruthy();
    expect(posted).toEqual({ company_membership_union_id: 1 });
    expect(await screen.findByText('Rakennusteollisuus RT ry')).toBeTruthy();
  });

  it('removes a membership only after confirmation', async () => {
    let list = [infra];
    let deleted = false;
    useApi(() => list);
    server.use(
      http.delete(api('/companies/7/memberships/41'), () => {
        deleted = true;
        list = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Poista jäsenyys Infra ry' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Jäsenyys liitossa Infra ry poistetaan yrityksen tiedoista.')).toBeTruthy();
    expect(deleted).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poista' }));
    expect(await screen.findByText('Jäsenyys poistettu')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Yrityksellä ei ole jäsenyyksiä.')).toBeTruthy());
    expect(deleted).toBe(true);
  });
});
