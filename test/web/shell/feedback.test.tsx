import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { UserMenu } from 'react-admin';
import { FeedbackDialog } from '../../../src/areas/shared/feedback/FeedbackDialog';
import { FeedbackMenuItem } from '../../../src/areas/shared/feedback/FeedbackMenuItem';
import { companyIdOfPath, dispatchFeedback } from '../../../src/areas/shared/feedback/feedbackModal';
import { api, renderPage, server, setUpApi } from '../pages/helpers';

setUpApi();
afterEach(() => dispatchFeedback({ type: 'close' }));

/** The two parts Layout.tsx puts in the app bar: the user menu's entry and the dialog. */
const render = (url: string) =>
  renderPage(
    '*',
    url,
    <>
      <UserMenu>
        <FeedbackMenuItem />
      </UserMenu>
      <FeedbackDialog />
    </>,
  );

const office = { id: 21, person: { id: 21, firstName: 'Outi', lastName: 'Toimisto' }, group: 'office' };
const contact = { id: 22, person: { id: 22, firstName: 'Kaisa', lastName: 'Yhteys' }, group: 'company' };

function useApi() {
  const sent: unknown[] = [];
  server.use(
    http.get(api('/messages/recipients'), () => HttpResponse.json({ data: [office], meta: { currentPage: 1, perPage: 1, total: 1, lastPage: 1 } })),
    http.get(api('/companies/7/messages/recipients'), () =>
      HttpResponse.json({ data: [office, contact], meta: { currentPage: 1, perPage: 2, total: 2, lastPage: 1 } }),
    ),
    http.post(api('/feedback'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ id: 1 }, { status: 201 });
    }),
  );
  return sent;
}

const openFeedback = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Profiili' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Palaute' }));
  return within(await screen.findByRole('dialog'));
};
const field = (label: RegExp) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const chooseRecipient = async (name: string) => {
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Vastaanottaja/ }).getAttribute('aria-disabled')).toBeNull());
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Vastaanottaja/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
};

describe('feedback (user menu "Palaute")', () => {
  it('opens with the feedback type and the default title', async () => {
    useApi();
    render('/');
    const dialog = await openFeedback();
    expect(dialog.getByText('Lähetä palautetta')).toBeTruthy();
    expect((dialog.getByRole('radio', { name: 'Palaute' }) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByRole('radio', { name: 'Virheilmoitus' }) as HTMLInputElement).checked).toBe(false);
    expect(field(/Otsikko/).value).toBe('Palaute järjestelmän toimivuudesta');
    expect(field(/Viesti/).value).toBe('');
  });

  it('closing and reopening gives a fresh form with no old data or errors', async () => {
    useApi();
    render('/');
    let dialog = await openFeedback();
    fireEvent.click(dialog.getByRole('button', { name: 'Lähetä' }));
    expect(await dialog.findByText('Valitse vastaanottaja.')).toBeTruthy();
    expect(dialog.getByText('Viesti on pakollinen.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: 'Virheilmoitus' }));
    fireEvent.change(field(/Otsikko/), { target: { value: 'Tallennus ei toimi' } });
    fireEvent.change(field(/Viesti/), { target: { value: 'Henkilön tallennus kaatuu.' } });
    expect(dialog.queryByText('Viesti on pakollinen.')).toBeNull();

    fireEvent.click(dialog.getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openFeedback();
    expect((dialog.getByRole('radio', { name: 'Palaute' }) as HTMLInputElement).checked).toBe(true);
    expect(field(/Otsikko/).value).toBe('Palaute järjestelmän toimivuudesta');
    expect(field(/Viesti/).value).toBe('');
    expect(dialog.queryByText('Valitse vastaanottaja.')).toBeNull();
    expect(dialog.queryByText('Viesti on pakollinen.')).toBeNull();
  });

  it("on a company's page offers its contact persons too and sends the company with the message", async () => {
    const sent = useApi();
    render('/companies/7/overview');
    const dialog = await openFeedback();
    await chooseRecipient('Kaisa Yhteys (Yrityksen yhteyshenkilö)');
    fireEvent.click(dialog.getByRole('radio', { name: 'Virheilmoitus' }));
    fireEvent.change(field(/Viesti/), { target: { value: 'Osoitteen tallennus ei onnistu.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByText('Palaute lähetetty')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      { message_type: 1, recipient_person_id: 22, title: 'Palaute järjestelmän toimivuudesta', message: 'Osoitteen tallennus ei onnistu.', company_id: 7 },
    ]);
  });

  it('shows the server’s Finnish message beside the recipient and keeps the text', async () => {
    useApi();
    server.use(
      http.post(api('/feedback'), () =>
        HttpResponse.json({ message: 'Annetuissa tiedoissa on virheitä.', code: 'validation', errors: { recipient_person_id: ['Valitse vastaanottaja listalta.'] } }, { status: 422 }),
      ),
    );
    render('/');
    const dialog = await openFeedback();
    await chooseRecipient('Outi Toimisto (Pätevän toimisto)');
    fireEvent.change(field(/Viesti/), { target: { value: 'Kiitos!' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Lähetä' }));
    expect(await dialog.findByText('Valitse vastaanottaja listalta.')).toBeTruthy();
    expect(field(/Viesti/).value).toBe('Kiitos!');
  });

  it('knows the company from the path', () => {
    expect(companyIdOfPath('/companies/7/overview')).toBe(7);
    expect(companyIdOfPath('/companies/12')).toBe(12);
    expect(companyIdOfPath('/')).toBeNull();
    expect(companyIdOfPath('/office/companies/7/show')).toBeNull();
  });
});
