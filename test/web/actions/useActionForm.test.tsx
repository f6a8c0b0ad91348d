import { fireEvent, screen, waitFor } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { http, HttpResponse } from 'msw';
import { Controller } from 'react-hook-form';
import { useGetOne } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useActionForm } from '../../../src/components/actions/useActionForm';
import { returnApplication } from '../../../src/domain/api/applicationReviewActions';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { application } from '../office/applicationsFixtures';

setUpApi();

/** A return form of application 41 beside two shown applications: 41 (the action touches it) and 42 (it does not). */
function ReturnForm() {
  const shown = useGetOne('applications', { id: 41 });
  const other = useGetOne('applications', { id: 42 });
  const { form, onSubmit, pending, generalError, fieldError } = useActionForm(returnApplication, { appId: 41 }, { defaultValues: { message: '', questions: [''] }, success: 'applicationReview.status.returned' });
  return (
    <form onSubmit={(event) => void onSubmit(event)}>
      <p>{shown.data ? `shown ${shown.data.id}` : 'loading'}</p>
      <p>{other.data ? `other ${other.data.id}` : 'loading'}</p>
      <Controller control={form.control} name="message" render={({ field }) => <TextField label="Viesti" {...field} value={field.value ?? ''} helperText={fieldError('message')} />} />
      <Controller control={form.control} name="questions.0" render={({ field }) => <TextField label="Kysymys 1" {...field} helperText={fieldError('questions.0')} />} />
      {generalError && <p role="alert">{generalError}</p>}
      <button type="submit" disabled={pending}>
        Palauta
      </button>
    </form>
  );
}

function answerRecords() {
  const reads = { 41: 0, 42: 0 };
  server.use(
    http.get(api('/applications/:id'), ({ params }) => {
      const id = Number(params.id) as 41 | 42;
      reads[id] += 1;
      return HttpResponse.json({ ...application(), id });
    }),
  );
  return reads;
}

describe('useActionForm', () => {
  it('refuses in the browser what the body schema refuses, with its Finnish message, and sends nothing', async () => {
    answerRecords();
    renderPage('/x', '/x', <ReturnForm />);
    await screen.findByText('shown 41');
    fireEvent.change(screen.getByRole('textbox', { name: 'Kysymys 1' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Palauta' }));
    // No POST handler: a request would fail the test (setUpApi: unhandled requests are errors).
    expect(await screen.findByText('Kysymys ei voi olla tyhjä.')).toBeTruthy();
  });

  it("shows the server's 422 on its field, and a message for no field of the form as the form's error", async () => {
    answerRecords();
    server.use(
      http.post(api('/applications/41/return'), () =>
        HttpResponse.json(
          {
            message: 'Tarkista tiedot.',
            errors: { message: ['Viesti on liian pitkä (enintään 2000 merkkiä).'], application_status_id: ['Hakemusta ei voi siirtää tilasta lähetetty tilaan palautettu.'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderPage('/x', '/x', <ReturnForm />);
    await screen.findByText('shown 41');
    fireEvent.change(screen.getByRole('textbox', { name: 'Viesti' }), { target: { value: 'Täydentäkää referenssit.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Kysymys 1' }), { target: { value: 'Kuka on vastaava työnjohtaja?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Palauta' }));
    expect(await screen.findByText('Viesti on liian pitkä (enintään 2000 merkkiä).')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Tarkista tiedot.');
    // What was typed stays.
    expect((screen.getByRole('textbox', { name: 'Viesti' }) as HTMLTextAreaElement).value).toBe('Täydentäkää referenssit.');
  });

  it('sends the body, then refreshes the queries the action touches and no others', async () => {
    const reads = answerRecords();
    let sent: unknown = null;
    server.use(
      http.post(api('/applications/41/return'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(application());
      }),
    );
    renderPage('/x', '/x', <ReturnForm />);
    await screen.findByText('shown 41');
    await screen.findByText('other 42');
    expect(reads).toEqual({ 41: 1, 42: 1 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Kysymys 1' }), { target: { value: 'Kuka on vastaava työnjohtaja?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Palauta' }));
    await waitFor(() => expect(sent).toEqual({ message: '', questions: ['Kuka on vastaava työnjohtaja?'] }));
    await waitFor(() => expect(reads[41]).toBe(2));
    expect(await screen.findByText('Hakemus palautettu yritykselle.')).toBeTruthy();
    expect(reads[42]).toBe(1);
  });
});
