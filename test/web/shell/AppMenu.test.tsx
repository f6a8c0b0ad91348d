import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppMenu } from '../../../src/areas/shared/AppMenu';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

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

const linkNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('AppMenu', () => {
  it('shows the office its groups: Toimisto › Yritykset and Yritysjärjestelyt, nothing of the board', async () => {
    renderMenu([2]);
    const companies = await screen.findByRole('menuitem', { name: 'Yritykset' });
    expect(companies.getAttribute('href')).toBe('/office/companies');
    expect(screen.getByRole('menuitem', { name: 'Toimisto' })).toBeTruthy();
    // The restructuring group holds one link of the same name: the header toggles, the link leads to the area.
    const [groupHeader, link] = screen.getAllByRole('menuitem', { name: 'Yritysjärjestelyt' });
    expect(groupHeader.getAttribute('aria-expanded')).toBe('true');
    expect(link.getAttribute('href')).toBe('/company-restructuring');
    expect(screen.queryByText('Lautakunta')).toBeNull();
    expect(screen.queryByText('Auditointi')).toBeNull();
  });

  it('shows a board member the board group only', async () => {
    renderMenu([3]);
    await waitFor(() => expect(linkNames()).toEqual(['Etusivu', 'Lautakunta', 'Lautakunta']));
    expect(screen.getAllByRole('menuitem', { name: 'Lautakunta' })[1].getAttribute('href')).toBe('/board');
  });

  it('shows a company user Etusivu and no staff groups', async () => {
    renderMenu([]);
    expect((await screen.findByRole('menuitem', { name: 'Etusivu' })).getAttribute('href')).toBe('/');
    // Give the permissions query time to settle before asserting absence.
    await waitFor(() => expect(linkNames()).toEqual(['Etusivu']));
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
