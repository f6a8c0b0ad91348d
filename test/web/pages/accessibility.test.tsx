/** The accessibility statement and its feedback channel (issue 9 #17), as a visitor who is not signed in. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import AccessibilityStatementPage from '../../../src/pages/accessibility/AccessibilityStatementPage';
import { api, renderPage, server, setUpApi } from './helpers';

setUpApi();
beforeEach(() => {
  document.cookie = 'pateva_signed_in=; path=/; max-age=0';
});

const open = () => renderPage('/saavutettavuusseloste', '/saavutettavuusseloste', <AccessibilityStatementPage />);

describe('the accessibility statement', () => {
  it('has the parts law 306/2019 asks for, its own title and the footer link', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Saavutettavuusseloste' })).toBeTruthy();
    for (const name of ['Saavutettavuuden tila', 'Sisällöt, jotka eivät ole vielä saavutettavia', 'Miten saavutettavuus on arvioitu', 'Anna palautetta saavutettavuudesta', 'Valvontaviranomainen']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /saavutettavuusvaatimukset\.fi/ }).getAttribute('href')).toBe('https://www.saavutettavuusvaatimukset.fi/');
    expect(screen.getByRole('contentinfo').textContent).toContain('Saavutettavuusseloste');
    await waitFor(() => expect(document.title).toBe('Saavutettavuusseloste – Pätevä'));
  });

  it('checks the feedback in Finnish before sending, then sends it and thanks', async () => {
    let sent: unknown = null;
    server.use(
      http.post(api('/accessibility-feedback'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 1, message: 'Kontrasti on heikko.', email: null, createdAt: '2026-11-25T10:00:00.000Z' }, { status: 201 });
      }),
    );
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lähetä palaute' }));
    expect(await screen.findByText('Kirjoita viesti.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Sähköpostiosoite/), 'ei-osoite');
    await user.type(screen.getByLabelText(/^Viesti/), 'Kontrasti on heikko.');
    await user.click(screen.getByRole('button', { name: 'Lähetä palaute' }));
    expect(await screen.findByText('Anna kelvollinen sähköpostiosoite.')).toBeTruthy();
    expect(sent).toBeNull();
    await user.clear(screen.getByLabelText(/Sähköpostiosoite/));
    await user.click(screen.getByRole('button', { name: 'Lähetä palaute' }));
    expect(await screen.findByText('Kiitos palautteesta! Viesti on välitetty Pätevän toimistolle.')).toBeTruthy();
    expect(sent).toEqual({ message: 'Kontrasti on heikko.', email: null });
  });

  it('shows the server’s Finnish message when it refuses, keeping what was typed', async () => {
    server.use(
      http.post(api('/accessibility-feedback'), () =>
        HttpResponse.json({ message: 'Olet lähettänyt useita palautteita lyhyessä ajassa. Yritä myöhemmin uudelleen.', code: 'throttled' }, { status: 429 }),
      ),
    );
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Viesti/), 'Lomake ei toimi näppäimistöllä.');
    await user.click(screen.getByRole('button', { name: 'Lähetä palaute' }));
    expect(await screen.findByText('Olet lähettänyt useita palautteita lyhyessä ajassa. Yritä myöhemmin uudelleen.')).toBeTruthy();
    expect((screen.getByLabelText(/^Viesti/) as HTMLTextAreaElement).value).toBe('Lomake ei toimi näppäimistöllä.');
  });
});
