/** The office's application page names its board meeting (issue 20): title and time, linked to the meeting's page. */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { LOOKUPS, application, assignees, lookupRoutes } from './applicationsFixtures';
import { STARTED_MEETING } from './meetingFixtures';

beforeEach(() => resetCurrentUser());

const meeting = { ...STARTED_MEETING, endedAt: null, notifiedAt: null, archivedAt: null, members: [], quorum: { present: 0, activeMembers: 0, required: 1, chairPresent: false, met: false } };

describe("the office's application page and its meeting", () => {
  it('links to the meeting the application is on, with its title and time', async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      ...lookupRoutes(LOOKUPS),
      'GET /api/applications/assignees': { body: assignees },
      'GET /api/applications/41': { body: application({ boardMeetingId: 5, applicationStatusId: 6 }) },
      'GET /api/board-meetings/5': { body: meeting },
    });
    renderStaffArea('/office/applications/41/show');
    expect(await screen.findByRole('heading', { name: 'Lautakunnan kokous' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Kevään kokous' });
    expect(link.getAttribute('href')).toBe('/office/board-meetings/5/show');
    expect(screen.getByText(/Pätevyyslautakunta, 01.03.2030 klo/)).toBeTruthy();
  }, 60_000);

  it('says nothing of a meeting when the application is on none', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      ...lookupRoutes(LOOKUPS),
      'GET /api/applications/assignees': { body: assignees },
      'GET /api/applications/41': { body: application({ boardMeetingId: null }) },
    });
    renderStaffArea('/office/applications/41/show');
    expect(await screen.findByRole('heading', { name: 'Hakemus 41: Rakennus Virtanen Oy' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Lautakunnan kokous' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/board-meetings'))).toBe(false);
  }, 60_000);
});
