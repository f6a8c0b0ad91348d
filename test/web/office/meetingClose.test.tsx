/**
 * The meeting's last steps on its page (issue 20): the office ends the meeting, sends the decisions
 * and archives it, each behind a confirmation, only the next step offered; a refusal (items without
 * a decision) is shown in Finnish; a participant is offered none of them.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { BoardMeeting } from '../../../src/domain/entities/board';
import { boardUser, officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { lookupRoutes } from './applicationsFixtures';
import { STARTED_MEETING } from './meetingFixtures';

const LOOKUPS = lookupRoutes(['application-types', 'review-statuses', 'application-review-sections', 'board-meeting-roles', 'board-meeting-attendances']);

const running: BoardMeeting = {
  ...STARTED_MEETING,
  endedAt: null,
  notifiedAt: null,
  archivedAt: null,
  members: [{ id: 11, personId: 80, name: 'Liisa Lautakunta', boardMemberRoleId: 1, active: true, attendanceId: 1 }],
  quorum: { present: 1, activeMembers: 1, required: 1, chairPresent: true, met: true },
};
const ended: BoardMeeting = { ...running, endedAt: '2030-03-01T12:00:00.000Z' };
const notified: BoardMeeting = { ...ended, notifiedAt: '2030-03-02T09:00:00.000Z' };
const archived: BoardMeeting = { ...notified, statusText: 'archived', active: false, archivedAt: '2030-03-03T09:00:00.000Z' };

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

/** The meeting answers what it is at each read. */
function meetingReads(read: () => BoardMeeting) {
  const fetchMock = vi.mocked(globalThis.fetch);
  const answer = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).endsWith('/api/board-meetings/5') && (init?.method ?? 'GET') === 'GET') return new Response(JSON.stringify(read()), { headers: { 'Content-Type': 'application/json' } });
    return answer!(input, init);
  });
}

describe("the meeting's last steps", () => {
  it('the office ends, notifies and archives, each after a confirmation', async () => {
    let current = running;
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: officeUser },
      'GET /api/board-meetings/5/applications': { body: { data: [] } },
      'GET /api/board-queue': { body: { data: [] } },
      'POST /api/board-meetings/5/end': { body: ended },
      'POST /api/board-meetings/5/notify': { body: notified },
      'POST /api/board-meetings/5/archive': { body: archived },
    });
    meetingReads(() => current);
    renderStaffArea('/office/board-meetings/5/show');

    const steps: Array<[string, string, BoardMeeting]> = [
      ['Päätä kokous', '/api/board-meetings/5/end', ended],
      ['Lähetä päätökset', '/api/board-meetings/5/notify', notified],
      ['Arkistoi', '/api/board-meetings/5/archive', archived],
    ];
    for (const [label, path, after] of steps) {
      fireEvent.click(await screen.findByRole('button', { name: label }));
      // Nothing is sent before the confirmation.
      expect(calls.some((call) => call.method === 'POST' && call.path === path)).toBe(false);
      current = after;
      fireEvent.click(await screen.findByRole('button', { name: 'Vahvista' }));
      await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === path)).toBe(true));
      await waitFor(() => expect(screen.queryByRole('button', { name: label })).toBeNull());
    }
    expect(await screen.findByText('Päätökset lähetetty')).toBeTruthy();
    expect(screen.getAllByText('Arkistoitu').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Päätä kokous|Lähetä päätökset|Arkistoi/ })).toBeNull();
  });

  it("shows the server's refusal when items lack a decision", async () => {
    const message = 'Kaikilla kokouksen asioilla ei ole päätöstä: Laatu Oy. Kirjaa päätös tai siirrä asia seuraavaan kokoukseen ennen kuin päätät kokouksen.';
    stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: officeUser },
      'GET /api/board-meetings/5/applications': { body: { data: [] } },
      'GET /api/board-queue': { body: { data: [] } },
      'POST /api/board-meetings/5/end': { status: 422, body: { message, errors: {} } },
    });
    meetingReads(() => running);
    renderStaffArea('/office/board-meetings/5/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Päätä kokous' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Vahvista' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('offers the chairman the end only, and a participant nothing', async () => {
    stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: { ...boardUser, personId: 80, boards: [{ id: 3, name: 'Pätevyyslautakunta', shortName: 'PL', boardMemberRoleId: 1 }] } },
      'GET /api/board-meetings/5/applications': { body: { data: [] } },
    });
    meetingReads(() => running);
    const view = renderStaffArea('/board/board-meetings/5/show');
    expect(await screen.findByRole('button', { name: 'Päätä kokous' })).toBeTruthy();
    view.unmount();

    resetCurrentUser();
    stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: { ...boardUser, personId: 81, boards: [{ id: 3, name: 'Pätevyyslautakunta', shortName: 'PL', boardMemberRoleId: 3 }] } },
      'GET /api/board-meetings/5/applications': { body: { data: [] } },
    });
    meetingReads(() => ended);
    renderStaffArea('/board/board-meetings/5/show');
    expect(await screen.findByRole('heading', { name: 'Kevään kokous' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Päätä kokous|Lähetä päätökset|Arkistoi/ })).toBeNull();
  });
});
