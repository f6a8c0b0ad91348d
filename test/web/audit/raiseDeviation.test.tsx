/**
 * "Kirjaa poikkeama" in the report editor (issue 21): the dialog refuses a deviation without a
 * severity in the browser (nothing sent); the server's 422 lands on its field in Finnish with
 * everything typed kept; a saved one closes the dialog, says "Poikkeama kirjattu." and the question's
 * open deviations refresh. Cancelling sends nothing; a reader gets no button.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { Deviation } from '../../../src/domain/deviations';
import { defaultFixDate } from '../../../src/domain/deviations';
import { todayInFinland } from '../../../src/domain/referenceAge';
import { stubApi } from '../shell/fetchStub';
import { auditorUser, json, LOOKUPS, question, renderArea, report } from './reportFixtures';

const REPORT = '/api/audit-programs/5/report';
const RAISE = '/api/audit-programs/5/deviations';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const raised: Deviation = {
  id: 44,
  programId: 5,
  companyId: 1,
  companyName: 'Rakennus Virtanen Oy',
  certificateTypeId: 2,
  questionId: 101,
  questionText: 'Kysymys 101: miten toiminta on järjestetty?',
  sectionId: 1,
  severityId: 2,
  statusId: 1,
  description: 'Laatusuunnitelma puuttuu työmaalta.',
  takenAction: null,
  toBeFixedByDate: '2030-01-31',
  fixSentAt: null,
  fixApprovedAt: null,
  auditorComment: null,
  overdue: false,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  files: [],
  history: [],
};

const dmy = (iso: string) => iso.split('-').reverse().join('.');

function setup(post: () => Promise<Response>, reportOverrides = {}) {
  let saved = false;
  const { calls } = stubApi({
    ...LOOKUPS,
    'GET /api/users/me': { body: auditorUser },
    [`GET ${REPORT}`]: async () =>
      json(
        report(
          [
            question(101, 1, saved ? { openDeviations: [{ id: 44, programId: 5, severityId: 2, statusId: 1, description: raised.description, toBeFixedByDate: raised.toBeFixedByDate, overdue: false }] } : {}),
            question(102, 1),
          ],
          reportOverrides,
        ),
      ),
    [`POST ${RAISE}`]: async () => {
      const answer = await post();
      if (answer.status === 201) saved = true;
      return answer;
    },
  });
  return { calls, posts: () => calls.filter((call) => call.method === 'POST' && call.path === RAISE) };
}

async function openDialog() {
  const buttons = await screen.findAllByRole('button', { name: 'Kirjaa poikkeama' });
  fireEvent.click(buttons[0]!);
  return screen.findByRole('dialog', { name: 'Kirjaa poikkeama' });
}

describe('raising a deviation in the report editor', { timeout: 120000 }, () => {
  it('asks for the severity in the browser, then keeps what was typed when the server refuses the date', async () => {
    const { posts } = setup(async () => json({ message: 'Tiedot eivät kelpaa.', errors: { to_be_fixed_by_date: ['Korjauksen määräpäivä ei voi olla menneisyydessä.'] } }, 422));
    renderArea('/audit/audit-programs/5/report');
    const dialog = await openDialog();
    // The due date starts 30 days ahead, in the Finnish form.
    const due = within(dialog).getByRole('textbox', { name: 'Korjauksen määräpäivä' }) as HTMLInputElement;
    expect(due.value).toBe(dmy(defaultFixDate(todayInFinland())));
    expect(within(dialog).getByText('Kysymys: Kysymys 101: miten toiminta on järjestetty?')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Kuvaus' }), { target: { value: 'Laatusuunnitelma puuttuu työmaalta.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna poikkeama' }));
    expect(await within(dialog).findByText('Valitse poikkeaman vakavuus.')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Vakava' }));
    fireEvent.change(due, { target: { value: '1.1.2020' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna poikkeama' }));
    expect(await within(dialog).findByText('Korjauksen määräpäivä ei voi olla menneisyydessä.')).toBeTruthy();
    expect(posts().map((call) => call.body)).toEqual([
      { question_id: 101, certificate_deviation_severity_id: 2, description: 'Laatusuunnitelma puuttuu työmaalta.', to_be_fixed_by_date: '2020-01-01' },
    ]);
    // Nothing typed is lost: the dialog is open with every value.
    expect(screen.getByRole('dialog', { name: 'Kirjaa poikkeama' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Kuvaus' }) as HTMLTextAreaElement).value).toBe('Laatusuunnitelma puuttuu työmaalta.');
    expect((within(dialog).getByRole('radio', { name: 'Vakava' }) as HTMLInputElement).checked).toBe(true);
    expect(due.value).toBe('1.1.2020');
  });

  it('saves, says so, closes and shows the new deviation beside the question', async () => {
    const { posts } = setup(async () => json(raised, 201));
    renderArea('/audit/audit-programs/5/report');
    // "Peruuta" closes it and sends nothing.
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kirjaa poikkeama' })).toBeNull());
    expect(posts()).toHaveLength(0);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Lievä' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Kuvaus' }), { target: { value: 'Perehdytys kirjaamatta.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna poikkeama' }));
    expect(await screen.findByText('Poikkeama kirjattu.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kirjaa poikkeama' })).toBeNull());
    expect(posts().map((call) => call.body)).toEqual([
      { question_id: 101, certificate_deviation_severity_id: 1, description: 'Perehdytys kirjaamatta.', to_be_fixed_by_date: defaultFixDate(todayInFinland()) },
    ]);
    expect(await screen.findByText(/Laatusuunnitelma puuttuu työmaalta\./)).toBeTruthy();
  });

  it('a reader of the report gets no button', async () => {
    const { posts } = setup(async () => json(raised, 201), { canWrite: false });
    renderArea('/audit/audit-programs/5/report');
    await screen.findAllByText(/Kysymys 101/);
    expect(screen.queryByRole('button', { name: 'Kirjaa poikkeama' })).toBeNull();
    expect(posts()).toHaveLength(0);
  });
});
