import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import RegistryPages from '../../../src/pages/registry/RegistryPages';
import type { PublicCertificate, PublicCompany } from '../../../src/domain/publicRegistry';
import { api, renderPage, server, setUpApi } from '../pages/helpers';

setUpApi();

const company: PublicCompany = {
  businessId: '2900000-4',
  name: 'Rakennus Virtanen Oy',
  location: 'Helsinki',
  stopped: false,
  certificates: [
    { number: 'PTV-2026-000001', certificateTypeId: 3, name: 'Pätevyys', status: 'valid', validFrom: '2026-01-10', validUntil: '2027-01-09', scope: null, industries: [{ symbolicNumber: '1.1', description: 'Asuinrakennukset' }] },
    { number: 'PTV-2025-000007', certificateTypeId: 2, name: 'Pätevä laatusertifikaatti', status: 'suspended', validFrom: '2025-01-01', validUntil: '2027-12-31', scope: 'Kattourakointi', industries: [] },
  ],
  mergedInto: null,
};

const certificate: PublicCertificate = {
  ...company.certificates[1],
  issuer: 'Pätevä',
  decidedAt: '2025-01-01',
  company: { businessId: '2900000-4', name: 'Rakennus Virtanen Oy', location: 'Helsinki', stopped: false },
  history: [
    { event: 'issued', date: '2025-01-01' },
    { event: 'suspended', date: '2026-11-20' },
  ],
};

const open = (url: string) => renderPage('/rekisteri/*', url, <RegistryPages />);

describe('the public registry pages', () => {
  it('searches companies by name and shows each certificate with its status, industries and a link to its page', async () => {
    let asked = '';
    server.use(
      http.get(api('/public/companies'), ({ request }) => {
        asked = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json({ data: [company] });
      }),
    );
    open('/rekisteri');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pätevä-rekisteri' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hae' }));
    expect(await screen.findByText('Kirjoita vähintään kaksi merkkiä.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Yrityksen nimi tai Y-tunnus'), { target: { value: 'virtanen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hae' }));
    expect(await screen.findByRole('heading', { name: 'Rakennus Virtanen Oy' })).toBeTruthy();
    expect(asked).toBe('virtanen');
    expect(screen.getByText('Löytyi 1 yritys')).toBeTruthy();
    expect(screen.getByText('Y-tunnus 2900000-4 · Helsinki')).toBeTruthy();
    expect(screen.getByText('Toimialat: 1.1 Asuinrakennukset')).toBeTruthy();
    expect(screen.getByText('Keskeytetty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pätevyys PTV-2026-000001' }).getAttribute('href')).toBe('/rekisteri/todistus/PTV-2026-000001');
  });

  it('says plainly when nothing is found, and the server’s reason when it refuses', async () => {
    server.use(http.get(api('/public/companies'), () => HttpResponse.json({ data: [] })));
    open('/rekisteri?q=olematon');
    expect(await screen.findByText('Hakuehdoilla ei löytynyt yritystä, jolla on Pätevän myöntämä pätevyys tai sertifikaatti.')).toBeTruthy();
    server.use(http.get(api('/public/companies'), () => HttpResponse.json({ message: 'Liian monta hakua lyhyessä ajassa. Yritä hetken kuluttua uudelleen.', code: 'throttled' }, { status: 429 })));
    fireEvent.change(screen.getByLabelText('Yrityksen nimi tai Y-tunnus'), { target: { value: 'toinen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hae' }));
    expect(await screen.findByText('Liian monta hakua lyhyessä ajassa. Yritä hetken kuluttua uudelleen.')).toBeTruthy();
  });

  it("shows a certificate's current status, details and history", async () => {
    server.use(
      http.get(api('/public/certificates/PTV-2025-000007'), () => HttpResponse.json(certificate)),
    );
    open('/rekisteri/todistus/PTV-2025-000007');
    expect(await screen.findByText('Pätevä on keskeyttänyt sertifikaatin. Se ei ole voimassa keskeytyksen aikana.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sertifikaatti PTV-2025-000007' })).toBeTruthy();
    expect(screen.getByText('Rakennus Virtanen Oy, Y-tunnus 2900000-4, Helsinki')).toBeTruthy();
    expect(screen.getByText('Kattourakointi')).toBeTruthy();
    expect(screen.getByText('01.01.2025 – 31.12.2027')).toBeTruthy();
    expect(screen.getByText('20.11.2026 Keskeytetty')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tulosta' })).toBeTruthy();
  });

  it('says plainly that the registry has no certificate of an unknown number', async () => {
    server.use(http.get(api('/public/certificates/PTV-1999-000000'), () => HttpResponse.json({ message: 'Rekisterissä ei ole sertifikaattia tällä numerolla.' }, { status: 404 })));
    open('/rekisteri/todistus/PTV-1999-000000');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Rekisterissä ei ole sertifikaattia numerolla PTV-1999-000000.'));
  });
});
