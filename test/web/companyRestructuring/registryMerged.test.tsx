/** The public registry says that a company has merged, naming and linking the receiving one (issue 22 §2). */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import RegistryPages from '../../../src/pages/registry/RegistryPages';
import type { PublicCompany } from '../../../src/domain/publicRegistry';
import { api, renderPage, server, setUpApi } from '../pages/helpers';

setUpApi();

const merged: PublicCompany = {
  businessId: '1234567-1',
  name: 'Savon Puurakentajat Oy',
  location: null,
  stopped: false,
  certificates: [],
  mergedInto: { businessId: '7654321-2', name: 'Etelä-Karjalan Remontti Oy', mergedAt: '2026-11-26' },
};

describe('a merged company in the public registry', () => {
  it('says it has merged and links to the receiving company', async () => {
    server.use(http.get(api('/public/companies'), () => HttpResponse.json({ data: [merged] })));
    renderPage('/rekisteri/*', '/rekisteri?q=Savon', <RegistryPages />);
    expect(await screen.findByRole('heading', { name: 'Savon Puurakentajat Oy' })).toBeTruthy();
    expect(screen.getByText(/Yritys on sulautunut 26.11.2026 yritykseen/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Etelä-Karjalan Remontti Oy (7654321-2)' });
    expect(link.getAttribute('href')).toBe('/rekisteri?q=7654321-2');
  });
});
