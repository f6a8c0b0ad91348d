/**
 * The auditor's report editor (issue 21): autosave sends one PUT per question after the pause with the
 * version it was based on and says "Tallennettu klo"; with the network down the edit waits in
 * localStorage (and survives a reload) and goes when the connection returns; a 409 'stale' shows both
 * texts, and each choice does what it says; autosave can be turned off; a reader gets no inputs.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { AuditReport, ReportQuestion } from '../../../src/domain/api/auditReport';
import { STALE_ANSWER_MESSAGE } from '../../../src/domain/api/auditReport';
import { officeUser, stubApi, type StubbedCall } from '../shell/fetchStub';
import { auditorUser, json, LOOKUPS, question, renderArea, report } from './reportFixtures';

const REPORT = '/api/audit-programs/5/report';
const PUT_101 = `${REPORT}/questions/101`;
const DRAFT_KEY = 'pateva.auditReport.5.101';

beforeEach(() => resetCurrentUser());
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

const puts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'PUT' && call.path === PUT_101);

/** The server's side of one question: it keeps the version and answers as the report API does. */
function questionServer(start: ReportQuestion) {
  let stored = start;
  return {
    get current() {
      return stored;
    },
    set(next: ReportQuestion) {
      stored = next;
    },
    write: (body: Record<string, unknown>) => {
      stored = {
        ...stored,
        version: stored.version + 1,
        answer: { ...stored.answer, answer: (body.answer as string | null | undefined) ?? stored.answer.answer, finished: (body.finished as boolean | undefined) ?? stored.answer.finished },
        observation: { ...stored.observation, score: body.score === undefined ? stored.observation.score : (body.score as number | null) },
        updatedAt: '2026-11-26T10:00:00.000Z',
        updatedBy: 'Aino Auditoija',
      };
      return stored;
    },
  };
}

function setup(options: { put?: (body: Record<string, unknown>) => Promise<Response>; reportOverrides?: Partial<AuditReport>; user?: object } = {}) {
  const server = questionServer(question(101, 1));
  const { calls, fetchMock } = stubApi({
    ...LOOKUPS,
    'GET /api/users/me': { body: options.user ?? auditorUser },
    [`GET ${REPORT}`]: async () => json(report([server.current, question(102, 1)], options.reportOverrides)),
    [`PUT ${PUT_101}`]: async () => {
      const body = calls[calls.length - 1]?.body as Record<string, unknown>;
      return options.put ? options.put(body) : json(server.write(body));
    },
  });
  return { calls, fetchMock, server };
}

async function answerBox(): Promise<HTMLElement> {
  const boxes = await screen.findAllByRole('textbox', { name: 'Vastaus' });
  return boxes[0]!;
}

// A whole area in jsdom on a shared machine: the first render alone can take most of the default 20 s.
describe('the report editor', { timeout: 120000 }, () => {
  it('autosaves one PUT per question after the pause, with its version, and says when', async () => {
    const { calls } = setup();
    renderArea('/audit/audit-programs/5/report');
    expect(await screen.findByText('Rakennus Virtanen Oy')).toBeTruthy();
    expect(await screen.findByText('Ei tallentamattomia muutoksia')).toBeTruthy();
    const box = await answerBox();
    fireEvent.change(box, { target: { value: 'Laatu' } });
    fireEvent.change(box, { target: { value: 'Laatujärjestelmä on käytössä.' } });
    // The header and the question both say it, until the pause is over.
    expect(screen.getAllByText('Tallentamatta').length).toBe(2);
    // Kept in the browser at once, before it is sent.
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({ base: 1, changes: { answer: 'Laatujärjestelmä on käytössä.' } });
    expect(puts(calls)).toHaveLength(0);

    expect(await screen.findByText(/^Tallennettu klo \d\d\.\d\d$/)).toBeTruthy();
    expect(puts(calls).map((call) => call.body)).toEqual([{ version: 1, answer: 'Laatujärjestelmä on käytössä.' }]);
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();

    // The next edit carries the version the server gave back.
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Valmis' })[0]!);
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]!.body).toEqual({ version: 2, finished: true });
    expect((await answerBox() as HTMLTextAreaElement).value).toBe('Laatujärjestelmä on käytössä.');
  });

  it('keeps an edit made offline in localStorage and sends it when the connection returns', async () => {
    let online = false;
    const server = questionServer(question(101, 1));
    const { calls } = setup({
      put: async (body) => {
        if (!online) throw new TypeError('Failed to fetch');
        return json(server.write(body));
      },
    });
    renderArea('/audit/audit-programs/5/report');
    const box = await answerBox();
    // The browser knows it is offline, as on site: a call react-query paused would never tell the saver the edit waits.
    act(() => onlineManager.setOnline(false));
    fireEvent.change(box, { target: { value: 'Kirjoitettu työmaalla ilman verkkoa.' } });
    expect(await screen.findByText('Ei yhteyttä – muutokset tallennetaan, kun yhteys palaa')).toBeTruthy();
    expect(screen.getByText('1 kysymyksen muutokset odottavat lähetystä')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({ base: 1, changes: { answer: 'Kirjoitettu työmaalla ilman verkkoa.' } });
    expect(puts(calls)).toHaveLength(1);

    online = true;
    act(() => {
      onlineManager.setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(/^Tallennettu klo/)).toBeTruthy();
    expect(puts(calls).at(-1)!.body).toEqual({ version: 1, answer: 'Kirjoitettu työmaalla ilman verkkoa.' });
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByText(/odottavat lähetystä/)).toBeNull();
  });

  it('sends an edit left in the browser by an earlier visit on the version it was based on', async () => {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ base: 1, changes: { answer: 'Ennen uudelleenlatausta kirjoitettu.' } }));
    const { calls } = setup();
    renderArea('/audit/audit-programs/5/report');
    expect(((await answerBox()) as HTMLTextAreaElement).value).toBe('Ennen uudelleenlatausta kirjoitettu.');
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({ version: 1, answer: 'Ennen uudelleenlatausta kirjoitettu.' });
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('shows both texts on a 409 and re-sends on the current version with "Pidä oma tekstini"', async () => {
    let stale = true;
    const theirs = question(101, 1, { version: 4, answer: { ...question(101, 1).answer, answer: 'Toisen auditoijan teksti.' }, updatedBy: 'Pekka Parikka', updatedAt: '2026-11-26T09:15:00.000Z' });
    const server = questionServer(question(101, 1));
    const { calls } = setup({
      put: async (body) => {
        if (stale) {
          stale = false;
          server.set(theirs);
          return json({ message: STALE_ANSWER_MESSAGE, code: 'stale', current: theirs }, 409);
        }
        return json(server.write(body));
      },
    });
    // The report read after the refusal has the other auditor's text.
    const getReport = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (String(input).endsWith(REPORT) && (init?.method ?? 'GET') === 'GET') return json(report([server.current, question(102, 1)]));
      return getReport(input, init);
    });
    renderArea('/audit/audit-programs/5/report');
    fireEvent.change(await answerBox(), { target: { value: 'Minun tekstini.' } });

    const conflict = await screen.findByRole('alert');
    expect(within(conflict).getByText('Sinun tekstisi')).toBeTruthy();
    expect(within(conflict).getByText('Tallennettu teksti')).toBeTruthy();
    expect(within(conflict).getByText('Minun tekstini.')).toBeTruthy();
    expect(within(conflict).getByText('Toisen auditoijan teksti.')).toBeTruthy();
    expect(within(conflict).getByText(/Pekka Parikka, 26\.11\.2026 klo \d\d\.\d\d/)).toBeTruthy();
    // Nothing is sent again before the choice; the typed text stays in the field and in the browser.
    expect(puts(calls)).toHaveLength(1);
    expect(((await answerBox()) as HTMLTextAreaElement).value).toBe('Minun tekstini.');
    expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull();

    fireEvent.click(within(conflict).getByRole('button', { name: 'Pidä oma tekstini' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]!.body).toEqual({ version: 4, answer: 'Minun tekstini.' });
    await waitFor(() => expect(screen.queryByText('Sinun tekstisi')).toBeNull());
    expect(await screen.findByText(/^Tallennettu klo/)).toBeTruthy();
  });

  it('takes the saved text with "Käytä tallennettua" and sends nothing', async () => {
    const theirs = question(101, 1, { version: 3, answer: { ...question(101, 1).answer, answer: 'Tallennettu toisen toimesta.' }, updatedBy: 'Pekka Parikka', updatedAt: '2026-11-26T09:15:00.000Z' });
    const server = questionServer(question(101, 1));
    const { calls } = setup({
      put: async () => {
        server.set(theirs);
        return json({ message: STALE_ANSWER_MESSAGE, code: 'stale', current: theirs }, 409);
      },
    });
    const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (String(input).endsWith(REPORT) && (init?.method ?? 'GET') === 'GET') return json(report([server.current, question(102, 1)]));
      return answer(input, init);
    });
    renderArea('/audit/audit-programs/5/report');
    fireEvent.change(await answerBox(), { target: { value: 'Hylättävä luonnos.' } });
    const conflict = await screen.findByRole('alert');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Käytä tallennettua' }));
    await waitFor(() => expect(screen.queryByText('Sinun tekstisi')).toBeNull());
    expect(((await answerBox()) as HTMLTextAreaElement).value).toBe('Tallennettu toisen toimesta.');
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(puts(calls)).toHaveLength(1);
  });

  it('with autosave off, saves only with the Save button', async () => {
    const { calls } = setup();
    renderArea('/audit/audit-programs/5/report');
    fireEvent.click(await screen.findByRole('switch', { name: 'Automaattinen tallennus' }));
    fireEvent.change(await answerBox(), { target: { value: 'Tallennan itse.' } });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(puts(calls)).toHaveLength(0);
    expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({ version: 1, answer: 'Tallennan itse.' });
    expect(await screen.findByText(/^Tallennettu klo/)).toBeTruthy();
  });

  it('is read only when the caller may not write, and for the office', async () => {
    setup({ reportOverrides: { canWrite: false, statusId: 3 }, user: officeUser });
    renderArea('/office/audit-programs/5/report');
    expect(await screen.findByText('Raportti on vain luettavissa.')).toBeTruthy();
    expect(await screen.findAllByText('Kysymys 101: miten toiminta on järjestetty?')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Vastaus' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Valmis' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lähetä yritykselle' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Raportti PDF:nä' }).getAttribute('href')).toBe('/api/audit-programs/5/report/pdf');
  });
});
