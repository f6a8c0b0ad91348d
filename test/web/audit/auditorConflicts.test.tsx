/**
 * Esteellisyydet (issue 21): the office lists every declaration and removes one only after a
 * confirmation naming it; an auditor in /audit lists their own and declares one for themselves (the
 * person is theirs, not asked), with no removal offered.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { AuditorConflict } from '../../../src/domain/entities/auditorConflict';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { officeUser, stubApi } from '../shell/fetchStub';
import { auditorUser, renderArea } from './reportFixtures';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const LOOKUPS = { 'GET /api/descriptions/auditor-conflict-types': { body: DESCRIBABLES['auditor-conflict-types'] } };
const page = <T,>(data: T[]) => ({ data, meta: { currentPage: 1, perPage: 25, total: data.length, lastPage: 1 } });
const company = { id: 3, name: 'Pohjolan Talotekniikka Oy', registrationNumber: '2900001-2' };

const declaration: AuditorConflict = {
  id: 11,
  personId: 120,
  personName: 'Aino Auditoija',
  companyId: 3,
  companyName: 'Pohjolan Talotekniikka Oy',
  conflictTypeId: 1,
  description: 'Laatujärjestelmän rakentaminen konsulttina',
  validFrom: '2029-01-01',
  validTo: null,
};

describe('Esteellisyydet', { timeout: 120000 }, () => {
  it('the office lists the declarations and removes one after confirming', async () => {
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: officeUser },
      'GET /api/auditor-conflicts': { body: page([declaration]) },
      'GET /api/auditor-conflicts/11': { body: declaration },
      'GET /api/audit-program-auditors': { body: { data: [{ id: 120, name: 'Aino Auditoija', email: 'auditoija@pateva.test', master: false }] } },
      'GET /api/companies': { body: page([company]) },
      'GET /api/companies/3': { body: company },
      'DELETE /api/auditor-conflicts/11': { status: 204 },
    });
    renderArea('/office/auditor-conflicts');
    expect(await screen.findByText('Aino Auditoija')).toBeTruthy();
    expect(await screen.findByText('Konsultointi')).toBeTruthy();
    expect(screen.getByText('01.01.2029')).toBeTruthy();

    fireEvent.click(screen.getByText('Pohjolan Talotekniikka Oy'));
    fireEvent.click(await screen.findByRole('link', { name: /Muokkaa/ }));
    const remove = await screen.findByRole('button', { name: /Poista/ });
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Poistetaanko esteellisyysilmoitus?')).toBeTruthy();
    expect(within(dialog).getByText(/Aino Auditoija, Pohjolan Talotekniikka Oy/)).toBeTruthy();
    // Nothing is removed before the confirmation.
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /Vahvista|Kyllä|Poista/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/auditor-conflicts/11')).toBe(true));
  });

  it('an auditor declares a conflict for themselves in /audit', async () => {
    const created = { ...declaration, id: 12 };
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: auditorUser },
      'GET /api/auditor-conflicts': { body: page([]) },
      'GET /api/companies': { body: page([company]) },
      'GET /api/companies/3': { body: company },
      'POST /api/auditor-conflicts': { status: 201, body: created },
      'GET /api/auditor-conflicts/12': { body: created },
    });
    renderArea('/audit/auditor-conflicts');
    expect(await screen.findByText('Et ole ilmoittanut esteellisyyksiä.')).toBeTruthy();
    expect(screen.getByText(/Ilmoitus päätetään merkitsemällä sille päättymispäivä/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('link', { name: 'Uusi esteellisyysilmoitus' })[0] as HTMLElement);

    expect(await screen.findByRole('combobox', { name: /Yritys/ })).toBeTruthy();
    // The auditor is not asked who declares.
    expect(screen.queryByRole('combobox', { name: /Auditoija/ })).toBeNull();
    const companyInput = screen.getByRole('combobox', { name: /Yritys/ });
    fireEvent.change(companyInput, { target: { value: 'Pohjolan' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Pohjolan Talotekniikka Oy' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Esteellisyyden laji/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Konsultointi' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Alkaen/ }), { target: { value: '1.1.2029' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ person_id: 120, company_id: 3, conflict_type_id: 1, valid_from: '2029-01-01' });
    expect(await screen.findByText('Laatujärjestelmän rakentaminen konsulttina')).toBeTruthy();
  });

  it('an auditor’s own declaration has no removal', async () => {
    stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: auditorUser },
      'GET /api/auditor-conflicts/11': { body: declaration },
      'GET /api/companies': { body: page([company]) },
      'GET /api/companies/3': { body: company },
    });
    renderArea('/audit/auditor-conflicts/11');
    expect(await screen.findByRole('button', { name: 'Tallenna' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Poista/ })).toBeNull();
  });
});
