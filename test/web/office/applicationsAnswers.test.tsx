import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApplicationAnswers } from '../../../src/pages/company/applications/questions/ApplicationAnswers';
import type { ApplicationAnswers as Answers } from '../../../src/domain/api/applicationReview';
import { api, renderPage, server, setUpApi } from '../pages/helpers';

setUpApi();

const answers = (editable = true): Answers => ({
  editable,
  answers: [{ questionId: 8, sectionId: 3, text: 'Montako työnjohtajaa yrityksellä on?', orderNumber: 1, answer: null, answeredBy: null, answeredAt: null }],
  officeQuestions: [{ id: 5, text: 'Kuka on vastaava työnjohtaja?', askedBy: 'Olli Toimisto', askedAt: '2026-03-06T10:00:00.000Z', answer: null, answeredBy: null, answeredAt: null }],
});

const open = (editable = true) => renderPage('/x', '/x', <ApplicationAnswers companyId={7} applicationId={41} editable={editable} />);

describe('company: ApplicationAnswers', () => {
  it('lists the office’s and the catalogue questions and saves the answers', async () => {
    let sent: unknown = null;
    server.use(
      http.get(api('/companies/7/applications/41/answers'), () => HttpResponse.json(answers())),
      http.put(api('/companies/7/applications/41/answers'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...answers(), answers: [{ ...answers().answers[0], answer: 'Kolme' }] });
      }),
    );
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Kuka on vastaava työnjohtaja?' }), { target: { value: 'Matti Mestari' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Montako työnjohtajaa yrityksellä on?' }), { target: { value: 'Kolme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna vastaukset' }));
    await waitFor(() => expect(sent).toEqual({ answers: [{ question_id: 8, answer: 'Kolme' }], office_answers: [{ id: 5, answer: 'Matti Mestari' }] }));
    expect(await screen.findByText('Vastaukset tallennettu.')).toBeTruthy();
  });

  it('shows the answers as read when the company may not answer', async () => {
    server.use(http.get(api('/companies/7/applications/41/answers'), () => HttpResponse.json(answers(false))));
    open();
    expect(await screen.findByText('Vastauksia voi muuttaa, kun hakemus on keskeneräinen tai palautettu.')).toBeTruthy();
    expect(screen.getAllByText('Ei vastausta')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Tallenna vastaukset' })).toBeNull();
  });

  it('says when there are no questions, and when they cannot be loaded', async () => {
    server.use(http.get(api('/companies/7/applications/41/answers'), () => HttpResponse.json({ editable: true, answers: [], officeQuestions: [] })));
    open();
    expect(await screen.findByText('Tälle hakemukselle ei ole kysymyksiä.')).toBeTruthy();
  });

  it('shows the load failure', async () => {
    server.use(http.get(api('/companies/7/applications/41/answers'), () => HttpResponse.json({ message: 'Sinulla ei ole oikeutta tämän yrityksen tietoihin.' }, { status: 403 })));
    open();
    expect(await screen.findByText('Kysymyksiä ei saatu ladattua.')).toBeTruthy();
  });

  it('shows the server’s message when saving fails', async () => {
    server.use(
      http.get(api('/companies/7/applications/41/answers'), () => HttpResponse.json(answers())),
      http.put(api('/companies/7/applications/41/answers'), () => HttpResponse.json({ message: 'Vastauksia ei voi muuttaa, kun hakemus on tilassa Lähetetty.' }, { status: 409 })),
    );
    open(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Tallenna vastaukset' }));
    expect(await screen.findByText('Vastauksia ei voi muuttaa, kun hakemus on tilassa Lähetetty.')).toBeTruthy();
  });
});
