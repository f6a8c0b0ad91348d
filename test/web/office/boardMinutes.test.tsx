/**
 * The meeting's minutes on its page (issue 20): "Pöytäkirja (PDF)" and per item "Päätösote (PDF)"
 * from the meeting's start, the checkers with their approvals, "Hyväksy pöytäkirja" for a checker
 * once the meeting has ended, and the office naming the two checkers.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { AgendaItem } from '../../../src/domain/api/boards';
import type { MinuteChecker } from '../../../src/domain/api/minutesActions';
import type { BoardMeeting } from '../../../src/domain/entities/board';
import { boardUser, officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { lookupRoutes } from './applicationsFixtures';
import { STARTED_MEETING } from './meetingFixtures';

const LOOKUPS = lookupRoutes(['application-types', 'review-statuses', 'application-review-sections', 'board-meeting-roles', 'board-meeting-attendances']);

const meeting: BoardMeeting = {
  ...STARTED_MEETING,
  endedAt: '2030-03-01T12:00:00.000Z',
  notifiedAt: null,
  archivedAt: null,
  members: [
    { id: 11, personId: 80, name: 'Liisa Lautakunta', boardMemberRoleId: 3, active: true, attendanceId: 1 },
    { id: 12, personId: 81, name: 'Matti Jäsen', boardMemberRoleId: 1, active: true, attendanceId: 1 },
  ],
  quorum: { present: 2, activeMembers: 2, required: 2, chairPresent: true, met: true },
};
const item: AgendaItem = {
  applicationId: 41,
  companyId: 1,
  companyName: 'Rakennus Virtanen Oy',
  registrationNumber: '2900000-4',
  applicationTypeId: 1,
  applicationStatusId: 8,
  proposalId: 6,
  presenterName: 'Olli Toimisto',
  finishedAt: null,
  industries: [],
  review: [],
  references: [],
  files: [],
  audits: [],
  conflicts: [],
  quorum: { present: 2, activeMembers: 2, required: 2, chairPresent: true, met: true },
  decision: null,
};
const checker = (boardMemberId: number, personId: number, name: string, approvedAt: string | null = null): MinuteChecker => ({ boardMemberId, personId, name, approvedAt });

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

describe('the minutes on the meeting page', () => {
  it('links the minutes and each decision extract, and lets a checker approve the ended meeting', async () => {
    let checkers = [checker(11, 80, 'Liisa Lautakunta'), checker(12, 81, 'Matti Jäsen', '2030-03-02T08:00:00.000Z')];
    const { calls, fetchMock } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: { ...boardUser, personId: 80, boards: [{ id: 3, name: 'Pätevyyslautakunta', shortName: 'PL', boardMemberRoleId: 3 }] } },
      'GET /api/board-meetings/5': { body: meeting },
      'GET /api/board-meetings/5/applications': { body: { data: [item] } },
    });
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/board-meetings/5/minute-checkers')) return new Response(JSON.stringify({ data: checkers }), { headers: { 'Content-Type': 'application/json' } });
      if (String(input).endsWith('/api/board-meetings/5/minutes/approve')) {
        calls.push({ method: 'POST', path: '/api/board-meetings/5/minutes/approve', query: new URLSearchParams(), body: undefined, headers: {} });
        checkers = [checker(11, 80, 'Liisa Lautakunta', '2030-03-03T08:00:00.000Z'), checkers[1]];
        return new Response(JSON.stringify({ data: checkers }), { headers: { 'Content-Type': 'application/json' } });
      }
      return answer!(input, init);
    });
    renderStaffArea('/board/board-meetings/5/show');

    const minutes = await screen.findByRole('region', { name: 'Pöytäkirja' });
    expect(within(minutes).getByRole('link', { name: 'Pöytäkirja (PDF)' }).getAttribute('href')).toBe('/api/board-meetings/5/minutes');
    const extract = await screen.findByRole('link', { name: 'Päätösote (PDF): Rakennus Virtanen Oy' });
    expect(extract.getAttribute('href')).toBe('/api/board-meetings/5/items/41/decision-extract');
    expect(await within(minutes).findByText('Liisa Lautakunta: ei ole vielä hyväksynyt pöytäkirjaa')).toBeTruthy();
    expect(within(minutes).getByText(/Matti Jäsen: hyväksyi pöytäkirjan 02\.03\.2030 klo/)).toBeTruthy();
    // A participant does not choose the checkers.
    expect(within(minutes).queryByRole('button', { name: 'Tallenna tarkastajat' })).toBeNull();

    fireEvent.click(within(minutes).getByRole('button', { name: 'Hyväksy pöytäkirja' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/board-meetings/5/minutes/approve')).toBe(true));
    expect(await within(minutes).findByText(/Liisa Lautakunta: hyväksyi pöytäkirjan 03\.03\.2030 klo/)).toBeTruthy();
    expect(within(minutes).queryByRole('button', { name: 'Hyväksy pöytäkirja' })).toBeNull();
  });

  it('waits for the end before a checker may approve', async () => {
    stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: { ...boardUser, personId: 80, boards: [{ id: 3, name: 'Pätevyyslautakunta', shortName: 'PL', boardMemberRoleId: 3 }] } },
      'GET /api/board-meetings/5': { body: { ...meeting, endedAt: null } },
      'GET /api/board-meetings/5/applications': { body: { data: [item] } },
      'GET /api/board-meetings/5/minute-checkers': { body: { data: [checker(11, 80, 'Liisa Lautakunta'), checker(12, 81, 'Matti Jäsen')] } },
    });
    renderStaffArea('/board/board-meetings/5/show');
    const minutes = await screen.findByRole('region', { name: 'Pöytäkirja' });
    const approve = await within(minutes).findByRole('button', { name: 'Hyväksy pöytäkirja' });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect(within(minutes).getByText('Voit hyväksyä pöytäkirjan, kun kokous on päättynyt.')).toBeTruthy();
  });

  it('lets the office name the two checkers', async () => {
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: officeUser },
      'GET /api/board-meetings/5': { body: meeting },
      'GET /api/board-meetings/5/applications': { body: { data: [item] } },
      'GET /api/board-meetings/5/minute-checkers': { body: { data: [] } },
      'PUT /api/board-meetings/5/minute-checkers': { body: { data: [checker(11, 80, 'Liisa Lautakunta'), checker(12, 81, 'Matti Jäsen')] } },
    });
    renderStaffArea('/office/board-meetings/5/show');
    const minutes = await screen.findByRole('region', { name: 'Pöytäkirja' });
    expect(await within(minutes).findByText('Pöytäkirjan tarkastajia ei ole vielä valittu.')).toBeTruthy();
    for (const [label, name] of [['Tarkastaja 1', 'Liisa Lautakunta'], ['Tarkastaja 2', 'Matti Jäsen']]) {
      fireEvent.mouseDown(within(minutes).getByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByRole('option', { name }));
    }
    fireEvent.click(within(minutes).getByRole('button', { name: 'Tallenna tarkastajat' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ board_member_ids: [11, 12] }));
  });
});
