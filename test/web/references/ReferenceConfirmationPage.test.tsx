import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import ReferenceConfirmationPage from '../../../src/pages/referenceConfirmation/ReferenceConfirmationPage';
import { api, renderPage, server, setUpApi } from '../pages/helpers';

setUpApi();

const view = { companyName: 'Rakennus Virtanen Oy', title: 'Päiväkoti Vekara', clientName: 'Espoon kaupunki', address: null, workDescription: 'Uudisrakennus.', workStartDate: '2023-01-01', workEndDate: '2024-05-31', email: 't@example.test', status: 'pending', answeredAt: null };
const open = () => renderPage('/referenssin-vahvistus/:id/:hash', `/referenssin-vahvistus/5/${'a'.repeat(40)}?expires=99&signature=${'b'.repeat(64)}`, <ReferenceConfirmationPage />);

describe('the client confirmation page', () => {
  it('shows the reference and sends the answer with the link signature; a correction needs a comment', async () => {
    let sent: unknown = null;
    let query = '';
    server.use(
      http.get(api(`/reference-confirmations/5/${'a'.repeat(40)}`), ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json(view);
      }),
      http.post(api(`/reference-confirmations/5/${'a'.repeat(40)}`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...view, status: 'corrected', answeredAt: '2026-11-25T10:00:00.000Z' });
      }),
    );
    open();
    expect(await screen.findByText('Päiväkoti Vekara')).toBeTruthy();
    expect(query).toBe(`?expires=99&signature=${'b'.repeat(64)}`);
    expect(screen.getByText(/Rakennus Virtanen Oy pyytää sinua vahvistamaan/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Tiedoissa on korjattavaa'));
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä vastaus' }));
    expect(await screen.findByText('Kerro, mitä referenssin tiedoissa pitää korjata.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Kommentti tai korjaukset/), { target: { value: 'Valmistui kesäkuussa.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä vastaus' }));
    await waitFor(() => expect(sent).toEqual({ answer: 'correct', comment: 'Valmistui kesäkuussa.', feedback: '' }));
    expect(await screen.findByText(/Korjausehdotuksesi välitettiin yritykselle/)).toBeTruthy();
  });

  it("shows the server's reason for a forged or expired link", async () => {
    server.use(
      http.get(api(`/reference-confirmations/5/${'a'.repeat(40)}`), () =>
        HttpResponse.json({ message: 'Vahvistuslinkki on virheellinen tai vanhentunut. Pyydä yritystä lähettämään uusi pyyntö.', code: 'invalid_signature' }, { status: 403 }),
      ),
    );
    open();
    expect(await screen.findByText('Vahvistuslinkki on virheellinen tai vanhentunut. Pyydä yritystä lähettämään uusi pyyntö.')).toBeTruthy();
  });
});
