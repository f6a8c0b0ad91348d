/**
 * The board's routes (issue 20): boards and members (office writes, a board member reads their own
 * boards), meetings (office writes, a board member reads their own boards' meetings), the people to
 * pick, the office's queue of proposed applications, and a meeting's agenda.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { board, boardMeeting, boardMember } from '../../../src/domain/entities/board';
import { attachApplication, boardPeople, boardQueue, detachApplication, meetingAgenda, setAttendance, startMeeting } from '../../../src/domain/api/boardActions';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { crudRoutes } from '../../http/crudRoutes';
import { requireUser } from '../../http/route';
import * as boards from './boards';
import * as meetings from './meetings';
import * as agenda from './agenda';
import * as running from './running';
import { boardPeople as loadBoardPeople } from './people';

export function boardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = access.boardOrOffice();
  const write = access.office();

  crudRoutes(app, {
    entity: board,
    access: { read, write },
    rules: boards.BOARD_RULES,
    list: {
      summary: 'Boards (lautakunnat): office staff see all, a board member their own; filter active; q matches the name or short name',
      query: boards.boardList.query,
      handler: ({ user, query }) => boards.listBoards(ctx, user, query),
    },
    create: { summary: 'Add a board (office)', handler: ({ user, body }) => boards.createBoard(ctx, user, body) },
    read: { summary: "One board (office; a board member only their own, else 404)", handler: ({ user, id }) => boards.getBoard(ctx.db, user, id) },
    update: { summary: 'Change a board (office); what the body leaves out is kept', handler: ({ user, id, body }) => boards.updateBoard(ctx, user, id, body) },
    remove: {
      summary: 'Remove a board (office); 409 when it has meetings (make it inactive instead)',
      errors: [409],
      handler: ({ user, id }) => boards.deleteBoard(ctx, user, id),
    },
  });

  crudRoutes(app, {
    entity: boardMember,
    idName: 'memberId',
    access: { read, write },
    rules: boards.MEMBER_RULES,
    list: {
      summary: "A board's members (office; a board member only their own boards'), by role",
      query: boards.memberList.query,
      handler: ({ user, parentId, query }) => boards.listMembers(ctx, user, parentId, query),
    },
    create: {
      summary: 'Add a member to a board (office): a person whose user holds the board permission, one active chairman per board',
      handler: ({ user, parentId, body }) => boards.createMember(ctx, user, parentId, body),
    },
    read: { summary: 'One member of a board', handler: ({ user, parentId, id }) => boards.getMember(ctx.db, user, parentId, id) },
    update: { summary: "Change a member's role or activity (office)", handler: ({ user, parentId, id, body }) => boards.updateMember(ctx, user, parentId, id, body) },
    remove: {
      summary: 'Remove a member (office); 409 when meetings have recorded them (make them inactive instead)',
      errors: [409],
      handler: ({ user, parentId, id }) => boards.deleteMember(ctx, user, parentId, id),
    },
  });

  crudRoutes(app, {
    entity: boardMeeting,
    access: { read, write },
    rules: meetings.MEETING_RULES,
    list: {
      summary: "Board meetings (office: all; a board member: their boards'), the latest first; filters board_id, status_text (in_future, active, archived); q matches the title or location",
      query: meetings.meetingList.query,
      handler: ({ user, query }) => meetings.listMeetings(ctx, user, query),
    },
    create: {
      summary: 'Add a meeting to a board (office); renewal dates default to 60, 30 and 14 days before the meeting',
      handler: ({ user, body }) => meetings.createMeeting(ctx, user, body),
    },
    read: { summary: 'One board meeting (office; a board member only of their own boards, else 404)', handler: ({ user, id }) => meetings.getMeeting(ctx.db, user, id) },
    update: {
      summary: 'Change a meeting (office) until it is archived; renewal dates still at their defaults follow a moved meeting',
      handler: ({ user, id, body }) => meetings.updateMeeting(ctx, user, id, body),
    },
    remove: {
      summary: 'Remove a meeting before it starts (office); its applications return to the queue',
      handler: ({ user, id }) => meetings.deleteMeeting(ctx, user, id),
    },
  });

  defineActionRoute(app, boardPeople, {
    access: write,
    summary: 'Who the office may pick: board members (users with the board permission) and office staff',
    handler: () => loadBoardPeople(ctx.db),
  });

  defineActionRoute(app, boardQueue, {
    access: write,
    summary: 'Applications proposed to the board (status 5, a proposal in the statement section) on no meeting yet',
    handler: () => agenda.boardQueue(ctx),
  });

  defineActionRoute(app, meetingAgenda, {
    access: read,
    summary: "A meeting's agenda: each application with its company, type, industries, the office's review per section, proposal and presenter",
    handler: ({ user, params }) => agenda.meetingAgenda(ctx.db, requireUser(user), params.id),
  });

  defineActionRoute(app, attachApplication, {
    access: write,
    summary: 'Attach an application to the agenda before the meeting starts (status 6); only an evaluated application with a proposal',
    errors: [404],
    rules: agenda.AGENDA_RULES,
    handler: ({ user, params, body }) => agenda.attachApplication(ctx, requireUser(user), params.id, body.application_id),
  });

  defineActionRoute(app, detachApplication, {
    access: write,
    summary: 'Detach an application from the agenda before the meeting starts (back to status 5)',
    errors: [404],
    rules: agenda.AGENDA_RULES,
    handler: ({ user, params }) => agenda.detachApplication(ctx, requireUser(user), params.id, params.appId),
  });

  defineActionRoute(app, startMeeting, {
    access: read,
    summary: "Start a meeting (statusText active): office, or the board's chairman or assistant; 404 for another board's meeting",
    errors: [404, 422],
    rules: running.RUNNING_RULES,
    handler: ({ user, params }) => running.startMeeting(ctx, requireUser(user), params.id),
  });

  defineActionRoute(app, setAttendance, {
    access: read,
    summary: "Mark a member's attendance during the meeting (attended 1, remote 2, absent 3): the member themself, or the chairman, the assistant or the office",
    errors: [404],
    rules: running.RUNNING_RULES,
    handler: ({ user, params, body }) => running.setAttendance(ctx, requireUser(user), params.id, params.memberId, body.attendance),
  });
}
