import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { LOOKUPS, lookupRoutes } from './applicationsFixtures';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const question = { id: 3, applicationTypeId: 4, sectionId: 3, text: 'Kuvatkaa sisäiset auditoinnit.', orderNumber: 1, active: true };

describe('office: Hakemuskysymykset', () => {
  it('lists the questions with their type and section, and searches', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      ...lookupRoutes(LOOKUPS),
      'GET /api/application-questions': { body: { data: [question], meta: { currentPage: 1, perPage: 10, total: 1, lastPage: 1 } } },
    });
    renderStaffArea('/office/application-questions');
    expect(await screen.findByText('Kuvatkaa sisäiset auditoinnit.')).toBeTruthy();
    expect(await screen.findByText('Laatusertifikaatti')).toBeTruthy();
    expect(screen.getByText('Henkilöstö')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Hae kysymystä/ }), { target: { value: 'auditoinnit' } });
    await waitFor(() => expect(calls.some((call) => call.query.get('q') === 'auditoinnit')).toBe(true));
  });

  it('shows a question', async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      ...lookupRoutes(LOOKUPS),
      'GET /api/application-questions/3': { body: question },
    });
    renderStaffArea('/office/application-questions/3/show');
    expect(await screen.findByText('Kuvatkaa sisäiset auditoinnit.')).toBeTruthy();
    expect(await screen.findByText('Laatusertifikaatti')).toBeTruthy();
  });

  it('creates a question; the server’s Finnish field errors show', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      ...lookupRoutes(LOOKUPS),
      'POST /api/application-questions': { status: 422, body: { message: 'Annetuissa tiedoissa on virheitä. Korjaa merkityt kentät.', errors: { text: ['Kysymys on liian pitkä (enintään 2000 merkkiä).'] } } },
    });
    renderStaffArea('/office/application-questions/create');
    fireEvent.change(await screen.findByRole('textbox', { name: /Kysymys/ }), { target: { value: 'Uusi kysymys' } });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Hakemustyyppi/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pätevyys' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Osio/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Talous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ application_type_id: 1, section_id: 2, text: 'Uusi kysymys' }));
    expect(await screen.findByText('Kysymys on liian pitkä (enintään 2000 merkkiä).')).toBeTruthy();
  });
});
