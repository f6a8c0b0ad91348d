/**
 * An agenda item's handling on the meeting page (issue 20): the item's own quorum and disqualified
 * members, a member's "Ilmoita esteellisyys" with its reason (the server's message beside the
 * field) and its withdrawal, and the chairman's decision form (a conditional acceptance's conditions
 * and date, a granted checkbox per industry), its refusals beside the fields.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { AgendaItem } from '../../../src/domain/api/boards';
import type { BoardMeeting } from '../../../src/domain/entities/board';
import { boardUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { lookupRoutes } from './applicationsFixtures';
import { STARTED_MEETING } from './meetingFixtures';

const LOOKUPS = lookupRoutes(['application-types', 'review-statuses', 'application-review-sections', 'board-meeting-roles', 'board-meeting-attendances', 'board-decisions']);

const members = [
  { id: 11, personId: 80, name: 'Liisa Lautakunta', boardMemberRoleId: 1, active: true, attendanceId: 1 },
  { id: 12, personId: 81, name: 'Jussi Jäsen', boardMemberRoleId: 3, active: true, attendanceId: 1 },
  { id: 13, personId: 82, name: 'Aino Auditoija', boardMemberRoleId: 3, active: true, attendanceId: 1 },
];
const meeting: BoardMeeting = {
  ...STARTED_MEETING,
  endedAt: null,
  notifiedAt: null,
  archivedAt: null,
  members,
  quorum: { present: 3, activeMembers: 3, required: 2, chairPresent: true, met: true },
};
const item: AgendaItem = {
  applicationId: 41,
  companyId: 1,
  companyName: 'Rakennus Virtanen Oy',
  registrationNumber: '2900000-4',
  applicationTypeId: 1,
  applicationStatusId: 6,
  proposalId: 6,
  presenterName: 'Olli Toimisto',
  finishedAt: null,
  industries: [
    { id: 1, symbolicNumber: '2.1', name: 'Talonrakennus', granted: true },
    { id: 2, symbolicNumber: '2.2', name: 'Maanrakennus', granted: null },
  ],
  review: [],
  references: [],
  files: [],
  audits: [],
  conflicts: [{ boardMemberId: 13, personId: 82, name: 'Aino Auditoija', automatic: true, reason: 'Hakemuksen auditoija (esteellinen automaattisesti, ISO/IEC 17021-1 9.5)' }],
  quorum: { present: 2, activeMembers: 3, required: 2, chairPresent: true, met: true },
  decision: null,
};
const member = (personId: number, role: number) => ({ ...boardUser, personId, boards: [{ id: 3, name: 'Pätevyyslautakunta', shortName: 'PL', boardMemberRoleId: role }] });

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

describe("an item's handling in the meeting", () => {
  it('a participant sees the disqualified and the quorum, declares a conflict with a reason and withdraws it; no decision form', async () => {
    let agenda = [item];
    stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: member(81, 3) },
      'GET /api/board-meetings/5': { body: meeting },
    });
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation();
    let refuse = true;
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      const url = String(input);
      if (url.endsWith('/api/board-meetings/5/applications')) return json({ data: agenda });
      if (url.endsWith('/items/41/conflict')) {
        sent.push(JSON.parse(String(init?.body)));
        if (refuse) {
          refuse = false;
          return json({ message: 'Kerro esteellisyyden syy.', errors: { reason: ['Kerro esteellisyyden syy.'] } }, 422);
        }
        const body = JSON.parse(String(init?.body));
        agenda = [{ ...item, conflicts: body.has_conflict ? [...item.conflicts, { boardMemberId: 12, personId: 81, name: 'Jussi Jäsen', automatic: false, reason: body.reason }] : item.conflicts }];
        return json({ data: agenda });
      }
      return answer!(input, init);
    });
    renderStaffArea('/board/board-meetings/5/show');
    const card = await screen.findByRole('region', { name: 'Asia 1: Rakennus Virtanen Oy' });
    expect(await within(card).findByText('Päätösvaltainen tässä asiassa')).toBeTruthy();
    expect(within(card).getByText('Esteettömiä läsnä 2 / 3 jäsentä, vähintään 2 tarvitaan.')).toBeTruthy();
    expect(within(card).getByText(/Aino Auditoija: Hakemuksen auditoija/)).toBeTruthy();
    expect(within(card).queryByRole('form', { name: 'Lautakunnan päätös' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Ilmoita esteellisyys: Rakennus Virtanen Oy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ilmoita esteellisyys: Rakennus Virtanen Oy' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ilmoita' }));
    expect(await within(dialog).findByText('Kerro esteellisyyden syy.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Esteellisyyden syy/ }), { target: { value: 'Yhtiön osakas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ilmoita' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({ has_conflict: true, reason: 'Yhtiön osakas' });
    expect(await within(card).findByText('Jussi Jäsen: Yhtiön osakas')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Peru esteellisyys' }));
    await waitFor(() => expect(within(card).queryByText('Jussi Jäsen: Yhtiön osakas')).toBeNull());
    expect(sent.at(-1)).toEqual({ has_conflict: false, reason: null });
  });

  it("the chairman records a conditional acceptance; the server's refusals show beside the fields", async () => {
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: member(80, 1) },
      'GET /api/board-meetings/5': { body: meeting },
      'GET /api/board-meetings/5/applications': { body: { data: [item] } },
      'PUT /api/board-meetings/5/items/41/decision': {
        status: 422,
        body: { message: 'Kirjaa ehdot, joilla hakemus hyväksytään.', errors: { conditions: ['Kirjaa ehdot, joilla hakemus hyväksytään.'], industries: ['Hyväksyvässä päätöksessä on myönnettävä vähintään yksi toimiala.'] } },
      },
    });
    renderStaffArea('/board/board-meetings/5/show');
    const card = await screen.findByRole('region', { name: 'Asia 1: Rakennus Virtanen Oy' });
    const form = await within(card).findByRole('form', { name: 'Lautakunnan päätös' });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Päätös' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hyväksytty ehdollisena' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Perustelut' }), { target: { value: 'Puutteet korjattavissa' } });
    fireEvent.change(within(form).getByLabelText('Ehtojen täyttämisen määräpäivä'), { target: { value: '2030-06-01' } });
    // The office proposed 2.1: it is ticked; 2.2 is ticked here.
    expect((within(form).getByRole('checkbox', { name: '2.1 Talonrakennus' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole('checkbox', { name: '2.2 Maanrakennus' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna päätös' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/board-meetings/5/items/41/decision')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      board_decision_id: 2,
      reasons: 'Puutteet korjattavissa',
      conditions: '',
      return_due_date: '2030-06-01',
      industries: [
        { application_industry_id: 1, granted: true },
        { application_industry_id: 2, granted: true },
      ],
    });
    expect(await within(form).findByText('Kirjaa ehdot, joilla hakemus hyväksytään.')).toBeTruthy();
    expect(within(form).getByText('Hyväksyvässä päätöksessä on myönnettävä vähintään yksi toimiala.')).toBeTruthy();
  });
});
