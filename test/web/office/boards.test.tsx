/**
 * The board's screens (issue 20): the office's meeting page with its agenda and "Liitä hakemus"
 * from the queue, the office's boards with their members, and the board area's meetings and the
 * meeting page (SPEC §2 board modal: the items at a glance), read only.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { AgendaCandidate, AgendaItem } from '../../../src/domain/api/boards';
import type { Board, BoardMeeting, BoardMember } from '../../../src/domain/entities/board';
import { boardUser, officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { lookupRoutes } from './applicationsFixtures';

const LOOKUPS = lookupRoutes(['application-types', 'review-statuses', 'application-review-sections', 'board-meeting-roles', 'board-meeting-attendances']);
const page = <T,>(data: T[]) => ({ data, meta: { currentPage: 1, perPage: 25, total: data.length, lastPage: 1 } });

const board: Board = { id: 3, name: 'Pätevyyslautakunta', shortName: 'PL', description: null, active: true, patevaResponsibleId: 70, patevaResponsibleName: 'Olli Toimisto', memberCount: 1 };
const meeting: BoardMeeting = {
  id: 5,
  boardId: 3,
  boardName: 'Pätevyyslautakunta',
  title: 'Kevään kokous',
  meetingTime: '2030-03-01T10:00:00.000Z',
  location: 'Helsinki',
  description: null,
  callerPersonId: null,
  statusText: 'in_future',
  active: false,
  applicationCount: 1,
  memberMessageTitle: null,
  memberMessageContent: null,
  companyMessageTitle: null,
  companyMessageContent: null,
  returnDueDate: null,
  remindRenewalDate: '2029-12-31',
  secondRemindRenewalDate: '2030-01-30',
  sentRenewalDate: '2030-02-15',
  previousBoardMeetingId: null,
  startedAt: null,
  endedAt: null,
  notifiedAt: null,
  archivedAt: null,
  members: [{ id: 11, personId: 80, name: 'Liisa Lautakunta', boardMemberRoleId: 1, active: true, attendanceId: null }],
  quorum: { present: 0, activeMembers: 1, required: 1, chairPresent: false, met: false },
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
  industries: [{ id: 1, symbolicNumber: '2.1', name: 'Talonrakennus', granted: true }],
  review: [
    { sectionId: 2, reviewStatusId: 1, comment: 'Talous kunnossa / 1.3.2030, Olli Toimisto' },
    { sectionId: 8, reviewStatusId: 6, comment: null },
  ],
  references: [],
  files: [],
  audits: [],
  conflicts: [],
  quorum: { present: 0, activeMembers: 1, required: 1, chairPresent: false, met: false },
  decision: null,
};
const candidate: AgendaCandidate = { applicationId: 42, companyId: 2, companyName: 'Laatu Oy', applicationTypeId: 4, proposalId: 7, presenterName: null, finishedAt: '2030-01-10T10:00:00.000Z' };

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

describe('board meetings in the office', () => {
  it('shows the meeting with its agenda at a glance, attaches an application from the queue and detaches one', async () => {
    let agenda = [item];
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: officeUser },
      'GET /api/board-meetings/5': { body: meeting },
      'GET /api/board-meetings/5/applications': { body: { data: [] } },
      'GET /api/board-meetings/5/reminders': { body: { data: [] } },
      'GET /api/board-queue': { body: { data: [candidate] } },
      'POST /api/board-meetings/5/applications': { body: { data: [item, { ...item, applicationId: 42, companyName: 'Laatu Oy' }] } },
      'DELETE /api/board-meetings/5/applications/41': { status: 204 },
    });
    // The agenda answers what it holds at each read.
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/board-meetings/5/applications') && (init?.method ?? 'GET') === 'GET') return new Response(JSON.stringify({ data: agenda }), { headers: { 'Content-Type': 'application/json' } });
      return answer!(input, init);
    });
    renderStaffArea('/office/board-meetings/5/show');

    expect(await screen.findByRole('heading', { name: 'Kevään kokous' })).toBeTruthy();
    expect(screen.getByText('Tuleva kokous')).toBeTruthy();
    const first = await screen.findByRole('region', { name: 'Asia 1: Rakennus Virtanen Oy' });
    expect(within(first).getByText('Rakennus Virtanen Oy (2900000-4)')).toBeTruthy();
    expect(await within(first).findByText('Pätevyys (nro 41)')).toBeTruthy();
    expect(within(first).getByText('Esitetään hyväksyttäväksi')).toBeTruthy();
    expect(within(first).getByText('Olli Toimisto')).toBeTruthy();
    expect(within(first).getByText(/Talonrakennus: myönnettäväksi/)).toBeTruthy();
    expect(within(first).getByText(/Talous kunnossa/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Liitä hakemus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liitä hakemus kokoukseen' });
    agenda = [item, { ...item, applicationId: 42, companyName: 'Laatu Oy' }];
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Liitä hakemus: Laatu Oy' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/board-meetings/5/applications')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ application_id: 42 });
    expect(await screen.findByRole('region', { name: 'Asia 2: Laatu Oy' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Poista esityslistalta: Rakennus Virtanen Oy' }));
    agenda = [{ ...item, applicationId: 42, companyName: 'Laatu Oy' }];
    fireEvent.click(await screen.findByRole('button', { name: 'Vahvista' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/board-meetings/5/applications/41')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Asia 1: Rakennus Virtanen Oy' })).toBeNull());
  });

  it("lists a board's members on its page", async () => {
    const member: BoardMember = { id: 11, boardId: 3, personId: 80, boardMemberRoleId: 1, active: true, name: 'Liisa Lautakunta', email: 'liisa@example.fi' };
    stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: officeUser },
      'GET /api/boards/3': { body: board },
      'GET /api/boards/3/members': { body: page([member]) },
      'GET /api/board-people': { body: { boardPeople: [], officePeople: [] } },
    });
    renderStaffArea('/office/boards/3/show');
    expect((await screen.findAllByText('Pätevyyslautakunta')).length).toBeGreaterThan(0);
    expect(await screen.findByText('Liisa Lautakunta')).toBeTruthy();
    expect(await screen.findByText('Puheenjohtaja')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lisää jäsen' })).toBeTruthy();
  });
});

describe('the board area', () => {
  it("lists the member's meetings and opens one read only, with its items at a glance", async () => {
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: { ...boardUser, boards: [{ id: 3, name: 'Pätevyyslautakunta', shortName: 'PL', boardMemberRoleId: 1 }] } },
      'GET /api/board-meetings': { body: page([meeting]) },
      'GET /api/board-meetings/5': { body: meeting },
      'GET /api/board-meetings/5/applications': { body: { data: [item] } },
    });
    renderStaffArea('/board/board-meetings');
    expect(await screen.findByText('Kevään kokous')).toBeTruthy();
    expect(screen.getByText(/01.03.2030 klo/)).toBeTruthy();
    fireEvent.click(screen.getByText('Kevään kokous'));
    expect(await screen.findByRole('region', { name: 'Asia 1: Rakennus Virtanen Oy' })).toBeTruthy();
    expect(screen.getByText(/Liisa Lautakunta \(Puheenjohtaja\)/)).toBeTruthy();
    // A member changes nothing here.
    expect(screen.queryByRole('button', { name: 'Liitä hakemus' })).toBeNull();
    expect(screen.queryByRole('button', { name: /esityslistalta/ })).toBeNull();
    expect(calls.some((call) => call.path === '/api/board-queue')).toBe(false);
  });

  it('lets the chairman start the meeting and mark attendance, and shows the quorum', async () => {
    const running: BoardMeeting = { ...meeting, statusText: 'active', active: true, startedAt: '2030-03-01T10:00:00.000Z' };
    const marked: BoardMeeting = { ...running, members: [{ ...meeting.members[0], attendanceId: 1 }], quorum: { present: 1, activeMembers: 1, required: 1, chairPresent: true, met: true } };
    let current = meeting;
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: { ...boardUser, personId: 80, boards: [{ id: 3, name: 'Pätevyyslautakunta', shortName: 'PL', boardMemberRoleId: 1 }] } },
      'GET /api/board-meetings/5/applications': { body: { data: [] } },
      'POST /api/board-meetings/5/start': { body: running },
      'PUT /api/board-meetings/5/attendance/11': { body: marked },
    });
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/board-meetings/5') && (init?.method ?? 'GET') === 'GET') return new Response(JSON.stringify(current), { headers: { 'Content-Type': 'application/json' } });
      return answer!(input, init);
    });
    renderStaffArea('/board/board-meetings/5/show');
    const start = await screen.findByRole('button', { name: 'Aloita kokous' });
    current = running;
    fireEvent.click(start);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/board-meetings/5/start')).toBe(true));
    expect(await screen.findByText('Ei päätösvaltainen')).toBeTruthy();
    current = marked;
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Läsnäolo: Liisa Lautakunta' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paikalla' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ attendance: 1 }));
    expect(await screen.findByText('Päätösvaltainen')).toBeTruthy();
    expect(screen.getByText('Paikalla 1/1 jäsentä, vaaditaan vähintään 1.')).toBeTruthy();
  });
});
