import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppMenu } from '../../../src/areas/shared/AppMenu';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { companyUser, officeUser, stubApi } from './fetchStub';

function authWith(permissionIds: number[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissionIds.map((id) => ({ id })),
  };
}

function renderMenu(permissionIds: number[], path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authWith(permissionIds)} i18nProvider={i18nProvider} store={memoryStore()}>
        <AppMenu />
      </AdminContext>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetCurrentUser();
  stubApi({ 'GET /api/users/me': { body: officeUser } });
});
afterEach(() => vi.unstubAllGlobals());

const linkNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('AppMenu', () => {
  it('shows the office its groups: Toimisto › Yritykset, Yritysjärjestelyt, and the boards it keeps, not the board area', async () => {
    renderMenu([2]);
    const companies = await screen.findByRole('menuitem', { name: 'Yritykset' });
    expect(companies.getAttribute('href')).toBe('/office/companies');
    expect(screen.getByRole('menuitem', { name: 'Toimisto' })).toBeTruthy();
    // The restructuring group holds one link of the same name: the header toggles, the link leads to the area.
    const [groupHeader, link] = screen.getAllByRole('menuitem', { name: 'Yritysjärjestelyt' });
    expect(groupHeader.getAttribute('aria-expanded')).toBe('true');
    expect(link.getAttribute('href')).toBe('/company-restructuring');
    // The office keeps the boards and their meetings (issue 20) in the board group; the board's own area is not theirs.
    expect(screen.getByRole('menuitem', { name: 'Lautakunnat' }).getAttribute('href')).toBe('/office/boards');
    expect(screen.getByRole('menuitem', { name: 'Lautakuntien kokoukset' }).getAttribute('href')).toBe('/office/board-meetings');
    expect(screen.getAllByRole('menuitem', { name: 'Lautakunta' })).toHaveLength(1);
    expect(screen.queryByText('Auditointi')).toBeNull();
  });

  it('shows a board member the board group only', async () => {
    renderMenu([3]);
    await waitFor(() => expect(linkNames()).toEqual(['Etusivu', 'Lautakunta', 'Lautakunta', 'Kokoukset']));
    expect(screen.getAllByRole('menuitem', { name: 'Lautakunta' })[1].getAttribute('href')).toBe('/board');
    expect(screen.getByRole('menuitem', { name: 'Kokoukset' }).getAttribute('href')).toBe('/board/board-meetings');
  });

  it('shows a company user Etusivu and no staff groups', async () => {
    renderMenu([]);
    expect((await screen.findByRole('menuitem', { name: 'Etusivu' })).getAttribute('href')).toBe('/');
    // Give the permissions query time to settle before asserting absence.
    await waitFor(() => expect(linkNames()).toEqual(['Etusivu']));
  });

  it('gives each of the user’s active companies a group with its sections, not a company still asked to join', async () => {
    resetCurrentUser();
    const companies = [
      ...companyUser.companies,
      { id: 4, name: 'Kattotyöt Oy', registrationNumber: '2900003-9', companyAdmin: false, status: 'active' },
      { id: 5, name: 'Odottava Oy', registrationNumber: '2900004-7', companyAdmin: false, status: 'pending' },
    ];
    stubApi({ 'GET /api/users/me': { body: { ...companyUser, companies } } });
    renderMenu([], '/companies/4/people');
    const group = await screen.findByRole('group', { name: 'Kattotyöt Oy' });
    const people = within(group).getByRole('menuitem', { name: 'Henkilöt' });
    expect(people.getAttribute('href')).toBe('/companies/4/people');
    expect(people.getAttribute('aria-current')).toBe('page');
    expect(within(group).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Perustiedot', 'Henkilöt', 'Kutsut', 'Osoitteet ja yhteystiedot', 'Yksiköt', 'Jäsenyydet', 'Konsernisuhteet', 'Sopimukset', 'Historia', 'Referenssit', 'Projektit', 'Talous', 'Sertifikaatit', 'Tarjouspaketit', 'Hakemukset', 'Selvityspyynnöt', 'Auditoinnit', 'Poikkeamat',
    ]);
    expect(screen.getByRole('group', { name: 'Rakennus Oy' })).toBeTruthy();
    expect(screen.queryByText('Odottava Oy')).toBeNull();
  });

  it('collapses and reopens a group', async () => {
    renderMenu([2]);
    const group = await screen.findByRole('menuitem', { name: 'Toimisto' });
    fireEvent.click(group);
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Yritykset' })).toBeNull());
    expect(group.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(group);
    expect(await screen.findByRole('menuitem', { name: 'Yritykset' })).toBeTruthy();
  });

  it('marks the current page, and Etusivu only on the front page itself', async () => {
    renderMenu([2], '/office/companies/1/show');
    const companies = await screen.findByRole('menuitem', { name: 'Yritykset' });
    expect(companies.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('menuitem', { name: 'Etusivu' }).getAttribute('aria-current')).toBeNull();
  });
});
