/**
 * The board's calls beyond CRUD (issue 20): who may be picked as a member or a responsible person,
 * the office's queue of proposed applications, and a meeting's agenda — read, an application
 * attached, an application detached. Attaching and detaching refresh the meeting (its
 * applicationCount), the agenda, the queue and the office's application lists (status 6 / 5).
 */
import { defineAction } from './action';
import { agendaCandidateSchema, agendaSchema, attachBodySchema, boardPeopleSchema } from './boards';
import { listKeys, recordKey } from './queryKeys';
import { z } from 'zod';
import { boardMeeting } from '../entities/board';
import { responseSchema } from '../entities/entity';
import { lookupChoice } from '../entities/fields';
import { Attendance } from '../boardMeetings';

const MEETINGS = 'board-meetings';
export const boardQueueKey = [MEETINGS, 'queue'] as const;
export const agendaKey = (id: number) => [MEETINGS, 'agenda', id] as const;

const agendaTouches = ({ id }: { id: number }) => [recordKey(MEETINGS, id), ...listKeys(MEETINGS), agendaKey(id), boardQueueKey, ['applications']];

export const boardPeople = defineAction({
  method: 'GET',
  path: '/board-people',
  answer: boardPeopleSchema,
  key: () => ['boards', 'people'],
});

export const boardQueue = defineAction({
  method: 'GET',
  path: '/board-queue',
  answer: z.object({ data: z.array(agendaCandidateSchema) }),
  key: () => boardQueueKey,
});

export const meetingAgenda = defineAction({
  method: 'GET',
  path: '/board-meetings/:id/applications',
  answer: agendaSchema,
  key: ({ id }) => agendaKey(id),
});

export const attachApplication = defineAction({
  method: 'POST',
  path: '/board-meetings/:id/applications',
  body: attachBodySchema,
  answer: agendaSchema,
  touches: agendaTouches,
});

export const detachApplication = defineAction({
  method: 'DELETE',
  path: '/board-meetings/:id/applications/:appId',
  answer: null,
  touches: agendaTouches,
});

const meetingTouches = ({ id }: { id: number }) => [recordKey(MEETINGS, id), ...listKeys(MEETINGS)];

/** The meeting begins (statusText active): the chairman, the assistant or the office. */
export const startMeeting = defineAction({
  method: 'POST',
  path: '/board-meetings/:id/start',
  answer: responseSchema(boardMeeting),
  touches: meetingTouches,
});

const ATTENDANCE_IDS = [Attendance.attended, Attendance.attendedRemote, Attendance.absent] as const;
export const attendanceBodySchema = z.object({
  attendance: lookupChoice('board-meeting-attendances', ATTENDANCE_IDS, { required: 'Valitse läsnäolo.', invalid: 'Valitse läsnäolo listalta.' }).input,
});

/** A member's attendance during the meeting: their own, or anyone's by the chairman, the assistant or the office. */
export const setAttendance = defineAction({
  method: 'PUT',
  path: '/board-meetings/:id/attendance/:memberId',
  body: attendanceBodySchema,
  answer: responseSchema(boardMeeting),
  touches: meetingTouches,
});
