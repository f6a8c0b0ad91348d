import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { ClassificationIndustry } from '../../../src/domain/entities/classificationIndustry';
import { officeUser, stubApi } from './fetchStub';
import { renderStaffArea } from './renderStaffArea';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const industry = (id: number, parentId: number | null, symbolicNumber: string, shortDescription: string, sortNumber: number): ClassificationIndustry => ({
  id,
  parentId,
  symbolicNumber,
  shortDescription,
  longDescription: null,
  sortNumber,
  availableProficiency: true,
  availableCertification: false,
  active: true,
  requirements: [],
});

const rows = [industry(1, null, '1', 'Talonrakentaminen', 10000), industry(2, 1, '1.1', 'Asuinrakennukset', 10100)];

describe('office: Toimialaluokitus', () => {
  it('lists the industries by sort number with search', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/classification-industries': { body: { data: rows, meta: { currentPage: 1, perPage: 100, total: 2, lastPage: 1 } } },
    });
    renderStaffArea('/office/classification-industries');
    expect(await screen.findByText('Asuinrakennukset')).toBeTruthy();
    expect(screen.getByText('Talonrakentaminen')).toBeTruthy();
    const list = calls.find((call) => call.path === '/api/classification-industries');
    expect(list?.query.get('sort')).toBe('sortNumber');
    expect(screen.getAllByText('Toimialaluokitus').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Hae/ }), { target: { value: 'kosteus' } });
    await waitFor(() => expect(calls.some((call) => call.query.get('q') === 'kosteus')).toBe(true));
  });

  it("shows the list's page size in its selector and offers the office lists' sizes", async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/classification-industries': { body: { data: rows, meta: { currentPage: 1, perPage: 100, total: 2, lastPage: 1 } } },
    });
    renderStaffArea('/office/classification-industries');
    await screen.findByText('Asuinrakennukset');
    const selector = await screen.findByRole('combobox', { name: /Rivejä sivulla/ });
    expect(selector.textContent).toBe('100');
    fireEvent.mouseDown(selector);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
  });
});
