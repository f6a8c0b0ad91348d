/** The company's deviations (issue 21): the list with overdue marked in words, the deviation dialog and its fix form. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { DESCRIBABLES } from '../../../src/domain/describables';
import type { Deviation } from '../../../src/domain/deviations';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const lookup = (name: 'deviation-severities' | 'deviation-statuses') =>
  DESCRIBABLES[name].map((t) => ({ id: t.id, shortDescription: t.shortDescription, longDescription: null, helpText: null, languageCode: 'FI', orderNumber: t.id }));

const SERIOUS: Deviation = {
  id: 12,
  programId: 3,
  companyId: 7,
  companyName: 'Rakennus Virtanen Oy',
  certificateTypeId: 2,
  questionId: 5,
  questionText: 'Miten laatu varmistetaan työmaalla?',
  sectionId: 12,
  severityId: 2,
  statusId: 1,
  description: 'Työmaan laatusuunnitelma puuttuu.',
  takenAction: null,
  toBeFixedByDate: '2026-01-15',
  fixSentAt: null,
  fixApprovedAt: null,
  auditorComment: null,
  overdue: true,
  createdAt: '2025-12-01T10:00:00.000Z',
  updatedAt: '2025-12-01T10:00:00.000Z',
  files: [],
  history: [{ id: 1, event: 'raised', comment: null, at: '2025-12-01T10:00:00.000Z', by: 'Aino Auditoija' }],
};

function answer(deviations: Deviation[]) {
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership()]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/companies/7/deviations'), () => HttpResponse.json(deviations)),
    http.get(api('/descriptions/deviation-severities'), () => HttpResponse.json(lookup('deviation-severities'))),
    http.get(api('/descriptions/deviation-statuses'), () => HttpResponse.json(lookup('deviation-statuses'))),
  );
}

describe('deviations (Poikkeamat)', () => {
  it('lists deviations with the overdue one marked in words, and says so when there are none', async () => {
    answer([SERIOUS]);
    renderPage('/companies/:companyId/*', '/companies/7/deviations', <CompanyPage />);
    expect(await screen.findByRole('link', { name: 'Työmaan laatusuunnitelma puuttuu.' })).toBeTruthy();
    expect(screen.getByText('Myöhässä')).toBeTruthy();
    expect(screen.getByText(/15\.01\.2026/)).toBeTruthy();
  });

  it('the fix form: the taken action is saved, sending asks first and shows the server refusal in Finnish', async () => {
    answer([SERIOUS]);
    const saved: unknown[] = [];
    let sendTries = 0;
    server.use(
      http.put(api('/companies/7/deviations/12'), async ({ request }) => {
        const body = (await request.json()) as { taken_action: string };
        saved.push(body);
        return HttpResponse.json({ ...SERIOUS, takenAction: body.taken_action });
      }),
      http.post(api('/companies/7/deviations/12/send-fix'), () => {
        sendTries += 1;
        return HttpResponse.json(
          { message: 'Vakavan poikkeaman korjaukseen on liitettävä vähintään yksi näyttötiedosto.', errors: { files: ['Vakavan poikkeaman korjaukseen on liitettävä vähintään yksi näyttötiedosto.'] } },
          { status: 422 },
        );
      }),
    );
    renderPage('/companies/:companyId/*', '/companies/7/deviations/12', <CompanyPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Poikkeama' });
    expect(within(dialog).getByText('Miten laatu varmistetaan työmaalla?')).toBeTruthy();
    expect(within(dialog).getByText(/Poikkeama kirjattu · Aino Auditoija/)).toBeTruthy();
    expect(within(dialog).getByText('Vakavan poikkeaman korjaukseen on liitettävä vähintään yksi näyttötiedosto.')).toBeTruthy();

    const action = within(dialog).getByLabelText('Tehdyt korjaavat toimenpiteet');
    fireEvent.change(action, { target: { value: 'Laatusuunnitelma laadittu kaikille työmaille.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna toimenpiteet' }));
    await waitFor(() => expect(saved).toEqual([{ taken_action: 'Laatusuunnitelma laadittu kaikille työmaille.' }]));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Lähetä korjaus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lähetetäänkö korjaus auditoijalle?' });
    expect(sendTries).toBe(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Lähetä korjaus' }));
    await waitFor(() => expect(sendTries).toBe(1));
    expect((await screen.findAllByText('Vakavan poikkeaman korjaukseen on liitettävä vähintään yksi näyttötiedosto.')).length).toBeGreaterThan(1);
  });

  it('sending straight after typing saves the typed text first; a refused save sends nothing', async () => {
    answer([SERIOUS]);
    const calls: string[] = [];
    let refuse = true;
    server.use(
      http.put(api('/companies/7/deviations/12'), async ({ request }) => {
        const body = (await request.json()) as { taken_action: string };
        calls.push(`put ${body.taken_action}`);
        if (refuse) return HttpResponse.json({ message: 'Tallennus ei onnistunut.', errors: { takenAction: ['Liian lyhyt kuvaus.'] } }, { status: 422 });
        return HttpResponse.json({ ...SERIOUS, takenAction: body.taken_action });
      }),
      http.post(api('/companies/7/deviations/12/send-fix'), () => {
        calls.push('send');
        return HttpResponse.json({ ...SERIOUS, statusId: 2 });
      }),
    );
    renderPage('/companies/:companyId/*', '/companies/7/deviations/12', <CompanyPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Poikkeama' });
    fireEvent.change(within(dialog).getByLabelText('Tehdyt korjaavat toimenpiteet'), { target: { value: 'Työmaat tarkastettu.' } });
    const sendOnce = async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Lähetä korjaus' }));
      const confirm = await screen.findByRole('dialog', { name: 'Lähetetäänkö korjaus auditoijalle?' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Lähetä korjaus' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lähetetäänkö korjaus auditoijalle?' })).toBeNull());
    };
    await sendOnce();
    expect(await within(dialog).findByText('Liian lyhyt kuvaus.')).toBeTruthy();
    expect(calls).toEqual(['put Työmaat tarkastettu.']);
    refuse = false;
    await sendOnce();
    await waitFor(() => expect(calls).toEqual(['put Työmaat tarkastettu.', 'put Työmaat tarkastettu.', 'send']));
  });

  it('a plain member reads the deviation but gets no fix form', async () => {
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership({ companyAdmin: false })]))),
    );
    answer([{ ...SERIOUS, statusId: 2, takenAction: 'Tehty.', overdue: false }]);
    server.use(http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership({ companyAdmin: false })]))));
    renderPage('/companies/:companyId/*', '/companies/7/deviations/12', <CompanyPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Poikkeama' });
    expect(within(dialog).getByText('Korjaus on lähetetty ja odottaa auditoijan tarkastusta.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Lähetä korjaus' })).toBeNull();
  });
});
