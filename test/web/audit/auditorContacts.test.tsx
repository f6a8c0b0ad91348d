/** Auditoijat (issue 21; SPEC §2 auditor contacts list): the search starts with paginate true and page 1, and a search asks again from page 1. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { AuditorContact } from '../../../src/domain/api/auditorCostActions';
import { officeUser, stubApi } from '../shell/fetchStub';
import { auditorUser, renderArea } from './reportFixtures';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const contacts: AuditorContact[] = [
  { id: 12, personId: 120, name: 'Aino Auditoija', email: 'auditoija@pateva.test', phone: '040 123 4567', roles: ['auditor'], openProgramCount: 2 },
  { id: 13, personId: 130, name: 'Pekka Pääauditoija', email: 'paaauditoija@pateva.test', phone: null, roles: ['master'], openProgramCount: 0 },
];
const page = (data: AuditorContact[], currentPage = 1, lastPage = 1) => ({ data, meta: { currentPage, perPage: 10, total: data.length, lastPage } });

describe('Auditoijat', { timeout: 120000 }, () => {
  it('the office lists the auditors (paginate true, page 1) and searches by name', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/auditor-contacts': async () => {
        const q = calls[calls.length - 1]?.query.get('q');
        const data = q ? contacts.filter((contact) => contact.name.toLowerCase().includes(q.toLowerCase())) : contacts;
        return new Response(JSON.stringify(page(data)), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    renderArea('/office/auditor-contacts');
    expect(await screen.findByRole('heading', { name: 'Auditoijat' })).toBeTruthy();
    expect(await screen.findByText('Aino Auditoija')).toBeTruthy();
    expect(screen.getByText('Pekka Pääauditoija')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'auditoija@pateva.test' }).getAttribute('href')).toBe('mailto:auditoija@pateva.test');
    expect(screen.getByText('Pääauditoija')).toBeTruthy();
    const first = calls.find((call) => call.path === '/api/auditor-contacts');
    expect(first?.query.get('paginate')).toBe('true');
    expect(first?.query.get('page')).toBe('1');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Hae nimellä tai sähköpostilla' }), { target: { value: 'pekka' } });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auditor-contacts' && call.query.get('q') === 'pekka' && call.query.get('page') === '1' && call.query.get('paginate') === 'true')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Aino Auditoija')).toBeNull());
    expect(screen.getByText('Pekka Pääauditoija')).toBeTruthy();
  });

  it('an auditor sees the same list in /audit, and an empty search says so', async () => {
    stubApi({ 'GET /api/users/me': { body: auditorUser }, 'GET /api/auditor-contacts': { body: page([]) } });
    renderArea('/audit/auditor-contacts');
    expect(await screen.findByText('Auditoijia ei löytynyt.')).toBeTruthy();
  });
});
