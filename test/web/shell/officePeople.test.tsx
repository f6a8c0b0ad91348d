import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { buildCompany, buildCompanyPerson } from '../company/fixtures';
import { officeUser, stubApi } from './fetchStub';
import { renderStaffArea } from './renderStaffArea';

const company = buildCompany({ id: 1 });
const person = buildCompanyPerson({ companyId: 1 });
const list = { data: [person], meta: { currentPage: 1, perPage: 1, total: 1, lastPage: 1 } };

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

describe('company people in the office', () => {
  it('shows a person inside the office tab and goes back to the list there', async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: company },
      'GET /api/companies/1/people': { body: list },
      [`GET /api/companies/1/people/${person.personId}`]: { body: person },
      'GET /api/descriptions/education-degrees': { body: DESCRIBABLES['education-degrees'] },
      'GET /api/descriptions/education-levels': { body: DESCRIBABLES['education-levels'] },
    });
    renderStaffArea('/office/companies/1/show/people');
    fireEvent.click(await screen.findByRole('button', { name: 'Näytä henkilö Pekka Putkinen' }));
    expect(await screen.findByRole('heading', { name: 'Pekka Putkinen', level: 2 })).toBeTruthy();
    // Still the office's company page: its tabs are there.
    expect(screen.getByRole('tab', { name: 'Muutoshistoria' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Takaisin henkilölistaan' }));
    expect(await screen.findByRole('table', { name: 'Yrityksen henkilöt' })).toBeTruthy();
  });
});
