/**
 * A board member's dialogs (issue 20): the person is picked when the member is added and never
 * changed (createOnly), so the edit dialog shows only the role and whether the member is active.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { Board, BoardMember } from '../../../src/domain/entities/board';
import { officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { lookupRoutes } from './applicationsFixtures';

const LOOKUPS = lookupRoutes(['board-meeting-roles']);
const board: Board = { id: 3, name: 'Pätevyyslautakunta', shortName: 'PL', description: null, active: true, patevaResponsibleId: 70, patevaResponsibleName: 'Olli Toimisto', memberCount: 1 };
const member: BoardMember = { id: 11, boardId: 3, personId: 80, boardMemberRoleId: 1, active: true, name: 'Liisa Lautakunta', email: 'liisa@example.fi' };

beforeEach(() => resetCurrentUser());

describe("a board member's dialogs", () => {
  it('picks the person when adding, and edits only the role and active', async () => {
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: officeUser },
      'GET /api/boards/3': { body: board },
      'GET /api/boards/3/members': { body: { data: [member], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } } },
      'GET /api/boards/3/members/11': { body: member },
      'PUT /api/boards/3/members/11': { body: { ...member, boardMemberRoleId: 2 } },
      'GET /api/board-people': { body: { boardPeople: [{ id: 80, name: 'Liisa Lautakunta', email: 'liisa@example.fi' }], officePeople: [] } },
    });
    renderStaffArea('/office/boards/3/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää jäsen' }));
    const adding = await screen.findByRole('dialog', { name: 'Lisää jäsen' });
    expect(await within(adding).findByRole('combobox', { name: /Henkilö/ })).toBeTruthy();
    fireEvent.keyDown(adding, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Muokkaa jäsentä Liisa Lautakunta' }));
    const editing = await screen.findByRole('dialog', { name: 'Muokkaa jäsentä' });
    expect(await within(editing).findByRole('combobox', { name: /Rooli/ })).toBeTruthy();
    expect(within(editing).getByLabelText(/Toimiva jäsen/)).toBeTruthy();
    expect(within(editing).queryByRole('combobox', { name: /Henkilö/ })).toBeNull();
    expect(calls.some((call) => call.path === '/api/boards/3/members/11')).toBe(true);
  }, 60_000);
});
